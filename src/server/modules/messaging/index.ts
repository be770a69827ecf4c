import type { AreaModule } from '../../area';
import { cimpRoutes } from './cimp-routes';
import { seedMessaging } from './seed';
import { MESSAGING_BINDINGS } from './settings-bindings';
import { telegramsBinding } from './telegrams';

// Information exchange: the Cargo-IMP codec's calls, the telegram log (pasted telegrams read and
// applied) and the incoming and outgoing message settings (telegrams arriving by mail or HTTP,
// telegrams out and letters come with the rest of issue 18).

export const messaging: AreaModule = {
  name: 'messaging',
  routes: cimpRoutes,
  resources: [telegramsBinding, ...Object.values(MESSAGING_BINDINGS)],
  seed: { demo: seedMessaging },
};
