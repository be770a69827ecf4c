import type { AreaModule } from '../../area';
import { flightRoutes } from './routes';
import { seedFlights } from './seed';

// Flights and segments: schedules, legs with their computed capacity, sale and flight control, the
// history of changes and preliminary informing.

export const flights: AreaModule = {
  name: 'flights',
  routes: flightRoutes,
  seed: { demo: seedFlights },
};

export { onLegsCanceled, type CanceledLeg } from './cancel-effects';
export { legCapacityFor } from './capacity-read';
export { changeLegLoads, legLoadsUpdate, lockSaleLegs, saleLegOf, saleLegs, saleLegsById, saleLegsRead, type LegsRead, type LoadChange, type SaleLeg, type SaleRoute, type VersionedSaleLeg } from './sale-legs';
export { airportFacts, type AirportFacts } from './airports';
export { reachLeg } from './actions';
export { legAccess } from './access';
export { importSsim, isSsimText, ssimSummary } from './ssim-import';
/** For the dashboard: legs as the flights list reads them, with their capacity. */
export { listFlights } from './list';
