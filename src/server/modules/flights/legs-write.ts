import { and, eq, inArray } from 'drizzle-orm';
import { expandLegs, localIso, type ScheduleBody } from '@shared/flights';
import type { Database } from '../../db/client';
import { flightLegs, flights } from '../../db/schema';
import type { AirportFacts } from './airports';

// Writing a flight date's legs from a schedule: new flights in bulk, and a changed schedule laid
// over an existing flight leg by leg, so the legs keep their ids (bookings and customs answers
// hang on them) and their booked counters.

export type LegValues = Omit<typeof flightLegs.$inferInsert, 'flightId' | 'airlineId'>;

export function legValues(date: string, body: ScheduleBody, facts: Map<string, AirportFacts>): LegValues[] {
  const zone = (airport: string) => facts.get(airport)!.zone!;
  return expandLegs(date, body.legs, zone).map((leg) => ({
    seq: leg.seq,
    departure: leg.departure,
    arrival: leg.arrival,
    departureZone: zone(leg.departure),
    arrivalZone: zone(leg.arrival),
    departureDate: localIso(leg.std, zone(leg.departure)).slice(0, 10),
    international: facts.get(leg.departure)!.country !== facts.get(leg.arrival)!.country,
    std: leg.std,
    sta: leg.sta,
  }));
}

export function flightValues(airlineId: number, scheduleId: number | null, date: string, body: ScheduleBody): typeof flights.$inferInsert {
  return {
    airlineId,
    scheduleId,
    number: body.number,
    date,
    serviceType: body.serviceType,
    aircraftType: body.aircraftType,
    tailNumber: body.tailNumber,
    comments: body.comments,
    legCount: body.legs.length,
  };
}

/** Inserts flight dates with their legs; answers each date's flight id. */
export async function insertFlights(
  db: Database,
  airlineId: number,
  scheduleId: number | null,
  dates: readonly string[],
  body: ScheduleBody,
  facts: Map<string, AirportFacts>,
): Promise<Map<string, number>> {
  if (!dates.length) return new Map();
  const made = await db
    .insert(flights)
    .values(dates.map((date) => flightValues(airlineId, scheduleId, date, body)))
    .returning({ id: flights.id, date: flights.date });
  const ids = new Map(made.map((row) => [row.date, row.id]));
  const legs = dates.flatMap((date) => legValues(date, body, facts).map((leg) => ({ ...leg, flightId: ids.get(date)!, airlineId })));
  // PostgreSQL takes at most 65,535 parameters a statement: legs go in slices.
  for (let at = 0; at < legs.length; at += 2_000) await db.insert(flightLegs).values(legs.slice(at, at + 2_000));
  return ids;
}

export const hasLoad = (leg: typeof flightLegs.$inferSelect): boolean => leg.acceptedPieces + leg.waitlistedPieces > 0 || Number(leg.acceptedWeight) + Number(leg.waitlistedWeight) > 0;

/**
 * Lays a schedule over an existing flight: each leg updated in place by its place in the flight,
 * new legs added, legs the schedule dropped deleted, or cancelled when they carry bookings. The
 * ids of the legs cancelled: what is booked on them is the caller's to release, in its transaction.
 */
export async function updateFlight(db: Database, flightId: number, airlineId: number, date: string, body: ScheduleBody, facts: Map<string, AirportFacts>, scheduleId: number | null): Promise<number[]> {
  const { airlineId: _airline, ...values } = flightValues(airlineId, scheduleId, date, body);
  await db.update(flights).set({ ...values, updatedAt: new Date() }).where(eq(flights.id, flightId));
  const existing = await db.select().from(flightLegs).where(eq(flightLegs.flightId, flightId));
  const wanted = legValues(date, body, facts);
  for (const leg of wanted) {
    const old = existing.find((one) => one.seq === leg.seq);
    if (old) await db.update(flightLegs).set({ ...leg, updatedAt: new Date() }).where(eq(flightLegs.id, old.id));
    else await db.insert(flightLegs).values({ ...leg, flightId, airlineId });
  }
  const dropped = existing.filter((leg) => leg.seq >= wanted.length);
  const toCancel = dropped.filter(hasLoad).map((leg) => leg.id);
  const toDelete = dropped.filter((leg) => !hasLoad(leg)).map((leg) => leg.id);
  if (toCancel.length) await db.update(flightLegs).set({ status: 'canceled', saleClosed: true, updatedAt: new Date() }).where(inArray(flightLegs.id, toCancel));
  if (toDelete.length) await db.delete(flightLegs).where(and(eq(flightLegs.flightId, flightId), inArray(flightLegs.id, toDelete)));
  return toCancel;
}

