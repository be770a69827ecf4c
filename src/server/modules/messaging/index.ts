import type { AreaModule } from '../../area';
import type { FastifyInstance } from 'fastify';
import { cimpRoutes } from './cimp-routes';
import { sendRoutes } from './send-routes';
import { lettersBinding } from './letters';
import { mailPolling } from './mail-polling';
import { seedMessaging } from './seed';
import { MESSAGING_BINDINGS } from './settings-bindings';
import { telegramsBinding } from './telegrams';

// Information exchange: the Cargo-IMP codec's calls, the telegram log (pasted telegrams read and
// applied), the letters log with the flight's FBL and FFM sent through the delivery queue, and the
// incoming and outgoing message settings.

export const messaging: AreaModule = {
  name: 'messaging',
  routes: async (app: FastifyInstance) => {
    await cimpRoutes(app);
    await sendRoutes(app);
    await mailPolling(app);
  },
  resources: [telegramsBinding, lettersBinding, ...Object.values(MESSAGING_BINDINGS)],
  seed: { demo: seedMessaging },
};

/** For the dashboard: the telegram log's rows in error. */
export { telegramsInError, type TelegramInError } from './telegrams-error';
/** For ONE Record: a shipment's movements as the FSU status lines they are sent as (the one mapping both read). */
export { movementStatuses, type MovementStatus } from './movement-status';
/** The FSU sender the interval timer runs: what a status telegram says, to compare with ONE Record's events. */
export { sendDueStatuses } from './status-send';
