import type { FastifyInstance } from 'fastify';
import { webhooksApi } from '@shared/webhooks/api';
import { serve } from '../../api/serve';
import { requireUser } from '../../plugins/auth';
import { ping, reachEndpoint, resend, revealSecret, rotateSecret } from './actions';
import { webhooksBinding } from './binding';
import { deliveryLog } from './log';

// The webhooks' own calls (the contract in @shared/webhooks/api). A queued delivery is sent at once
// (`kick`) rather than at the queue's next look.

export default async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const { view } = webhooksBinding.def.abilities;

  serve(app, webhooksApi.deliveries, async ({ params, query, request }) => {
    const endpointId = await reachEndpoint(app, requireUser(request), view, params.id);
    return deliveryLog(app.db, endpointId, query);
  });
  serve(app, webhooksApi.revealSecret, async ({ params, request }) => revealSecret(app, requireUser(request), params.id));
  serve(app, webhooksApi.rotateSecret, async ({ params, request }) => rotateSecret(app, requireUser(request), params.id));
  serve(app, webhooksApi.ping, async ({ params, request }) => {
    const delivery = await ping(app, requireUser(request), params.id);
    app.deliveries.kick();
    return delivery;
  });
  serve(app, webhooksApi.resend, async ({ params, request }) => {
    const delivery = await resend(app, requireUser(request), params.id);
    app.deliveries.kick();
    return delivery;
  });
}
