import type { AreaModule } from '../../area';
import publicationRoutes from './routes';
import { seedPublications } from './seed';

// Publications with read confirmation: staff publish (and publish new versions) to all clients or
// to chosen contracts, the recipients are notified and confirm, staff follow and remind.

export const publications: AreaModule = {
  name: 'publications',
  routes: publicationRoutes,
  seed: { demo: seedPublications },
};

export { countPublicationsToConfirm } from './familiarization';
export { listPublications } from './read';
