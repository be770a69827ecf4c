import type { ShipmentListQuery } from '@shared/shipments';

/** Query keys of the shipments feature, for queries and invalidation alike. */
export const shipmentKeys = {
  all: ['shipments'] as const,
  lists: () => [...shipmentKeys.all, 'list'] as const,
  list: (query: ShipmentListQuery) => [...shipmentKeys.lists(), query] as const,
  details: () => [...shipmentKeys.all, 'detail'] as const,
  /** One shipment by its id, or by its AWB number as the address names it (`298-45182303`). */
  detail: (ref: number | string) => [...shipmentKeys.details(), ref] as const,
};
