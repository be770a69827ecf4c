import type { ShipmentTelegram } from '@shared/messaging/shipment-telegrams-api';
import type { RefundType, ServiceListQuery, ShipmentListQuery } from '@shared/shipments';

/** Query keys of the shipments feature, for queries and invalidation alike. */
export const shipmentKeys = {
  all: ['shipments'] as const,
  lists: () => [...shipmentKeys.all, 'list'] as const,
  list: (query: ShipmentListQuery) => [...shipmentKeys.lists(), query] as const,
  details: () => [...shipmentKeys.all, 'detail'] as const,
  /** One shipment by its id, or by its AWB number as the address names it (`298-45182303`). */
  detail: (ref: number | string) => [...shipmentKeys.details(), ref] as const,
  /** What a refund of the shipment would return now, by its type. */
  refundQuote: (id: number, type: RefundType) => [...shipmentKeys.all, 'refund-quote', id, type] as const,
  /** The services the shipment may be given, priced for it. */
  serviceOffers: (id: number) => [...shipmentKeys.all, 'service-offers', id] as const,
  /** The shipment's FFA as it would go now, with its addressees. */
  telegram: (id: number, type: ShipmentTelegram) => [...shipmentKeys.all, 'telegram', id, type] as const,
};

/** Query keys of the services ordered with shipments (the /services page and a shipment's section). */
export const serviceKeys = {
  all: ['services'] as const,
  lists: () => [...serviceKeys.all, 'list'] as const,
  list: (query: ServiceListQuery) => [...serviceKeys.lists(), query] as const,
};
