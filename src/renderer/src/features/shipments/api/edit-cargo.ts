import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shipmentsApi, type CargoEditBody } from '@shared/shipments';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { shipmentChanged } from './shipment-changed';

export const editCargo = (api: ApiClient, id: number, body: CargoEditBody) => api.call(shipmentsApi.editCargo, { params: { id }, body });

/** Changes the booked cargo on the same flights (section 2's edit booking): the shipment as answered and priced anew. */
export function useEditCargo(id: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CargoEditBody) => editCargo(api, id, body),
    onSuccess: (shipment) => shipmentChanged(client, shipment),
  });
}
