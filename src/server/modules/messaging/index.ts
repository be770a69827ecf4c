import type { AreaModule } from '../../area';
import { cimpRoutes } from './cimp-routes';

// Information exchange: the Cargo-IMP codec's calls (telegrams in and out, letters and the message
// settings come with the rest of issue 18).

export const messaging: AreaModule = {
  name: 'messaging',
  routes: cimpRoutes,
};
