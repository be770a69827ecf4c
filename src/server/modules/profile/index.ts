import type { AreaModule } from '../../area';
import profileRoutes from './routes';

// The signed-in user: who they are, their roles, abilities and airlines.

export const profile: AreaModule = {
  name: 'profile',
  routes: profileRoutes,
};
