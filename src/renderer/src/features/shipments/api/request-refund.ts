import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shipmentsApi, type RefundBody } from '@shared/shipments';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { shipmentChanged } from './shipment-changed';

export const requestRefund = (api: ApiClient, id: number, body: RefundBody) => api.call(shipmentsApi.refund, { params: { id }, body });

/** Sends the refund form: a bid for the airline to answer; the page shows the shipment with it. */
export function useRequestRefund(id: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundBody) => requestRefund(api, id, body),
    onSuccess: (shipment) => shipmentChanged(client, shipment),
  });
}
