import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { shipmentsApi, type AwbAcceptBody, type AwbConfirmBodySchema, type AwbIssueBody, type AwbUndoBodySchema, type ShipmentDetail } from '@shared/shipments';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { shipmentChanged } from './shipment-changed';

/** Each AWB action with what it sends (section 4: issue, confirm, undo confirm, accept, unaccept). */
export type AwbActionInput =
  | { action: 'issue'; body: AwbIssueBody }
  | { action: 'confirm'; body: v.InferInput<typeof AwbConfirmBodySchema> }
  | { action: 'undoConfirm' | 'unaccept'; body: v.InferInput<typeof AwbUndoBodySchema> }
  | { action: 'accept'; body: AwbAcceptBody };

/** One of the AWB's actions on the shipment: the server answers the shipment as it is after it. */
export function performAwbAction(api: ApiClient, id: number, input: AwbActionInput): Promise<ShipmentDetail> {
  const params = { id };
  switch (input.action) {
    case 'issue':
      return api.call(shipmentsApi.issue, { params, body: input.body });
    case 'confirm':
      return api.call(shipmentsApi.confirm, { params, body: input.body });
    case 'undoConfirm':
      return api.call(shipmentsApi.undoConfirm, { params, body: input.body });
    case 'unaccept':
      return api.call(shipmentsApi.unaccept, { params, body: input.body });
    case 'accept':
      return api.call(shipmentsApi.accept, { params, body: input.body });
  }
}

export function usePerformAwbAction(id: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AwbActionInput) => performAwbAction(api, id, input),
    onSuccess: (shipment) => shipmentChanged(client, shipment),
  });
}
