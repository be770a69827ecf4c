import { queryOptions, useQuery } from '@tanstack/react-query';
import { shipmentsApi, type RefundType } from '@shared/shipments';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { shipmentKeys } from './keys';

export const getRefundQuote = (api: ApiClient, id: number, type: RefundType, signal?: AbortSignal) => api.call(shipmentsApi.refundQuote, { params: { id }, query: { type }, signal });

/**
 * What a refund of this type would return now (charged, fee kept, sum) and why it cannot be asked
 * for, if it cannot: read afresh each time the form opens or its type changes, since the first
 * flight's departure changes the answer.
 */
export const refundQuoteOptions = (api: ApiClient, id: number, type: RefundType) =>
  queryOptions({ queryKey: shipmentKeys.refundQuote(id, type), queryFn: ({ signal }) => getRefundQuote(api, id, type, signal), staleTime: 0, gcTime: 0, retry: false });

export function useRefundQuote(id: number, type: RefundType) {
  const api = useApi();
  return useQuery(refundQuoteOptions(api, id, type));
}
