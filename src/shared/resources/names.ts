// The route names of the resources built on the engine, without their definitions: the app shell
// needs only the names to map routes to screens, and the definitions (fields, schemas, columns)
// would otherwise load with the landing and login pages. index.ts checks both lists agree.

export const RESOURCE_NAMES = [
  'quotas',
  'capacities',
  'paxes',
  'baggages',
  'payloads',
  'handlers',
  'rules',
  'routes',
  'commodity',
  'warehouse',
  'warehouse-rules',
  'stocks',
  'products',
  'tariffs',
  'taxes',
  'surcharges',
  'dynamic-pricing',
  'contracts',
  'persons',
  'accounts',
  'access-groups',
  'accreditations',
  'settings',
  'cimp',
  'letters',
  'incoming',
  'outgoing',
  'webhooks',
] as const;

export type ResourceName = (typeof RESOURCE_NAMES)[number];
