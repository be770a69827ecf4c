// The tariffs area's face: tariff products, tariffication (tariffs, taxes, surcharges and dynamic
// pricing) and the price engine that quotes a shipment from them.

export * from './abilities';
export * from './products';
export * from './tariffs';
export * from './taxes';
export * from './surcharges';
export * from './dynamic-pricing';
export * from './quote';
export * from './engine';
export * from './pricing-api';
export * from './contract-tariffs-api';

import { dynamicPricingResource } from './dynamic-pricing';
import { productsResource } from './products';
import { surchargesResource } from './surcharges';
import { tariffsResource } from './tariffs';
import { taxesResource } from './taxes';

/** The area's resources, by route name. */
export const TARIFF_RESOURCES = {
  products: productsResource,
  tariffs: tariffsResource,
  taxes: taxesResource,
  surcharges: surchargesResource,
  'dynamic-pricing': dynamicPricingResource,
};
