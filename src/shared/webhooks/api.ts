import { endpoint } from '../api/contract';
import { json } from '../api/json';
import { IdParamsSchema } from '../api/params';
import { WEBHOOK_ABILITIES } from './abilities';
import { WebhookDeliveriesQuerySchema, WebhookDeliveryPageSchema, WebhookDeliverySchema, WebhookSecretSchema } from './schemas';

// The webhooks' own calls beside the generic resource ones (list, one, add, edit, delete under
// /api/webhooks). A client's users reach their company's endpoints; the airline's staff see those of
// their clients (view only). Another's endpoint answers 404.

const view = { tag: 'webhooks', access: 'USER', ability: WEBHOOK_ABILITIES.view } as const;
const edit = { ...view, ability: WEBHOOK_ABILITIES.edit } as const;

export const webhooksApi = {
  deliveries: endpoint({
    ...view,
    method: 'GET',
    path: '/api/webhooks/id-{id}/deliveries',
    summary: "An endpoint's delivery log, newest first",
    params: IdParamsSchema,
    query: WebhookDeliveriesQuerySchema,
    answer: json(WebhookDeliveryPageSchema),
  }),
  revealSecret: endpoint({
    ...edit,
    method: 'POST',
    path: '/api/webhooks/id-{id}/secret/reveal',
    summary: "A new endpoint's secret, once",
    description: 'Answers the secret the first time only; afterwards `secret` is null and only a rotation gives a new one.',
    params: IdParamsSchema,
    answer: json(WebhookSecretSchema),
  }),
  rotateSecret: endpoint({
    ...edit,
    method: 'POST',
    path: '/api/webhooks/id-{id}/secret',
    summary: 'Replaces the secret and answers the new one (shown once)',
    description: 'Deliveries already queued keep the signature they were made with; new ones and resends are signed with the new secret.',
    params: IdParamsSchema,
    answer: json(WebhookSecretSchema),
  }),
  ping: endpoint({
    ...edit,
    method: 'POST',
    path: '/api/webhooks/id-{id}/ping',
    summary: 'Queues a test delivery (event `ping`) to the endpoint',
    params: IdParamsSchema,
    answer: json(WebhookDeliverySchema),
  }),
  resend: endpoint({
    ...edit,
    method: 'POST',
    path: '/api/webhooks/deliveries/id-{id}/resend',
    summary: 'Queues a delivery again as a new one, freshly signed',
    params: IdParamsSchema,
    answer: json(WebhookDeliverySchema),
  }),
};
