import type { AreaModule } from '../../area';
import { TECHNOLOGY_BINDINGS } from './bindings';
import { airplaneLookup, commodityLookup, warehouseLookup } from './lookups';
import { seedTechnology } from './seed';

// The technology handbook: terminals, routes, fleet capacities, passenger and baggage norms,
// payload limits, quotas, booking rules, cargo names, warehouses and their rules.

export const technology: AreaModule = {
  name: 'technology',
  resources: Object.values(TECHNOLOGY_BINDINGS),
  lookups: [airplaneLookup, commodityLookup, warehouseLookup],
  seed: { demo: seedTechnology },
};
