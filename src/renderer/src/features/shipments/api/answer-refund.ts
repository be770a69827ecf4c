import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shipmentsApi, type RefundAnswerBody } from '@shared/shipments';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { shipmentChanged } from './shipment-changed';

export const answerRefund = (api: ApiClient, bidId: number, body: RefundAnswerBody) => api.call(shipmentsApi.answerRefund, { params: { id: bidId }, body });
export const cancelRefund = (api: ApiClient, bidId: number) => api.call(shipmentsApi.cancelRefund, { params: { id: bidId } });

/**
 * The airline accepts or rejects a refund bid. An accepted one credits the contract and refunds the
 * AWB: the shipment's answer shows it, and the money is read again (shipmentChanged).
 */
export function useAnswerRefund() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bidId, body }: { bidId: number; body: RefundAnswerBody }) => answerRefund(api, bidId, body),
    onSuccess: (shipment) => shipmentChanged(client, shipment),
  });
}

/** The client takes its refund bid back before the airline answers it. */
export function useCancelRefund() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bidId: number) => cancelRefund(api, bidId),
    onSuccess: (shipment) => shipmentChanged(client, shipment),
  });
}
