import { randomBytes } from 'node:crypto';
import { SECRET_PREFIX, WEBHOOK_HEADERS, type DeliveredEvent } from '@shared/webhooks/events';
import type { HttpParcel } from '../../delivery/parcel';
import { backoffMs } from '../../delivery/queue';

export { signature } from '../../delivery/signature';

// How a webhook delivery is made: the JSON envelope, its signature and headers. The parcel is whole
// (parcel.ts), so a later change of the endpoint's URL or secret does not touch what is queued.

/** What a receiver gets as the body. */
export interface WebhookEnvelope {
  id: string;
  event: DeliveredEvent;
  occurredAt: string;
  data: Record<string, unknown>;
}

export const newSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('hex')}`;

const DAY_MS = 24 * 3_600_000;

/**
 * Attempts enough for the retries to span a day: the queue waits backoffMs(n) after the n-th
 * failure (30 s doubling to an hour), so the last attempt falls just past 24 h after the first.
 */
export function attemptsWithin(spanMs: number): number {
  let attempts = 1;
  for (let waited = 0; waited < spanMs; attempts += 1) waited += backoffMs(attempts);
  return attempts;
}
export const WEBHOOK_MAX_ATTEMPTS = attemptsWithin(DAY_MS);

/**
 * The parcel of one delivery of a body (the same body again for a resend): signed by the transport
 * as each attempt leaves, with the secret the endpoint had when it was queued.
 */
export function webhookParcel(endpoint: { url: string; secret: string }, event: DeliveredEvent, eventId: string, body: string): HttpParcel {
  return {
    channel: 'http',
    url: endpoint.url,
    contentType: 'application/json',
    body,
    headers: { [WEBHOOK_HEADERS.event]: event, [WEBHOOK_HEADERS.delivery]: eventId },
    signing: { secret: endpoint.secret, signatureHeader: WEBHOOK_HEADERS.signature, timestampHeader: WEBHOOK_HEADERS.timestamp },
    guarded: true,
  };
}
