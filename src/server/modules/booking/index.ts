import type { AreaModule } from '../../area';
import { bookingRoutes } from './routes';
// Registers what a cancelled flight does to its bookings.
import './flight-cancel';

// Pricing search and booking: variants by date from the flights on sale and the allowed routes,
// priced by the tariff engine, kept under shareable ids.

export const booking: AreaModule = {
  name: 'booking',
  routes: bookingRoutes,
};

/** For the shipments area: the bookings of a shipment the terminal measured (its acceptance). */
export { remeasureShipment, type MeasuredCargo, type Remeasured } from './remeasure';

/** For the shipments area: a refunded AWB's bookings released in its transaction. */
export { releaseShipmentBookings } from './lifecycle';

/** For the shipments area: a price made anew refused unless agreed (409, 701, the new price as data). */
export { assertAgreedPrice } from './book';

/** For the messaging area: a booking request telegram (FFR) booked on a contract's behalf. */
export { bookByTelegram } from './book';

/** For the dashboard: bookings as their list reads them, in the caller's scope. */
export { listBookings } from './list';
