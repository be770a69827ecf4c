import type { QueryClient } from '@tanstack/react-query';
import type { ShipmentDetail } from '@shared/shipments';
import { moneyMoved } from '@/lib/money';
import { shipmentKeys } from './keys';

/**
 * A shipment changed (its AWB edited, issued, confirmed, accepted...): its page shows the server's
 * answer at once, under its id and its AWB number; the lists are read again, and the money too (an
 * issue charges the contract, an acceptance re-prices it).
 */
export function shipmentChanged(client: QueryClient, shipment: ShipmentDetail): void {
  client.setQueryData(shipmentKeys.detail(shipment.id), shipment);
  client.setQueryData(shipmentKeys.detail(shipment.awb), shipment);
  void client.invalidateQueries({ queryKey: shipmentKeys.lists() });
  void moneyMoved(client);
}
