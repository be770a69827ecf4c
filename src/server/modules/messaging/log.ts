import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { CIMP_TYPES, type LoggedType, type TelegramDirection } from '@shared/messaging/settings';
import type { Database } from '../../db/client';
import { cimpTelegrams } from '../../db/schema';
import { isSsimText } from '../flights';
import type { Outcome } from './outcome';

// The cimp log's rows: what a telegram is (type, version, AWB, digest) and what became of it, for
// the telegrams pasted, received over HTTP and the answers the cabinet writes.

/** The text a digest is taken of: LF line ends, no trailing spaces, no blank lines. */
export const normalisedTelegram = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .filter((line) => line !== '')
    .join('\n');

/** What makes two telegrams the same one: SHA-256 of the normalised text, in hex. */
export const telegramDigest = (text: string): string => createHash('sha256').update(normalisedTelegram(text)).digest('hex');

const HEADING = /^([A-Z]{3})\/(\d{1,3})$/;
/** CSN and OAR may name their type without a version. */
const NOTICE = /^(CSN|OAR)(?:\/(\d{1,3}))?$/;

/**
 * The type and version the first `TYPE/VERSION` line names (a type the codec does not read is no
 * type), a CSN or OAR heading, or SSIM when the first record is a SSIM file's header.
 */
export function headingOf(text: string): { type: LoggedType | null; version: number | null } {
  if (isSsimText(text)) return { type: 'SSIM', version: null };
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const notice = NOTICE.exec(line.trim());
    if (notice) return { type: notice[1] as LoggedType, version: notice[2] === undefined ? null : Number(notice[2]) };
    const match = HEADING.exec(line.trim());
    if (match) return { type: (CIMP_TYPES as readonly string[]).includes(match[1]!) ? (match[1] as LoggedType) : null, version: Number(match[2]) };
  }
  return { type: null, version: null };
}

/** The first AWB number the text names (`298-45182336`). */
const firstAwb = (text: string): string | null => /(?<!\d)(\d{3}-\d{8})(?!\d)/.exec(text)?.[1] ?? null;

/** The logged telegram with the same digest in the airline and direction (but `except`), if any. */
export async function sameTelegram(tx: Database, airlineId: number, direction: TelegramDirection, digest: string, except?: number): Promise<number | null> {
  const [same] = await tx
    .select({ id: cimpTelegrams.id })
    .from(cimpTelegrams)
    .where(and(eq(cimpTelegrams.airlineId, airlineId), eq(cimpTelegrams.direction, direction), eq(cimpTelegrams.digest, digest), except !== undefined ? ne(cimpTelegrams.id, except) : undefined))
    .limit(1);
  return same?.id ?? null;
}

/** A log row's values for a telegram and its outcome (the answer's row already logged, when there is one). */
export function telegramValues(text: string, direction: TelegramDirection, outcome: Outcome, answerId: number | null) {
  return {
    text,
    digest: telegramDigest(text),
    direction,
    ...headingOf(text),
    awb: firstAwb(text),
    status: outcome.status,
    fault: outcome.fault ?? null,
    faultLine: outcome.faultLine ?? null,
    detail: outcome.detail ?? null,
    note: outcome.note ?? null,
    answerId,
    processedAt: new Date(),
  };
}

/**
 * The cabinet's answer (an FFR's FFA) logged OUT as complete, for the delivery queue to send; its
 * id, for the request's row to point at. The same answer text logged before is that row.
 */
export async function logAnswer(tx: Database, airlineId: number, userId: number | null, outcome: Outcome, note: string): Promise<number | null> {
  if (!outcome.answer) return null;
  const values = telegramValues(outcome.answer.text, 'OUT', { status: 'complete', note }, null);
  const [logged] = await tx
    .insert(cimpTelegrams)
    .values({ ...values, airlineId, createdBy: userId })
    .onConflictDoNothing()
    .returning({ id: cimpTelegrams.id });
  return logged?.id ?? (await sameTelegram(tx, airlineId, 'OUT', values.digest));
}
