// Section 2's shipment abilities: viewing, creating (booking), issuing the AWB and changing it.

export const SHIPMENT_ABILITIES = {
  view: 'shipment.view',
  create: 'shipment.create',
  issue: 'shipment.issue',
  change: 'shipment.change',
} as const;
