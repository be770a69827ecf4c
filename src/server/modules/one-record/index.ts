import type { AreaModule } from '../../area';
import { oneRecordRoutes } from './routes';

// ONE Record (issue 19): the airline's shipments, AWBs, pieces, bookings and flight legs served as
// IATA ONE Record logistics objects (JSON-LD) to token holders, with logistics events from the
// movements, and notifications to subscribers through the delivery queue.

export const oneRecord: AreaModule = {
  name: 'one-record',
  routes: oneRecordRoutes,
};

/** For the areas whose rows ONE Record serves: call in the change's transaction (a movement, an AWB issued or edited, a booking answered). */
export { notifyOneRecordChange } from './notify';
