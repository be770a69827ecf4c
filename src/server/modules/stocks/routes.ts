import type { FastifyInstance } from 'fastify';
import { stocksApi } from '@shared/stocks/api';
import { serve } from '../../api/serve';
import { NotFoundError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { findRow } from '../../resources/query';
import { stocksBinding } from './binding';
import { listStockItems, voidStockItems } from './items';

// A stock's own calls beside the generic ones (section 2, "Stock info and void"): its numbers, page
// by page and by status, and voiding numbers with a reason. The stock must be one the caller reaches
// under the ability (another's answers 404).

export async function stockRoutes(app: FastifyInstance): Promise<void> {
  const { view, edit } = stocksBinding.def.abilities;

  serve(app, stocksApi.items, async ({ params, query, request }) => {
    const user = requireUser(request);
    const stock = await findRow(app, stocksBinding, user, view, params.id);
    if (!stock) throw new NotFoundError();
    return listStockItems(app.db, user, stock.id, query);
  });

  serve(app, stocksApi.void, async ({ params, body, request }) => {
    const user = requireUser(request);
    const stock = await findRow(app, stocksBinding, user, edit, params.id);
    if (!stock) throw new NotFoundError();
    return app.db.transaction((tx) => voidStockItems(tx, user, stock, body));
  });
}
