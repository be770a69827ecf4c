import type { AreaModule } from '../../area';
import dashboardRoutes from './routes';

// The dashboard of the Profile group: blocks read through the other areas' faces, each decided on
// the server from the caller's role and abilities.

export const dashboard: AreaModule = {
  name: 'dashboard',
  routes: dashboardRoutes,
};
