import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingApi, type BookedShipment, type BookingMoveBody } from '@shared/booking';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { bookingChanged } from './booking-changed';

export const moveBooking = (api: ApiClient, shipmentId: number, body: BookingMoveBody) => api.call(bookingApi.move, { params: { id: shipmentId }, body });

/** Moves a shipment's bookings to other flights: answered anew and re-priced, the old space and hold given back. */
export function useMoveBooking(shipmentId: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingMoveBody): Promise<BookedShipment> => moveBooking(api, shipmentId, body),
    onSuccess: (shipment) => bookingChanged(client, shipment),
  });
}
