// The tariffs area's face: tariff products now; tariffs, taxes, surcharges and dynamic pricing next.

export * from './abilities';
export * from './products';

import { productsResource } from './products';

/** The area's resources, by route name. */
export const TARIFF_RESOURCES = { products: productsResource };
