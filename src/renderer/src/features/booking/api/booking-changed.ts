import type { QueryClient } from '@tanstack/react-query';
import type { BookedShipment } from '@shared/booking';
import { moneyMoved } from '@/lib/money';
import { bookingKeys } from './keys';

/**
 * A shipment's bookings changed (moved, split, cancelled): its page shows the answer at once; the lists, the
 * flights' room the searches showed and the money held are read again.
 */
export function bookingChanged(client: QueryClient, shipment: BookedShipment): void {
  client.setQueryData(bookingKeys.shipment(shipment.shipmentId), shipment);
  void client.invalidateQueries({ queryKey: bookingKeys.bookings(), predicate: (query) => query.queryKey[3] !== shipment.shipmentId });
  void client.invalidateQueries({ queryKey: bookingKeys.searches() });
  void client.invalidateQueries({ queryKey: bookingKeys.variants() });
  void moneyMoved(client);
}
