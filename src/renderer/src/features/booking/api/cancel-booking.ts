import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingApi } from '@shared/booking';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { bookingChanged } from './booking-changed';

export const cancelBooking = (api: ApiClient, shipmentId: number) => api.call(bookingApi.cancel, { params: { id: shipmentId } });

/** Cancels a shipment's bookings: the room and the held money go back. */
export function useCancelBooking() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shipmentId: number) => cancelBooking(api, shipmentId),
    onSuccess: (shipment) => bookingChanged(client, shipment),
  });
}
