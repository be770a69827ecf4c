import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { SubjectVariable } from '@shared/messaging/settings';
import { fillVariables, type OutgoingType } from '@shared/messaging/settings';
import type { Database } from '../../db/client';
import { cimpTelegrams, letters, outgoingSettings } from '../../db/schema';
import type { Parcel } from '../../delivery/parcel';
import { enqueue } from '../../delivery/queue';
import { telegramDigest } from './log';

// How a telegram the cabinet sends becomes letters: the outgoing setting's recipients, copies,
// subject, text and attachment with its variables filled; each letter logged and queued for
// delivery in the caller's transaction, the telegram logged once as sent (OUT) in the cimp log.

export type Setting = typeof outgoingSettings.$inferSelect;

/** Copies and, where the setting says so, the arrival port's receivers: by e-mail whatever the protocol. */
export const copiesOf = (setting: Setting): string[] => [...new Set([...setting.copy, ...(setting.arrivalPort ? setting.arrivalReceivers : [])])];

interface LetterToWrite {
  protocol: 'EMAIL' | 'HTTP';
  recipients: string[];
  copy: string[];
  subject: string;
  body: string;
  attachmentName: string | null;
  attachment: string | null;
  settingId: number;
}

/** What a telegram is about, for its letters' variables and the logs: a flight leg, a shipment. */
export interface TelegramSubject {
  airlineId: number;
  type: OutgoingType;
  version: number;
  values: Partial<Record<SubjectVariable, string>>;
  /** The subject when the setting gives none: `FFM UT561/27NOV VKO-EVN`. */
  fallbackSubject: string;
  legId?: number | null;
  flight?: string | null;
  awb?: string | null;
  /** The movement an FSU tells of. */
  movementId?: number | null;
  /** The cimp log's note for the sent telegram. */
  note: string;
}

/** The letters one setting writes for one part: the telegram by its protocol, and copies by e-mail. */
function lettersOf(setting: Setting, about: TelegramSubject, text: string, part: number, parts: number): LetterToWrite[] {
  const suffix = parts > 1 ? ` (${part}/${parts})` : '';
  const subject = `${(setting.subject ? fillVariables(setting.subject, about.values).trim() : '') || about.fallbackSubject}${suffix}`;
  const attachmentName = setting.attachmentName ? `${fillVariables(setting.attachmentName, about.values)}${parts > 1 ? `-${part}` : ''}` : null;
  const intro = setting.body?.trim() ?? '';
  const mail = {
    subject,
    attachmentName,
    attachment: attachmentName ? text : null,
    // Without an attachment the telegram is the letter's text, after the setting's words.
    body: attachmentName ? intro || subject : intro ? `${intro}\r\n\r\n${text}` : text,
    settingId: setting.id,
  };
  const copies = copiesOf(setting);
  if (setting.protocol === 'EMAIL') return [{ protocol: 'EMAIL', recipients: setting.recipients, copy: copies, ...mail }];
  const posted: LetterToWrite = { protocol: 'HTTP', recipients: setting.recipients.slice(0, 1), copy: [], subject, body: text, attachmentName: null, attachment: null, settingId: setting.id };
  return copies.length ? [posted, { protocol: 'EMAIL', recipients: copies, copy: [], ...mail }] : [posted];
}

const parcelOf = (letter: LetterToWrite): Parcel =>
  letter.protocol === 'HTTP'
    ? { channel: 'http', url: letter.recipients[0]!, contentType: 'text/plain; charset=utf-8', body: letter.body }
    : {
        channel: 'email',
        to: letter.recipients,
        cc: letter.copy,
        subject: letter.subject,
        text: letter.body,
        attachments: letter.attachmentName && letter.attachment ? [{ filename: letter.attachmentName, content: letter.attachment }] : [],
      };

/** The telegram in the cimp log as sent: one row per text, however many letters carry it. */
async function logSent(tx: Database, about: TelegramSubject, text: string, createdBy: number | null): Promise<number> {
  const [row] = await tx
    .insert(cimpTelegrams)
    .values({ airlineId: about.airlineId, direction: 'OUT', type: about.type, version: about.version, status: 'complete', text, digest: telegramDigest(text), awb: about.awb ?? null, note: about.note, createdBy, processedAt: new Date() })
    .onConflictDoUpdate({ target: [cimpTelegrams.airlineId, cimpTelegrams.direction, cimpTelegrams.digest], set: { processedAt: new Date() } })
    .returning({ id: cimpTelegrams.id });
  return row!.id;
}

/**
 * Writes and queues the letters of a telegram (its parts) for these settings and logs it as sent.
 * `final`: the telegram sent on closing the flight by a setting that closes on it.
 */
export async function writeLetters(
  tx: Database,
  about: TelegramSubject,
  parts: readonly string[],
  settings: readonly Setting[],
  createdBy: number | null,
  final = false,
): Promise<number[]> {
  const written: number[] = [];
  for (const [index, text] of parts.entries()) {
    const telegramId = await logSent(tx, about, text, createdBy);
    for (const setting of settings) {
      for (const letter of lettersOf(setting, about, text, index + 1, parts.length)) {
        const [row] = await tx
          .insert(letters)
          .values({ airlineId: about.airlineId, telegramType: about.type, legId: about.legId ?? null, flight: about.flight ?? null, awb: about.awb ?? null, movementId: about.movementId ?? null, telegramId, createdBy, final, ...letter })
          .returning({ id: letters.id });
        await enqueue(tx, parcelOf(letter), row!.id);
        written.push(row!.id);
      }
    }
  }
  return written;
}

/**
 * Runs `work` for each active Cargo-IMP setting of these types (and `also`), each in its own
 * transaction with the setting's row locked: two cabinet processes never both send by one setting,
 * and one setting's failure leaves the others' letters. Answers how many letters were written.
 */
export async function forEachSetting(db: Database, types: readonly OutgoingType[], also: SQL | undefined, work: (tx: Database, setting: Setting) => Promise<number>): Promise<number> {
  const settings = await db
    .select({ id: outgoingSettings.id })
    .from(outgoingSettings)
    .where(and(eq(outgoingSettings.active, true), eq(outgoingSettings.format, 'CIMP'), inArray(outgoingSettings.type, [...types]), also))
    .orderBy(outgoingSettings.id);
  let written = 0;
  for (const { id } of settings) {
    written += await db.transaction(async (tx) => {
      const [setting] = await tx.select().from(outgoingSettings).where(and(eq(outgoingSettings.id, id), eq(outgoingSettings.active, true))).for('update', { skipLocked: true });
      return setting ? work(tx, setting) : 0;
    });
  }
  return written;
}
