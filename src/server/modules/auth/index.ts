import type { AreaModule } from '../../area';
import authRoutes from './routes';

// Sign-in, sign-up, sign-out and the forgotten password; other areas check and replace a known
// user's password through the services below.

export const auth: AreaModule = {
  name: 'auth',
  routes: authRoutes,
};

export { checkUsersNewPassword, confirmOwnPassword, replacePassword } from './passwords';
