import { useQuery } from '@tanstack/react-query';
import { bookingApi } from '@shared/booking';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { bookingKeys } from './keys';

export const getShipment = (api: ApiClient, id: number, signal?: AbortSignal) => api.call(bookingApi.shipment, { params: { id }, signal });

/** A shipment's bookings: cargo, price and hold, each leg's status and the history. */
export function useShipment(id: number) {
  const api = useApi();
  return useQuery({ queryKey: bookingKeys.shipment(id), queryFn: ({ signal }) => getShipment(api, id, signal), retry: false });
}
