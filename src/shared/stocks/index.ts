// The stocks area's face: AWB stocks, their numbers and voiding.

export * from './abilities';
export * from './api';
export * from './definition';

import { stocksResource } from './definition';

/** The area's resources, by route name. */
export const STOCK_RESOURCES = { stocks: stocksResource };
