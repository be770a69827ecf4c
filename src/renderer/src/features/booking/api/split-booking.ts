import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingApi, type BookedShipment, type BookingSplitBody } from '@shared/booking';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { bookingChanged } from './booking-changed';

export const splitBooking = (api: ApiClient, shipmentId: number, body: BookingSplitBody) => api.call(bookingApi.split, { params: { id: shipmentId }, body });

/** Splits a shipment's booking into parts, each answered anew on its flights; the price agreed stays. */
export function useSplitBooking(shipmentId: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingSplitBody): Promise<BookedShipment> => splitBooking(api, shipmentId, body),
    onSuccess: (shipment) => bookingChanged(client, shipment),
  });
}
