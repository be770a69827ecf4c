import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shipmentsApi } from '@shared/shipments';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { shipmentChanged } from './shipment-changed';

export const removeAttachment = (api: ApiClient, attachmentId: number) => api.call(shipmentsApi.removeAttachment, { params: { id: attachmentId } });

/** Removes one of a shipment's documents; the server answers the shipment without it. */
export function useRemoveAttachment() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: number) => removeAttachment(api, attachmentId),
    onSuccess: (shipment) => shipmentChanged(client, shipment),
  });
}
