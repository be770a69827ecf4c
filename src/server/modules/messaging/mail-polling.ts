import type { FastifyInstance } from 'fastify';
import { translatorFor } from '../../lib/i18n';
import { receiveMails } from './mail-receive';
import { imapMailbox, type Mailbox } from './mailbox';

// The mailbox telegrams arrive in, read every minute when IMAP_URL is configured. Notes and
// errors of mailed telegrams are written in Russian, the airline's language (nobody asked).

const MAIL_CHECK_MS = 60_000;

export async function mailPolling(app: FastifyInstance): Promise<void> {
  const url = app.config.imapUrl;
  if (!url) return;
  let mailbox: Mailbox | null = null;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const t = translatorFor('ru');
  const check = async () => {
    if (running) return;
    running = true;
    try {
      mailbox ??= imapMailbox(url);
      const outcome = await receiveMails(app.db, mailbox, t, app.log);
      if (outcome.telegrams) app.deliveries.kick();
    } catch (error) {
      app.log.warn({ err: error }, 'telegrams by mail: the mailbox could not be read');
      await mailbox?.close();
      mailbox = null;
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void check(), MAIL_CHECK_MS);
    timer.unref();
    void check();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await mailbox?.close();
  });
}
