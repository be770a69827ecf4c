import { ImapFlow } from 'imapflow';
import { simpleParser } from 'mailparser';

// Where telegrams sent by e-mail arrive (Type B traffic reaches airlines through e-mail gateways):
// a mailbox the cabinet reads. The interface is what receiving needs; the real one reads a mailbox
// over IMAP (imapflow, mailparser), configured by IMAP_URL; the tests give their own.

/** A letter as receiving reads it: who sent it, and the texts that may be telegrams (the body, text attachments). */
export interface ReceivedMail {
  /** The mailbox's own id of the letter, to mark it done. */
  uid: number;
  from: string | null;
  subject: string;
  texts: string[];
}

export interface Mailbox {
  /** The letters not yet done, oldest first. */
  unread(): Promise<ReceivedMail[]>;
  /** Marks a letter done (seen): it is not read again. */
  done(uid: number): Promise<void>;
  close(): Promise<void>;
}

/** An IMAP mailbox from its URL: `imaps://user:password@host:993/INBOX` (the folder after the host; INBOX without one). */
export function imapMailbox(url: string): Mailbox {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'imaps:';
  const folder = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'INBOX';
  const client = new ImapFlow({
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 993 : 143),
    secure,
    auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) },
    logger: false,
  });
  let connected: Promise<void> | null = null;
  const ready = () => (connected ??= client.connect().catch((error: unknown) => {
    connected = null;
    throw error;
  }));
  return {
    async unread() {
      await ready();
      const lock = await client.getMailboxLock(folder);
      try {
        const mails: ReceivedMail[] = [];
        for await (const message of client.fetch({ seen: false }, { uid: true, source: true }, { uid: true })) {
          if (!message.source) continue;
          const parsedMail = await simpleParser(message.source);
          const texts = [parsedMail.text ?? '', ...parsedMail.attachments.filter((file) => file.contentType.startsWith('text/')).map((file) => file.content.toString('utf8'))].filter((text) => text.trim());
          mails.push({ uid: message.uid, from: parsedMail.from?.value[0]?.address ?? null, subject: parsedMail.subject ?? '', texts });
        }
        return mails;
      } finally {
        lock.release();
      }
    },
    async done(uid) {
      await ready();
      const lock = await client.getMailboxLock(folder);
      try {
        await client.messageFlagsAdd([uid], ['\\Seen'], { uid: true });
      } finally {
        lock.release();
      }
    },
    async close() {
      if (connected) await client.logout().catch(() => undefined);
    },
  };
}
