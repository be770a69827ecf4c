import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { webhooksApi } from '@shared/webhooks/api';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { webhookKeys } from '../keys';

/** While a delivery waits or is being sent, the log looks again this often. */
const WATCH_MS = 5000;

export const deliveriesQuery = (api: ApiClient, id: number, page: number, size: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(id, page, size),
    queryFn: ({ signal }) => api.call(webhooksApi.deliveries, { params: { id }, query: { page, size }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((one) => one.status === 'pending' || one.status === 'sending') ? WATCH_MS : false),
  });

export function useDeliveries(id: number, page: number, size: number) {
  return useQuery(deliveriesQuery(useApi(), id, page, size));
}
