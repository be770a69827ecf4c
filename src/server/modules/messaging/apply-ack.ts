import { and, desc, eq, inArray, like } from 'drizzle-orm';
import type { Fma, Fna } from '@shared/messaging/cimp/ack';
import type { Translate } from '@shared/validation';
import type { Database } from '../../db/client';
import { cimpTelegrams, letters } from '../../db/schema';
import { normalisedTelegram } from './log';
import type { Outcome } from './outcome';

// An acknowledgement of a telegram the cabinet sent: FMA says the receiver took it, FNA that it
// refused it and why. Cargo-IMP has no reference number, so the answer quotes the first lines of
// the telegram it answers; the cabinet finds its latest sent telegram that starts with them, and
// the letters that carried it become `opened` (FMA) or `error` with the receiver's reason (FNA).

/** The airline's latest telegram sent (OUT) whose text starts with the quoted lines. */
async function answeredTelegram(tx: Database, airlineId: number, quoted: readonly string[]): Promise<number | null> {
  const start = normalisedTelegram(quoted.join('\n'));
  // The first line narrows it down in the database; the whole quote decides.
  const candidates = await tx
    .select({ id: cimpTelegrams.id, text: cimpTelegrams.text })
    .from(cimpTelegrams)
    .where(and(eq(cimpTelegrams.airlineId, airlineId), eq(cimpTelegrams.direction, 'OUT'), like(cimpTelegrams.text, `${quoted[0]!.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)))
    .orderBy(desc(cimpTelegrams.createdAt), desc(cimpTelegrams.id))
    .limit(200);
  const found = candidates.find((row) => {
    const text = normalisedTelegram(row.text);
    return text === start || text.startsWith(`${start}\n`);
  });
  return found?.id ?? null;
}

export async function applyAck(tx: Database, airlineId: number, ack: Fma | Fna, t: Translate): Promise<Outcome> {
  const telegramId = await answeredTelegram(tx, airlineId, ack.original);
  if (telegramId === null) return { status: 'complete', note: t('resources/cimp:outcome.ackUnknown', { type: ack.type, first: ack.original.slice(0, 2).join(' ') }) };
  const carried = await tx.select({ id: letters.id }).from(letters).where(eq(letters.telegramId, telegramId));
  const ids = carried.map((row) => row.id);
  if (ids.length) {
    if (ack.type === 'FMA') await tx.update(letters).set({ status: 'opened' }).where(and(inArray(letters.id, ids), inArray(letters.status, ['processed', 'success'])));
    else await tx.update(letters).set({ status: 'error', error: t('resources/cimp:outcome.refusedByReceiver', { reason: ack.reason }) }).where(inArray(letters.id, ids));
  }
  return {
    status: 'complete',
    note: t(ack.type === 'FMA' ? 'resources/cimp:outcome.ackOpened' : 'resources/cimp:outcome.ackRefused', { id: telegramId, count: ids.length, ...(ack.type === 'FNA' ? { reason: ack.reason } : {}) }),
  };
}
