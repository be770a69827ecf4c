import { and, eq, sql } from 'drizzle-orm';
import { FLIGHT_ABILITIES } from '@shared/flights';
import type { FlightTelegramPreview, FlightTelegramSent } from '@shared/messaging/flight-telegrams-api';
import type { FlightTelegram } from '@shared/messaging/settings';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { flightLegs, outgoingSettings } from '../../db/schema';
import { AppError, ForbiddenError, NotFoundError } from '../../errors';
import { legAccess, reachLeg } from '../flights';
import { dayMonth, flightTelegram, legFacts, legName, type LegFacts } from './flight-telegrams';
import { copiesOf, writeLetters, type Setting, type TelegramSubject } from './letter-writing';

// Sending a leg's FBL or FFM: the telegram written from the leg's bookings, a letter per outgoing
// setting (and per part), each queued for delivery in the same transaction that logs them, so a
// letter exists exactly when its delivery does.

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

/** A leg's telegram as the letters' variables and the logs name it. */
const legSubject = (leg: LegFacts, type: FlightTelegram): TelegramSubject => ({
  airlineId: leg.airlineId,
  type,
  version: type === 'FFM' ? 8 : 4,
  values: { company: leg.carrier, flight: leg.number, date: dayMonth(leg.departureDate), departure: leg.departure, receipt: '' },
  fallbackSubject: `${type} ${legName(leg)}`,
  legId: leg.id,
  flight: legName(leg),
  note: legName(leg),
});

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
  const written = await writeLetters(tx, legSubject(leg, type), parts, settings, createdBy, final);
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
