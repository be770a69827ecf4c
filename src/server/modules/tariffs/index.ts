import type { AreaModule } from '../../area';
import { tariffProductLookup } from './lookups';
import { dynamicPricingBinding } from './dynamic-pricing';
import { productsBinding } from './products';
import { tariffRoutes } from './routes';
import { surchargesBinding } from './surcharges';
import { tariffsBinding } from './tariffs';
import { taxesBinding } from './taxes';
import { seedTariffs } from './seed';

// Tariffication: tariff products, tariffs, taxes, surcharges and dynamic pricing, the price
// engine's quote, and the fares of a contract (its Tariffs tab).

export const tariffs: AreaModule = {
  name: 'tariffs',
  routes: tariffRoutes,
  resources: [productsBinding, tariffsBinding, taxesBinding, surchargesBinding, dynamicPricingBinding],
  lookups: [tariffProductLookup],
  seed: { demo: seedTariffs },
};

export { loadPricingContext, pricingContext, type PricingRoute } from './pricing-rows';
export { assertSaleOrigin, contractInForce, findQuoteContract, quoteContract, type QuoteContract } from './quote-contract';
