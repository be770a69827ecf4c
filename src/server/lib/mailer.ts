import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config';

// Outgoing mail. Through SMTP when a server is configured; without one the mail, links and all, is
// printed to the log at info level, so a development machine needs no mail server. When an outbox
// folder is configured each mail is also written there as a JSON file (the end-to-end tests read
// their links from it).

export interface Mail {
  to: string | string[];
  cc?: string[];
  subject: string;
  text: string;
  html?: string;
  /** Files by name: a telegram's text as an attachment. */
  attachments?: { filename: string; content: string }[];
}

export interface Mailer {
  /** Delivers one mail; rejects when it cannot. */
  send(mail: Mail): Promise<void>;
  /**
   * Delivers one mail after the caller has answered: a slow or absent SMTP server must not show in
   * the answer's timing (a reset request tells nobody whether the account exists). Failures are
   * logged, never thrown.
   */
  dispatch(mail: Mail): void;
  /** Waits for the mail still going out, then lets the SMTP connection go. */
  close(): Promise<void>;
}

// A dead SMTP server fails a send within a minute instead of holding it (and shutdown) for ever.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** Mails written in the same millisecond keep their order by name: a counter after the time. */
let written = 0;

async function writeToOutbox(dir: string, mail: Mail): Promise<void> {
  const name = `${Date.now()}-${String(written++ % 1_000_000).padStart(6, '0')}-${randomBytes(6).toString('hex')}`;
  await mkdir(dir, { recursive: true });
  const partial = join(dir, `${name}.tmp`);
  await writeFile(partial, JSON.stringify({ to: mail.to, ...(mail.cc?.length ? { cc: mail.cc } : {}), subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}), ...(mail.attachments?.length ? { attachments: mail.attachments } : {}) }, null, 2));
  // Readers look for *.json: a renamed file is always whole.
  await rename(partial, join(dir, `${name}.json`));
}

export function createMailer(config: ServerConfig['mail'], log: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl, { from: config.from, ...SMTP_TIMEOUTS }) : null;
  const pending = new Set<Promise<void>>();

  async function send(mail: Mail): Promise<void> {
    if (config.outboxDir) await writeToOutbox(config.outboxDir, mail);
    if (transport) {
      await transport.sendMail({
        to: mail.to,
        ...(mail.cc?.length ? { cc: mail.cc } : {}),
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.attachments?.length ? { attachments: mail.attachments.map(({ filename, content }) => ({ filename, content, contentType: 'text/plain; charset=utf-8' })) } : {}),
      });
      return;
    }
    log.info({ mail: { to: mail.to, cc: mail.cc, subject: mail.subject, text: mail.text, attachments: mail.attachments } }, 'mail not sent (no SMTP_URL configured); it reads:');
  }

  return {
    send,
    dispatch(mail) {
      const sending = send(mail)
        .catch((error: unknown) => log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail could not be sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async close() {
      await Promise.allSettled([...pending]);
      transport?.close();
    },
  };
}

/** The mails an outbox folder holds, oldest first: what the tests read their links from. */
export async function readOutbox(dir: string): Promise<Mail[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const mails = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(mails.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as Mail));
}
