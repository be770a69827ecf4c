import type { StockItemsQuery } from '@shared/stocks/definition';

/** Query keys of a stock's numbers, for queries and invalidation alike. */
export const stockItemKeys = {
  all: (stockId: number) => ['resource', 'stocks', 'items', stockId] as const,
  list: (stockId: number, query: StockItemsQuery) => ['resource', 'stocks', 'items', stockId, query] as const,
};
