import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shipmentsApi, type MovementBody } from '@shared/shipments';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { shipmentChanged } from './shipment-changed';

export const addMovement = (api: ApiClient, id: number, body: MovementBody) => api.call(shipmentsApi.movement, { params: { id }, body });

/** Enters a movement of the cargo: the server answers the shipment with it listed (and its shown status moved). */
export function useAddMovement(id: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MovementBody) => addMovement(api, id, body),
    onSuccess: (shipment) => shipmentChanged(client, shipment),
  });
}
