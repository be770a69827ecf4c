import * as v from 'valibot';
import { pageOf, PageQuerySchema } from '../api/page';
import { PING_EVENT, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from './events';

// What the webhooks' own calls (besides the generic resource ones) take and answer.

/** The secret, shown once: on creation and after a rotation. */
export const WebhookSecretSchema = v.object({
  /** Null when it was already shown: it cannot be read again, only replaced. */
  secret: v.nullable(v.string()),
});
export type WebhookSecret = v.InferOutput<typeof WebhookSecretSchema>;

/** One delivery of an endpoint's log. */
export const WebhookDeliverySchema = v.object({
  id: v.number(),
  /** The event's id (the body's `id`); a resend carries the same. */
  eventId: v.string(),
  event: v.picklist([...WEBHOOK_EVENTS, PING_EVENT]),
  status: v.picklist(WEBHOOK_DELIVERY_STATUSES),
  attempts: v.number(),
  maxAttempts: v.number(),
  createdAt: v.string(),
  /** When a pending delivery is tried next. */
  nextTryAt: v.nullable(v.string()),
  sentAt: v.nullable(v.string()),
  /** The receiver's last answer: its HTTP status and the start of its text, or why it could not be reached. */
  lastAnswer: v.nullable(v.string()),
  /** The body as sent (JSON), for the log's reader. */
  body: v.string(),
});
export type WebhookDelivery = v.InferOutput<typeof WebhookDeliverySchema>;

export const WebhookDeliveriesQuerySchema = PageQuerySchema;
export const WebhookDeliveryPageSchema = pageOf(WebhookDeliverySchema);
export type WebhookDeliveryPage = v.InferOutput<typeof WebhookDeliveryPageSchema>;
