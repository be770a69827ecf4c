// What a client's system may hear of, and how a delivery is signed: the names a receiver reads in
// the body and the headers, so they are written once for the server, the pages and the docs.

/** The events an endpoint subscribes to, in the order the form offers them. */
export const WEBHOOK_EVENTS = ['booking.answered', 'booking.changed', 'awb.issued', 'movement', 'refund.decided', 'payment.accepted'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** A test delivery an administrator sends by hand; no endpoint subscribes to it. */
export const PING_EVENT = 'ping';
export type DeliveredEvent = WebhookEvent | typeof PING_EVENT;

/** Headers of every delivery. */
export const WEBHOOK_HEADERS = {
  /** `sha256=<hex>`: HMAC-SHA256 with the endpoint's secret over `<timestamp>.<body>`. */
  signature: 'X-Cabinet-Signature',
  /** Unix seconds when the delivery was signed; part of the signed text, so an old delivery replayed fails a receiver's age check. */
  timestamp: 'X-Cabinet-Timestamp',
  event: 'X-Cabinet-Event',
  /** The event's id (the body's `id`): the same for a resent delivery, so a receiver can drop a repeat. */
  delivery: 'X-Cabinet-Delivery',
} as const;

/** What a receiver checks: the signed text is the timestamp header, a dot, and the body exactly as received. */
export const signedText = (timestamp: string, body: string): string => `${timestamp}.${body}`;

/** A delivery's status in the log (the delivery queue's). */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Secrets are 32 random bytes, hex: what the HMAC is keyed with. */
export const SECRET_PREFIX = 'whsec_';
