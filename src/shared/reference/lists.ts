// Short code lists of section 7's lookups that no data package covers. Their names are texts in
// the locales (namespace `reference`), so each list is only its codes.

/** Cargo types (the "cargo type" lookup): the handling classes tariffs and rules distinguish. */
export const CARGO_TYPES = ['general', 'perishable', 'dangerous', 'live_animals', 'valuable', 'mail', 'heavy', 'outsized', 'pharma', 'human_remains'] as const;

/** Shipment file types (the "shipment file type" lookup): documents attached to a shipment. */
export const SHIPMENT_FILE_TYPES = [
  'awb_copy',
  'invoice',
  'packing_list',
  'dangerous_goods_declaration',
  'veterinary_certificate',
  'phytosanitary_certificate',
  'customs_declaration',
  'photo',
  'other',
] as const;
export type ShipmentFileType = (typeof SHIPMENT_FILE_TYPES)[number];
