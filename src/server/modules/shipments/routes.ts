import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { API_PREFIX } from '@shared/api/paths';
import { PageQuerySchema } from '@shared/api/page';
import { AwbInputSchema } from '@shared/shipments/tracking';
import { M, msg } from '@shared/validation';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../../plugins/auth';
import { getShipment, listShipments, trackAwb } from './service';

const IdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, msg(M.integer)), v.transform(Number), v.maxValue(2_147_483_647, msg(M.maxValue))),
});

export default async function shipmentRoutes(app: FastifyInstance): Promise<void> {
  app.get(`${API_PREFIX}/shipments/tracking/:awb`, { config: { access: '*' } }, async (request) => {
    const { awb } = parseInput(v.object({ awb: AwbInputSchema }), request.params);
    return trackAwb(app.db, awb);
  });

  app.get(`${API_PREFIX}/shipments`, { config: { access: 'USER', ability: 'shipment.view' } }, async (request) =>
    listShipments(app.db, requireUser(request), parseInput(PageQuerySchema, request.query)),
  );

  app.get(`${API_PREFIX}/shipments/id-:id`, { config: { access: 'USER', ability: 'shipment.view' } }, async (request) => {
    const { id } = parseInput(IdParamsSchema, request.params);
    return getShipment(app.db, requireUser(request), id);
  });
}
