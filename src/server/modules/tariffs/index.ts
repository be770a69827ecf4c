import type { AreaModule } from '../../area';
import { tariffProductLookup } from './lookups';
import { productsBinding } from './products';
import { seedProducts } from './seed';

// Tariffication: the tariff products now; tariffs, taxes, surcharges and dynamic pricing with
// their issue.

export const tariffs: AreaModule = {
  name: 'tariffs',
  resources: [productsBinding],
  lookups: [tariffProductLookup],
  seed: { demo: seedProducts },
};
