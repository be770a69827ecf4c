import type { AreaModule } from '../../area';
import authRoutes from './routes';

// Sign-in, sign-up and sign-out.

export const auth: AreaModule = {
  name: 'auth',
  routes: authRoutes,
};
