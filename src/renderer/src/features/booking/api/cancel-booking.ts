import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingApi } from '@shared/booking';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { moneyMoved } from '@/lib/money';
import { bookingKeys } from './keys';

export const cancelBooking = (api: ApiClient, shipmentId: number) => api.call(bookingApi.cancel, { params: { id: shipmentId } });

/** Cancels a shipment's bookings: the room and the held money go back. */
export function useCancelBooking() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shipmentId: number) => cancelBooking(api, shipmentId),
    onSuccess: (shipment) => {
      client.setQueryData(bookingKeys.shipment(shipment.shipmentId), shipment);
      void client.invalidateQueries({ queryKey: bookingKeys.bookings(), predicate: (query) => query.queryKey[3] !== shipment.shipmentId });
      void moneyMoved(client);
    },
  });
}
