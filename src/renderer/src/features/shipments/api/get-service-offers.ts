import { queryOptions, useQuery } from '@tanstack/react-query';
import { shipmentsApi } from '@shared/shipments';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { shipmentKeys } from './keys';

export const getServiceOffers = (api: ApiClient, id: number, signal?: AbortSignal) => api.call(shipmentsApi.serviceOffers, { params: { id }, signal });

/** The services the shipment may be given, each with one unit's price for it. */
export const serviceOffersOptions = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: shipmentKeys.serviceOffers(id), queryFn: ({ signal }) => getServiceOffers(api, id, signal), retry: false });

export function useServiceOffers(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ ...serviceOffersOptions(api, id), enabled });
}
