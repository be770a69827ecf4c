import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shipmentsApi, type AwbEditBody } from '@shared/shipments';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { shipmentChanged } from './shipment-changed';

export const editAwb = (api: ApiClient, id: number, body: AwbEditBody) => api.call(shipmentsApi.editAwb, { params: { id }, body });

/** Saves the AWB's data: the shipment as the server keeps it now (its history with what changed). */
export function useEditAwb(id: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AwbEditBody) => editAwb(api, id, body),
    onSuccess: (shipment) => shipmentChanged(client, shipment),
  });
}
