import type { AreaModule } from '../../area';
import { reportsRoutes } from './routes';
import { seedReports } from './seed';

// Reports: the AWB report, built in the background over the shipments' AWBs.

export const reports: AreaModule = {
  name: 'reports',
  routes: reportsRoutes,
  seed: { demo: seedReports },
};
