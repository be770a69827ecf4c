import type { QueryClient } from '@tanstack/react-query';
import { moneyMoved } from '@/lib/money';
import { serviceKeys, shipmentKeys } from './keys';

/**
 * A service was ordered, done or cancelled: the services lists are read again, and so are the
 * shipments' pages (their history and payments name it) and the money (an order charges the
 * contract, a cancel gives the charge back).
 */
export function servicesChanged(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: serviceKeys.lists() });
  void client.invalidateQueries({ queryKey: shipmentKeys.details() });
  void moneyMoved(client);
}
