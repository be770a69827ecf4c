import { and, desc, eq, gte, isNotNull, lte, notInArray, or } from 'drizzle-orm';
import { FLIGHT_TELEGRAMS, type FlightTelegram } from '@shared/messaging/settings';
import type { Database } from '../../db/client';
import { cimpTelegrams, flightLegs, letters, outgoingSettings } from '../../db/schema';
import { queueTelegram } from './flight-send';
import { forEachSetting, type Setting } from './letter-writing';
import { flightTelegram, legFacts } from './flight-telegrams';

// FBL and FFM on their settings' interval (section 3's "interval minutes"), and the last one on
// closing the flight: a setting with an interval sends each open leg's telegram from its airport
// in the next day, again when the interval has passed and the telegram has changed; a setting that
// closes on the last telegram sends once more when the leg is closed, and nothing after that.

/** How far ahead a leg's telegrams go out on the interval: the day before departure. */
export const INTERVAL_HORIZON_MS = 24 * 3_600_000;
/** A leg closed shortly before (or after) its departure still gets its last telegram. */
const CLOSED_GRACE_MS = 6 * 3_600_000;

/** The last letter a setting wrote for a leg: when, whether it was the last, and the telegram it carried. */
async function lastLetter(tx: Database, settingId: number, legId: number) {
  const [last] = await tx
    .select({ createdAt: letters.createdAt, final: letters.final, text: cimpTelegrams.text })
    .from(letters)
    .leftJoin(cimpTelegrams, eq(cimpTelegrams.id, letters.telegramId))
    .where(and(eq(letters.settingId, settingId), eq(letters.legId, legId)))
    .orderBy(desc(letters.createdAt), desc(letters.id))
    .limit(1);
  return last ?? null;
}

/** What one setting sends now; the setting's row is locked, so two cabinet processes never both send it. */
async function sendForSetting(tx: Database, setting: Setting, now: Date): Promise<number> {
  const type = setting.type as FlightTelegram;
  const legs = await tx
    .select({ id: flightLegs.id, closed: flightLegs.closed })
    .from(flightLegs)
    .where(
      and(
        eq(flightLegs.airlineId, setting.airlineId),
        eq(flightLegs.departure, setting.airport),
        eq(flightLegs.status, 'scheduled'),
        gte(flightLegs.std, new Date(now.getTime() - CLOSED_GRACE_MS)),
        lte(flightLegs.std, new Date(now.getTime() + INTERVAL_HORIZON_MS)),
        setting.excludedAirports.length ? notInArray(flightLegs.arrival, setting.excludedAirports) : undefined,
      ),
    )
    .orderBy(flightLegs.std);
  let written = 0;
  for (const { id, closed } of legs) {
    const last = await lastLetter(tx, setting.id, id);
    if (last?.final) continue;
    const closing = closed && setting.closeFlight;
    if (!closing) {
      // A closed leg takes no more on the interval; an open one waits for its interval to pass.
      if (closed || setting.intervalMinutes === null) continue;
      if (last && now.getTime() - last.createdAt.getTime() < setting.intervalMinutes * 60_000) continue;
    }
    const leg = (await legFacts(tx, id))!;
    const { parts, consignments } = await flightTelegram(tx, leg, type);
    if (!consignments && !setting.sendEmpty) continue;
    // The same telegram again tells the station nothing new; the last one goes whatever it says.
    if (!closing && last?.text === parts.at(-1)) continue;
    written += (await queueTelegram(tx, leg, type, parts, [setting], null, closing)).length;
  }
  return written;
}

/** Sends what the settings' intervals and closed flights call for at `now`; answers how many letters it wrote. */
export const sendDueTelegrams = (db: Database, now = new Date()): Promise<number> =>
  forEachSetting(db, FLIGHT_TELEGRAMS, or(isNotNull(outgoingSettings.intervalMinutes), eq(outgoingSettings.closeFlight, true)), (tx, setting) => sendForSetting(tx, setting, now));
