import * as v from 'valibot';

// The autocomplete lookups of section 7, by name. A lookup field stores the lookup's value (a code
// or an id) and the server checks that value against the same lookup, within the caller's rights.

export const LOOKUP_NAMES = [
  'airport',
  'aircraftType',
  'airCompany',
  'airplane',
  'awbBlank',
  'cargoType',
  'commodity',
  'contract',
  'contractor',
  'country',
  'person',
  'tariffProduct',
  'protocol',
  'role',
  'shc',
  'shipmentFileType',
  'warehouse',
  'contractPayMethod',
  'accessGroup',
] as const;
export type LookupName = (typeof LOOKUP_NAMES)[number];

/** Lookups whose values are ids of rows (numbers); the others use codes (strings). */
export const ID_LOOKUPS: ReadonlySet<LookupName> = new Set(['commodity', 'contract', 'contractor', 'person', 'tariffProduct', 'role', 'warehouse', 'accessGroup']);

/** One option of a lookup. */
export const LookupOptionSchema = v.object({
  value: v.union([v.string(), v.number()]),
  label: v.string(),
  /** A second line: a city and country, a contractor's INN... */
  description: v.optional(v.string()),
});
export type LookupOption = v.InferOutput<typeof LookupOptionSchema>;
