import type { AreaModule } from '../../area';
import { tariffProductLookup } from './lookups';
import { dynamicPricingBinding } from './dynamic-pricing';
import { productsBinding } from './products';
import { quoteRoutes } from './quote-route';
import { surchargesBinding } from './surcharges';
import { tariffsBinding } from './tariffs';
import { taxesBinding } from './taxes';
import { seedTariffs } from './seed';

// Tariffication: tariff products, tariffs, taxes, surcharges and dynamic pricing, and the price
// engine's quote.

export const tariffs: AreaModule = {
  name: 'tariffs',
  routes: quoteRoutes,
  resources: [productsBinding, tariffsBinding, taxesBinding, surchargesBinding, dynamicPricingBinding],
  lookups: [tariffProductLookup],
  seed: { demo: seedTariffs },
};
