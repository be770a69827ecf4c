import { endpoint } from '../api/contract';
import { json } from '../api/json';
import { IdParamsSchema } from '../api/params';
import { STOCK_ABILITIES } from './abilities';
import { StockItemsPageSchema, StockItemsQuerySchema, stocksResource, StockVoidResultSchema, StockVoidSchema } from './definition';

// A stock's own calls beside the generic ones (section 2, "Stock info and void"): its numbers, page
// by page and by status, and voiding numbers with a reason.

const base = `/api${stocksResource.path}/id-{id}`;

export const stocksApi = {
  items: endpoint({
    method: 'GET',
    path: `${base}/items`,
    summary: "A stock's numbers: a page, by status or by their first digits",
    tag: 'stocks',
    access: 'USER',
    ability: STOCK_ABILITIES.view,
    params: IdParamsSchema,
    query: StockItemsQuerySchema,
    answer: json(StockItemsPageSchema),
  }),
  void: endpoint({
    method: 'POST',
    path: `${base}/void`,
    summary: "Voids a stock's numbers (the chosen ones, or a range) with a reason",
    tag: 'stocks',
    access: 'USER',
    ability: STOCK_ABILITIES.edit,
    params: IdParamsSchema,
    body: StockVoidSchema,
    answer: json(StockVoidResultSchema),
  }),
};
