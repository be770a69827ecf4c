import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shipmentsApi, type ServiceOrderBody } from '@shared/shipments';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { servicesChanged } from './services-changed';

export const orderService = (api: ApiClient, shipmentId: number, body: ServiceOrderBody) => api.call(shipmentsApi.orderService, { params: { id: shipmentId }, body });

/** Orders a service with the shipment: priced for it times the quantity, charged to its contract. */
export function useOrderService(shipmentId: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceOrderBody) => orderService(api, shipmentId, body),
    onSuccess: () => servicesChanged(client),
  });
}
