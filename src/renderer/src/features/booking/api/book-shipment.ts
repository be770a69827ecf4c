import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingApi, type BookingBody } from '@shared/booking';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { moneyMoved } from '@/lib/money';
import { bookingKeys } from './keys';

export const bookShipment = (api: ApiClient, body: BookingBody) => api.call(bookingApi.book, { body });

/** Books a variant: the answer comes at once; a booking alive holds its price, so the balance is read again. */
export function useBookShipment() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingBody) => bookShipment(api, body),
    onSuccess: (shipment) => {
      client.setQueryData(bookingKeys.shipment(shipment.shipmentId), shipment);
      void client.invalidateQueries({ queryKey: bookingKeys.bookings() });
      void client.invalidateQueries({ queryKey: bookingKeys.searches() });
      void moneyMoved(client);
    },
  });
}
