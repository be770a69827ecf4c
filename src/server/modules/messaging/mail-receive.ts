import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Translate } from '@shared/validation';
import type { Database } from '../../db/client';
import { cimpTelegrams, incomingSettings, letters } from '../../db/schema';
import { enqueue } from '../../delivery/queue';
import { headingOf } from './log';
import type { Mailbox, ReceivedMail } from './mailbox';
import { receiveTelegram } from './receive';

// Telegrams that arrive by e-mail: a letter's sender (From) is an incoming setting's username whose
// protocol is e-mail; each text of the letter (its body, its text attachments) that reads as a
// telegram is logged and applied as an HTTP one is, under that setting's types and contract, the
// same text twice applied once; an FFR's FFA goes back to the sender by e-mail through the queue.

export interface MailOutcome {
  letters: number;
  telegrams: number;
  /** Letters from no sender the airline knows: marked done, logged, nothing applied. */
  strangers: number;
}

/** The texts of a letter that are telegrams: those with a `TYPE/VERSION` line (a signature is not one). */
const telegramsOf = (mail: ReceivedMail): string[] => mail.texts.filter((text) => headingOf(text).version !== null);

/** The FFA back to whoever sent the FFR, by e-mail, with the answer logged OUT as its telegram. */
async function replyWithAnswer(db: Database, airlineId: number, to: string, receivedId: number): Promise<void> {
  const [received] = await db.select({ answerId: cimpTelegrams.answerId, awb: cimpTelegrams.awb }).from(cimpTelegrams).where(eq(cimpTelegrams.id, receivedId));
  if (!received?.answerId) return;
  const [answer] = await db.select({ text: cimpTelegrams.text }).from(cimpTelegrams).where(eq(cimpTelegrams.id, received.answerId));
  if (!answer) return;
  const subject = `FFA ${received.awb ?? ''}`.trim();
  await db.transaction(async (tx) => {
    const [letter] = await tx
      .insert(letters)
      .values({ airlineId, protocol: 'EMAIL', telegramType: 'FFA', recipients: [to], copy: [], subject, body: answer.text, awb: received.awb, telegramId: received.answerId })
      .returning({ id: letters.id });
    await enqueue(tx, { channel: 'email', to: [to], cc: [], subject, text: answer.text, attachments: [] }, letter!.id);
  });
}

/** Reads the mailbox's new letters, applies their telegrams and marks each letter done. */
export async function receiveMails(db: Database, mailbox: Mailbox, t: Translate, log?: FastifyBaseLogger): Promise<MailOutcome> {
  const outcome: MailOutcome = { letters: 0, telegrams: 0, strangers: 0 };
  for (const mail of await mailbox.unread()) {
    outcome.letters += 1;
    const from = mail.from?.trim().toLowerCase() ?? '';
    const senders = from
      ? await db
          .select({ airlineId: incomingSettings.airlineId, contractId: incomingSettings.contractId, telegrams: incomingSettings.telegrams })
          .from(incomingSettings)
          .where(and(eq(incomingSettings.username, from), eq(incomingSettings.protocol, 'EMAIL')))
      : [];
    if (!senders.length) {
      outcome.strangers += 1;
      log?.warn({ from: mail.from, subject: mail.subject }, 'telegrams by mail: a letter from no known sender was left unapplied');
    }
    for (const sender of senders) {
      for (const text of telegramsOf(mail)) {
        const received = await receiveTelegram(db, sender, text, t);
        outcome.telegrams += 1;
        if (received.answer && !received.duplicate) await replyWithAnswer(db, sender.airlineId, from, received.id);
      }
    }
    // Done once applied: a letter that failed halfway (the database gone) is read again, and its
    // telegrams already logged are recognised as the same and not applied twice.
    await mailbox.done(mail.uid);
  }
  return outcome;
}
