import type { AreaModule } from '../../area';
import { cimpRoutes } from './cimp-routes';
import { seedMessaging } from './seed';
import { MESSAGING_BINDINGS } from './settings-bindings';

// Information exchange: the Cargo-IMP codec's calls and the incoming and outgoing message settings
// (telegrams in and out and letters come with the rest of issue 18).

export const messaging: AreaModule = {
  name: 'messaging',
  routes: cimpRoutes,
  resources: Object.values(MESSAGING_BINDINGS),
  seed: { demo: seedMessaging },
};
