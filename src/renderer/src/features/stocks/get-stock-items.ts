import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { stocksApi } from '@shared/stocks/api';
import type { StockItemsQuery } from '@shared/stocks/definition';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { stockItemKeys } from './stock-keys';

export const getStockItems = (api: ApiClient, stockId: number, query: StockItemsQuery, signal?: AbortSignal) =>
  api.call(stocksApi.items, { params: { id: stockId }, query, signal });

/** A page of a stock's numbers; the previous page stays while the next one loads. */
export function useStockItems(stockId: number, query: StockItemsQuery) {
  const api = useApi();
  return useQuery({
    queryKey: stockItemKeys.list(stockId, query),
    queryFn: ({ signal }) => getStockItems(api, stockId, query, signal),
    placeholderData: keepPreviousData,
  });
}
