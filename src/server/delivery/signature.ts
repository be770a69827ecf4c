import { createHmac } from 'node:crypto';
import { signedText } from '@shared/webhooks/events';

// A receiver's proof that a post came from the cabinet and was sent just now: HMAC-SHA256, keyed
// with the receiver's secret, over `<timestamp>.<body>`. It is made when the post leaves, not when
// the parcel is queued, so a retry an hour later carries a fresh timestamp that a receiver
// refusing old ones (replay protection) still takes.

/** `sha256=<hex>` of HMAC-SHA256 keyed with the secret over `<timestamp>.<body>`. */
export const signature = (secret: string, timestamp: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(signedText(timestamp, body)).digest('hex')}`;

export interface ParcelSigning {
  secret: string;
  /** The header carrying `sha256=<hex>`. */
  signatureHeader: string;
  /** The header carrying the Unix time in seconds the signature covers. */
  timestampHeader: string;
}

/** The signature and timestamp headers of a post leaving at `now`. */
export function signingHeaders(signing: ParcelSigning, body: string, now = new Date()): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return { [signing.signatureHeader]: signature(signing.secret, timestamp, body), [signing.timestampHeader]: timestamp };
}
