import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ReceivedTelegram } from '@shared/messaging/cimp-api';
import type { Translate } from '@shared/validation';
import { hashToken } from '../../access/sessions';
import type { Database } from '../../db/client';
import { cimpTelegrams, incomingSettings } from '../../db/schema';
import { AppError } from '../../errors';
import { logAnswer, sameTelegram, telegramDigest, telegramValues } from './log';
import { processTelegram, type SenderSetting } from './process';

// Telegrams posted by senders' systems (POST /api/cimp/receive): the sender is its incoming
// setting, found by HTTP Basic credentials (the setting's username and a token made for it, of
// which only the hash is kept); the telegram is logged and applied as a pasted one is, with that
// setting's allowed types and contract and no author.

/** 401 that tells a client which scheme to answer with. */
const unauthorized = () => new AppError(401, 'errors:unauthorized', { headers: { 'www-authenticate': 'Basic realm="cimp", charset="UTF-8"' } });

export interface HttpSender extends SenderSetting {
  airlineId: number;
}

/** The HTTP setting whose username and token the `Authorization: Basic` header carries; 401 otherwise. */
export async function authenticateSender(db: Database, authorization: string | undefined): Promise<HttpSender> {
  const encoded = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!encoded) throw unauthorized();
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) throw unauthorized();
  const username = decoded.slice(0, colon).trim().toLowerCase();
  const token = decoded.slice(colon + 1);
  if (!token) throw unauthorized();
  const [setting] = await db
    .select({ airlineId: incomingSettings.airlineId, contractId: incomingSettings.contractId, telegrams: incomingSettings.telegrams })
    .from(incomingSettings)
    .where(and(eq(incomingSettings.username, username), eq(incomingSettings.protocol, 'HTTP'), eq(incomingSettings.tokenHash, hashToken(token))))
    .limit(1);
  if (!setting) throw unauthorized();
  return setting;
}

/** A received telegram logged and applied in one transaction; the same text again applies nothing. */
export async function receiveTelegram(db: Database, sender: HttpSender, text: string, t: Translate): Promise<ReceivedTelegram> {
  return db.transaction(async (tx) => {
    const digest = telegramDigest(text);
    const same = await sameTelegram(tx, sender.airlineId, 'IN', digest);
    if (same !== null) {
      const [row] = await tx.select().from(cimpTelegrams).where(eq(cimpTelegrams.id, same));
      // The answer once more: a sender that lost the first reply and sent again gets it.
      const [answer] = row!.answerId !== null ? await tx.select({ text: cimpTelegrams.text }).from(cimpTelegrams).where(eq(cimpTelegrams.id, row!.answerId)) : [];
      return { id: same, status: row!.status, duplicate: true, ...(answer ? { answer: answer.text } : {}) };
    }
    const outcome = await processTelegram(tx, { airlineId: sender.airlineId, userId: null, setting: sender }, text, t);
    const values = telegramValues(text.trim(), 'IN', outcome, null);
    const answerId = await logAnswer(tx, sender.airlineId, null, outcome, t('resources/cimp:outcome.answerNote', { awb: values.awb ?? '' }));
    const [logged] = await tx
      .insert(cimpTelegrams)
      .values({ ...values, answerId, airlineId: sender.airlineId, createdBy: null })
      .returning({ id: cimpTelegrams.id });
    return {
      id: logged!.id,
      status: outcome.status,
      ...(outcome.fault ? { fault: outcome.fault } : {}),
      ...(typeof outcome.faultLine === 'number' ? { line: outcome.faultLine } : {}),
      ...(outcome.detail ? { detail: outcome.detail } : {}),
      ...(outcome.answer ? { answer: outcome.answer.text } : {}),
    };
  });
}

/** A new token for an HTTP setting: its hash stored, the token answered once. */
export async function makeReceiveToken(db: Database, setting: { id: number; protocol: unknown }): Promise<string> {
  if (setting.protocol !== 'HTTP') throw new AppError(409, 'resources/incoming:errors.tokenHttpOnly');
  const token = randomBytes(32).toString('base64url');
  await db.update(incomingSettings).set({ tokenHash: hashToken(token), updatedAt: new Date() }).where(eq(incomingSettings.id, setting.id));
  return token;
}
