import type { Mailer } from '../lib/mailer';
import type { HttpParcel, MailParcel, Parcel } from './parcel';
import { receiverRefusal } from './receiver-address';
import { signingHeaders } from './signature';

// How a parcel leaves: a mail through the cabinet's mailer (SMTP with nodemailer, or the log when
// no SMTP server is configured), an HTTP post to the receiver's address. Each resolves when the
// other side took the parcel and rejects with a reason a person can read when it did not.

export interface Transports {
  mail(parcel: MailParcel): Promise<void>;
  /** Resolves with what the receiver answered (its status and the start of its text), for the delivery's log. */
  http(parcel: HttpParcel): Promise<string>;
}

/** An HTTP receiver that has not answered in this long has not taken the telegram. */
const HTTP_TIMEOUT_MS = 30_000;

export interface TransportOptions {
  fetcher?: typeof fetch;
  /** Clients' receivers may be on private, loopback or link-local addresses (a closed network, the tests). */
  allowPrivateReceivers?: boolean;
}

export function createTransports(mailer: Mailer, { fetcher = fetch, allowPrivateReceivers = false }: TransportOptions = {}): Transports {
  return {
    mail: (parcel) => mailer.send({ to: parcel.to, cc: parcel.cc, subject: parcel.subject, text: parcel.text, attachments: parcel.attachments }),
    async http(parcel) {
      if (parcel.guarded) {
        const refusal = await receiverRefusal(parcel.url, allowPrivateReceivers);
        if (refusal) throw new Error(`${parcel.url} is not a receiver the cabinet posts to (${refusal})`);
      }
      let answer: Response;
      try {
        answer = await fetcher(parcel.url, { method: 'POST', headers: { ...parcel.headers, ...(parcel.signing ? signingHeaders(parcel.signing, parcel.body) : {}), 'content-type': parcel.contentType }, body: parcel.body, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
      } catch (error) {
        const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
        throw new Error(`${parcel.url} did not answer: ${cause}`);
      }
      // The body is read so the connection is let go; a receiver's words say why it refused.
      const said = (await answer.text().catch(() => '')).slice(0, 200);
      if (!answer.ok) throw new Error(`${parcel.url} answered ${answer.status}${said ? `: ${said}` : ''}`);
      return `${answer.status}${said ? ` ${said}` : ''}`;
    },
  };
}

/** Sends a parcel; answers the receiver's words when it has any (an HTTP post's), else null. */
export const transmit = async (transports: Transports, parcel: Parcel): Promise<string | null> => {
  if (parcel.channel === 'email') {
    await transports.mail(parcel);
    return null;
  }
  return transports.http(parcel);
};
