import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { P, scheduleProblems, type ScheduleBody } from '@shared/flights';
import { M, messageRef, type FieldMessages } from '@shared/validation';
import type { Database } from '../../db/client';
import { capacities, flights } from '../../db/schema';
import { ValidationError } from '../../errors';
import { airportFacts, type AirportFacts } from './airports';

// A schedule staff send, checked before anything is written: its own problems (legs that do not
// join, an arrival before its departure...), airports the reference knows, an aircraft of the
// capacity handbook, and no other flight of the same number on its dates.

/** Dates to list in a message: the first few and how many more. */
export function listDates(dates: readonly string[], shown = 5): string {
  return dates.length <= shown ? dates.join(', ') : `${dates.slice(0, shown).join(', ')} … (+${dates.length - shown})`;
}

export async function checkSchedule(db: Database, airlineId: number, body: ScheduleBody): Promise<Map<string, AirportFacts>> {
  const airports = body.legs.flatMap((leg) => [leg.departure, leg.arrival]);
  const facts = await airportFacts(db, airports);
  const fields: FieldMessages = {};
  body.legs.forEach((leg, index) => {
    for (const end of ['departure', 'arrival'] as const) if (!facts.has(leg[end])) fields[`legs.${index}.${end}`] ??= M.unknownValue;
  });
  for (const problem of scheduleProblems(body, (airport) => facts.get(airport)?.zone ?? null)) fields[problem.field] ??= problem.message;

  const types = await db
    .select({ aircraftType: capacities.aircraftType, registrations: capacities.registrations })
    .from(capacities)
    .where(eq(capacities.airlineId, airlineId));
  if (!types.some((row) => row.aircraftType === body.aircraftType)) fields.aircraftType = P.unknownAircraft;
  else if (body.tailNumber && types.some((row) => row.aircraftType !== body.aircraftType && row.registrations.includes(body.tailNumber!))) {
    fields.tailNumber = P.tailOfOtherType;
  }
  if (Object.keys(fields).length) throw new ValidationError(fields);
  return facts;
}

/** Refuses dates on which another flight (not one of `own`) already has this number. */
export async function checkNumberFree(db: Database, airlineId: number, number: string, dates: readonly string[], own: readonly number[] = []): Promise<void> {
  if (!dates.length) return;
  const taken = await db
    .select({ date: flights.date })
    .from(flights)
    .where(and(eq(flights.airlineId, airlineId), eq(flights.number, number), inArray(flights.date, [...dates]), own.length ? notInArray(flights.id, [...own]) : ne(flights.id, 0)))
    .orderBy(flights.date);
  if (taken.length) throw new ValidationError({ number: messageRef(P.exists, { number, dates: listDates(taken.map((row) => row.date)) }) });
}
