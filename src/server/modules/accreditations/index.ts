import type { AreaModule } from '../../area';
import { accreditationsBinding } from './binding';
import accreditationRoutes from './routes';
import { seedAccreditations } from './seed';

// Accreditation requests: the questionnaire a company files, the airline's workflow on it, and the
// contract and accounts its activation makes.

export const accreditations: AreaModule = {
  name: 'accreditations',
  routes: accreditationRoutes,
  resources: [accreditationsBinding],
  seed: { demo: seedAccreditations },
};

/** For the dashboard: requests waiting for the airline, and an applicant's own latest request. */
export { accreditationsWaiting, ownLatestRequest, type OwnRequest, type WaitingRequest } from './waiting';
