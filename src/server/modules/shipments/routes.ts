import type { FastifyInstance } from 'fastify';
import { shipmentsApi } from '@shared/shipments/api';
import { serve } from '../../api/serve';
import { requireUser } from '../../plugins/auth';
import { getShipment, listShipments, trackAwb } from './service';

export default async function shipmentRoutes(app: FastifyInstance): Promise<void> {
  serve(app, shipmentsApi.tracking, async ({ params }) => trackAwb(app.db, params.awb));
  serve(app, shipmentsApi.list, async ({ query, request }) => listShipments(app.db, requireUser(request), query));
  serve(app, shipmentsApi.get, async ({ params, request }) => getShipment(app.db, requireUser(request), params.id));
}
