import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { API_PREFIX } from '@shared/api/paths';
import { StockItemsQuerySchema, stocksResource, StockVoidSchema } from '@shared/stocks/definition';
import { M, msg } from '@shared/validation';
import { NotFoundError } from '../../errors';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../../plugins/auth';
import { findRow } from '../../resources/query';
import { stocksBinding } from './binding';
import { listStockItems, voidStockItems } from './items';

// A stock's own calls beside the generic ones (section 2, "Stock info and void"): its numbers, page
// by page and by status, and voiding numbers with a reason. The stock must be one the caller reaches
// under the ability (another's answers 404).

const IdParams = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, msg(M.integer)), v.transform(Number), v.maxValue(2_147_483_647, msg(M.maxValue))),
});

export async function stockRoutes(app: FastifyInstance): Promise<void> {
  const base = `${API_PREFIX}${stocksResource.path}/id-:id`;
  const { view, edit } = stocksResource.abilities;

  app.get(`${base}/items`, { config: { access: 'USER', ability: view } }, async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const query = parseInput(StockItemsQuerySchema, request.query);
    const stock = await findRow(app, stocksBinding, user, view, id);
    if (!stock) throw new NotFoundError();
    return listStockItems(app.db, user, stock.id, query);
  });

  app.post(`${base}/void`, { config: { access: 'USER', ability: edit } }, async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const input = parseInput(StockVoidSchema, request.body);
    const stock = await findRow(app, stocksBinding, user, edit, id);
    if (!stock) throw new NotFoundError();
    return app.db.transaction((tx) => voidStockItems(tx, user, stock, input));
  });
}
