import { eq, sql } from 'drizzle-orm';
import type { AnswerRule } from '@shared/booking/answer';
import type { TrunkMatrix } from '@shared/technology/trunk-matrix';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { versionedCache, type DataVersionsNow } from '../../db/versioned-cache';
import { rowsAsJson } from '../../db/rows-as-json';
import { airlines, bookingRules, capacities, handlers } from '../../db/schema';

// What a booking is checked and answered against, read in one prepared statement: the airline's
// booking rules, its settings of section 3 (answer per segment, heavy cargo, forbidden SHR, SHC
// needing dimensions, booking priorities), its terminals' latest acceptance times and its
// aircraft's holds.

export interface Hold {
  aircraftType: string;
  registrations: string[];
  height: number;
  length: number;
  width: number;
  matrix: TrunkMatrix;
}

export interface BookingHandbooks {
  iata: string;
  rules: AnswerRule[];
  separateAnswers: boolean;
  heavyCargoWeight: number | null;
  forbiddenShr: string[];
  shcRequiringDimensions: string[];
  /** The airline's booking priorities by product code (section 6), 1 first. */
  priorities: { code: string; priority: number }[];
  /** Minutes before departure an airport's terminal stops accepting cargo. */
  latMinutes: Map<string, number>;
  holds: Hold[];
}

const statement = perDatabase((db) => {
  const airline = sql.placeholder('airlineId');
  return db
    .select({
      iata: airlines.iata,
      separate: airlines.separateBookingAnswerPerSegment,
      heavyCargoWeight: airlines.heavyCargoWeight,
      heavyCargoActive: airlines.heavyCargoActive,
      forbiddenShr: airlines.forbiddenShr,
      shcRequiringDimensions: airlines.shcRequiringDimensions,
      priorities: airlines.bookingPriorities,
      rules: rowsAsJson(
        bookingRules,
        {
          id: bookingRules.id,
          departure: bookingRules.departure,
          arrival: bookingRules.arrival,
          shc: bookingRules.shc,
          aircraftType: bookingRules.aircraftType,
          flightNumber: bookingRules.flightNumber,
          minWeight: bookingRules.minWeight,
          maxWeight: bookingRules.maxWeight,
          minVolume: bookingRules.minVolume,
          maxVolume: bookingRules.maxVolume,
          minWeightPercent: bookingRules.minWeightPercent,
          maxWeightPercent: bookingRules.maxWeightPercent,
          minVolumePercent: bookingRules.minVolumePercent,
          maxVolumePercent: bookingRules.maxVolumePercent,
          result: bookingRules.result,
          priority: bookingRules.priority,
        },
        eq(bookingRules.airlineId, airline),
      ),
      terminals: rowsAsJson(handlers, { airport: handlers.airport, latMinutes: handlers.latMinutes }, eq(handlers.airlineId, airline)),
      holds: rowsAsJson(
        capacities,
        {
          aircraftType: capacities.aircraftType,
          registrations: capacities.registrations,
          height: capacities.trunkMaxHeight,
          length: capacities.trunkLength,
          width: capacities.trunkWidth,
          matrix: capacities.matrix,
        },
        eq(capacities.airlineId, airline),
      ),
    })
    .from(airlines)
    .where(eq(airlines.id, airline))
    .prepare('booking_handbooks');
});

const cache = versionedCache<number, BookingHandbooks | null>('booking', String);

/** The airline's booking handbooks, kept while their tables stand (data-versions.ts). */
export function loadBookingHandbooks(db: Database, airlineId: number, versions?: DataVersionsNow): Promise<BookingHandbooks | null> {
  return cache.get(db, airlineId, () => readBookingHandbooks(db, airlineId), versions);
}

async function readBookingHandbooks(db: Database, airlineId: number): Promise<BookingHandbooks | null> {
  const [row] = await statement(db).execute({ airlineId });
  if (!row) return null;
  const latMinutes = new Map<string, number>();
  // An airport with several terminals: the earliest cut-off binds.
  for (const terminal of row.terminals) latMinutes.set(terminal.airport, Math.max(latMinutes.get(terminal.airport) ?? 0, terminal.latMinutes));
  return {
    iata: row.iata,
    rules: row.rules,
    separateAnswers: row.separate,
    heavyCargoWeight: row.heavyCargoActive ? row.heavyCargoWeight : null,
    forbiddenShr: row.forbiddenShr,
    shcRequiringDimensions: row.shcRequiringDimensions,
    priorities: row.priorities,
    latMinutes,
    holds: row.holds,
  };
}

/** The tail's own hold, else its type's without registrations, else any of its type. */
export function holdOf(handbooks: BookingHandbooks, aircraftType: string, tailNumber: string | null): Hold | null {
  const rows = handbooks.holds.filter((hold) => hold.aircraftType === aircraftType);
  return (tailNumber ? rows.find((hold) => hold.registrations.includes(tailNumber)) : undefined) ?? rows.find((hold) => hold.registrations.length === 0) ?? rows[0] ?? null;
}

/** The airline's booking priority of a product (1 first); a product it does not rank comes after all it ranks. */
export function priorityOf(handbooks: BookingHandbooks, product: string | null): number {
  const ranked = handbooks.priorities.find((p) => p.code === product);
  if (ranked) return ranked.priority;
  return Math.max(0, ...handbooks.priorities.map((p) => p.priority)) + 1;
}
