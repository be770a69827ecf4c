import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stocksApi } from '@shared/stocks/api';
import type { StockVoidInput } from '@shared/stocks/definition';
import { resourceKeys } from '@/components/resource/api';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { stockItemKeys } from './stock-keys';

export const voidStockItems = (api: ApiClient, stockId: number, body: StockVoidInput) =>
  api.call(stocksApi.void, { params: { id: stockId }, body });

/** Voids numbers of a stock; its numbers and its counts (the row and the list) load again. */
export function useVoidStockItems(stockId: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StockVoidInput) => voidStockItems(api, stockId, body),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: stockItemKeys.all(stockId) }),
        client.invalidateQueries({ queryKey: resourceKeys('stocks').detail(stockId) }),
        client.invalidateQueries({ queryKey: [...resourceKeys('stocks').all, 'list'] }),
      ]);
    },
  });
}
