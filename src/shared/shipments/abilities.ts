// Section 2's shipment abilities (viewing, creating: booking, issuing the AWB, changing it) and the
// ones we named for the AWB's lifecycle, movements, refunds and services (docs/decisions.md).

export const SHIPMENT_ABILITIES = {
  view: 'shipment.view',
  create: 'shipment.create',
  issue: 'shipment.issue',
  change: 'shipment.change',
  /** The airline checks an issued AWB's data (confirm, undo confirm). */
  confirm: 'shipment.awb.confirm',
  /** The terminal accepts the cargo, measured (accept, unaccept). */
  accept: 'shipment.awb.accept',
  /** Terminal staff enter the cargo's movements. */
  movements: 'shipment.movement.edit',
  /** A client asks for a refund (the refund form). */
  refund: 'shipment.refund.request',
  /** The airline answers refund bids. */
  refundProcess: 'shipment.refund.process',
  /** Ancillary services: ordered with a shipment; `servicesProcess` is the airline's answer. */
  services: 'shipment.service.order',
  servicesProcess: 'shipment.service.process',
} as const;
