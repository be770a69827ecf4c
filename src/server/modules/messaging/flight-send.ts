import { and, eq, sql } from 'drizzle-orm';
import { FLIGHT_ABILITIES } from '@shared/flights';
import type { FlightTelegramPreview, FlightTelegramSent } from '@shared/messaging/flight-telegrams-api';
import { fillVariables, type FlightTelegram } from '@shared/messaging/settings';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { cimpTelegrams, flightLegs, letters, outgoingSettings } from '../../db/schema';
import { enqueue } from '../../delivery/queue';
import type { Parcel } from '../../delivery/parcel';
import { AppError, ForbiddenError, NotFoundError } from '../../errors';
import { legAccess, reachLeg } from '../flights';
import { dayMonth, flightTelegram, legFacts, legName, type LegFacts } from './flight-telegrams';
import { telegramDigest } from './log';

// Sending a leg's FBL or FFM: the telegram written from the leg's bookings, a letter per outgoing
// setting (and per part), each queued for delivery in the same transaction that logs them, so a
// letter exists exactly when its delivery does.

export type Setting = typeof outgoingSettings.$inferSelect;

/** The active settings of this type at the leg's departure airport that do not exclude its arrival. */
async function settingsFor(db: Database, leg: LegFacts, type: FlightTelegram): Promise<Setting[]> {
  return db
    .select()
    .from(outgoingSettings)
    .where(
      and(
        eq(outgoingSettings.airlineId, leg.airlineId),
        eq(outgoingSettings.airport, leg.departure),
        eq(outgoingSettings.type, type),
        eq(outgoingSettings.active, true),
        eq(outgoingSettings.format, 'CIMP'),
        sql`not (${leg.arrival} = any(${outgoingSettings.excludedAirports}))`,
      ),
    )
    .orderBy(outgoingSettings.id);
}

/** Copies and, where the setting says so, the arrival port's receivers: by e-mail whatever the protocol. */
const copiesOf = (setting: Setting): string[] => [...new Set([...setting.copy, ...(setting.arrivalPort ? setting.arrivalReceivers : [])])];

async function staffLeg(db: Database, user: SessionContext, legId: number): Promise<LegFacts> {
  if (user.airlineId === null) throw new ForbiddenError();
  const [reached] = await db.select({ id: flightLegs.id }).from(flightLegs).where(and(eq(flightLegs.id, legId), legAccess(user, FLIGHT_ABILITIES.info)));
  const leg = reached ? await legFacts(db, legId) : null;
  if (!leg) throw new NotFoundError();
  return leg;
}

export async function previewFlightTelegram(db: Database, user: SessionContext, legId: number, type: FlightTelegram): Promise<FlightTelegramPreview> {
  const leg = await staffLeg(db, user, legId);
  const [{ parts, consignments }, settings, [flags]] = await Promise.all([
    flightTelegram(db, leg, type),
    settingsFor(db, leg, type),
    db.select({ ffmSent: flightLegs.ffmSent, fblSent: flightLegs.fblSent }).from(flightLegs).where(eq(flightLegs.id, legId)),
  ]);
  return {
    type,
    leg: legName(leg),
    parts,
    consignments,
    addressees: settings.map((setting) => ({ settingId: setting.id, protocol: setting.protocol, recipients: setting.recipients, copy: copiesOf(setting) })),
    sent: type === 'FFM' ? Boolean(flags?.ffmSent) : Boolean(flags?.fblSent),
  };
}

/** The telegram in the cimp log as sent: one row per text, however many letters carry it. */
async function logSent(tx: Database, leg: LegFacts, type: FlightTelegram, text: string, userId: number | null): Promise<number> {
  const digest = telegramDigest(text);
  const [row] = await tx
    .insert(cimpTelegrams)
    .values({ airlineId: leg.airlineId, direction: 'OUT', type, version: type === 'FFM' ? 8 : 4, status: 'complete', text, digest, note: legName(leg), createdBy: userId, processedAt: new Date() })
    .onConflictDoUpdate({ target: [cimpTelegrams.airlineId, cimpTelegrams.direction, cimpTelegrams.digest], set: { processedAt: new Date() } })
    .returning({ id: cimpTelegrams.id });
  return row!.id;
}

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

/** The letters one setting writes for one part: the telegram by its protocol, and copies by e-mail. */
function lettersOf(setting: Setting, leg: LegFacts, type: FlightTelegram, text: string, part: number, parts: number): LetterToWrite[] {
  const values = { company: leg.carrier, flight: leg.number, date: dayMonth(leg.departureDate), departure: leg.departure, receipt: '' };
  const suffix = parts > 1 ? ` (${part}/${parts})` : '';
  const subject = `${setting.subject ? fillVariables(setting.subject, values).trim() || `${type} ${legName(leg)}` : `${type} ${legName(leg)}`}${suffix}`;
  const attachmentName = setting.attachmentName ? `${fillVariables(setting.attachmentName, values)}${parts > 1 ? `-${part}` : ''}` : null;
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

/**
 * Writes and queues the letters of a leg's telegram (its parts) for these settings, logs the
 * telegram as sent and marks the leg, in the caller's transaction. `final`: the telegram sent on
 * closing the flight by a setting that closes on it; nothing follows it on the interval.
 */
export async function queueTelegram(
  tx: Database,
  leg: LegFacts,
  type: FlightTelegram,
  parts: readonly string[],
  settings: readonly Setting[],
  createdBy: number | null,
  final = false,
): Promise<number[]> {
  const written: number[] = [];
  for (const [index, text] of parts.entries()) {
    const telegramId = await logSent(tx, leg, type, text, createdBy);
    for (const setting of settings) {
      for (const letter of lettersOf(setting, leg, type, text, index + 1, parts.length)) {
        const [row] = await tx
          .insert(letters)
          .values({ airlineId: leg.airlineId, telegramType: type, legId: leg.id, flight: legName(leg), telegramId, createdBy, final, ...letter })
          .returning({ id: letters.id });
        await enqueue(tx, parcelOf(letter), row!.id);
        written.push(row!.id);
      }
    }
  }
  await tx
    .update(flightLegs)
    .set(type === 'FFM' ? { ffmSent: true } : { fblSent: true })
    .where(eq(flightLegs.id, leg.id));
  return written;
}

/** Sends the leg's telegram of this type now: its letters written and queued, the leg marked as sent. */
export async function sendFlightTelegram(db: Database, user: SessionContext, legId: number, type: FlightTelegram): Promise<FlightTelegramSent> {
  const ids = await db.transaction(async (tx) => {
    // Locked: two staff sending at once each write their letters, one after the other.
    await reachLeg(tx, user, legId, FLIGHT_ABILITIES.control);
    const leg = (await legFacts(tx, legId))!;
    const settings = await settingsFor(tx, leg, type);
    if (!settings.length) throw new AppError(409, 'resources/letters:errors.noSetting', { params: { type, airport: leg.departure } });
    const { parts } = await flightTelegram(tx, leg, type);
    return queueTelegram(tx, leg, type, parts, settings, user.userId);
  });
  return { letters: ids };
}
