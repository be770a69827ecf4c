import type { AreaModule } from '../../area';
import { bookingRoutes } from './routes';

// Pricing search and booking: variants by date from the flights on sale and the allowed routes,
// priced by the tariff engine, kept under shareable ids.

export const booking: AreaModule = {
  name: 'booking',
  routes: bookingRoutes,
};
