import type { AreaModule } from '../../area';
import { webhooksBinding } from './binding';
import webhookRoutes from './routes';
import { seedWebhooks } from './seed';

// A client's webhooks: its endpoints, their delivery logs, and the events other areas emit.

export const webhooks: AreaModule = {
  name: 'webhooks',
  routes: webhookRoutes,
  resources: [webhooksBinding],
  seed: { demo: seedWebhooks },
};

/** For other areas, at their change points, in their transaction. */
export { emitShipmentWebhook, emitWebhookEvent } from './emit';
