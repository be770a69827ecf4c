import { eq, sql } from 'drizzle-orm';
import { capacityBook, type CapacityBook } from '@shared/flights';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { rowsAsJson } from '../../db/rows-as-json';
import { airlines, baggages, capacities, dataVersions, paxes, payloads } from '../../db/schema';

// The handbooks an airline's capacity is computed from (aircraft capacities, payload limits,
// passenger norms, average baggage) and its settings, read in one round trip by one prepared
// statement: the airline's row with each handbook beside it as JSON. The list reads it once per
// page, then computes every leg in memory.

const airline = sql.placeholder('airlineId');

const bookStatement = perDatabase((db) =>
  db
    .select({
      baggageWeight: airlines.baggageWeight,
      density: airlines.density,
      passengerLoadPercent: airlines.passengerLoadPercent,
      adultWeightWinter: airlines.adultWeightWinter,
      adultWeightSummer: airlines.adultWeightSummer,
      childWeightWinter: airlines.childWeightWinter,
      childWeightSummer: airlines.childWeightSummer,
      infantWeightWinter: airlines.infantWeightWinter,
      infantWeightSummer: airlines.infantWeightSummer,
      acceptableOverflowWeight: airlines.acceptableOverflowWeight,
      acceptableOverflowVolume: airlines.acceptableOverflowVolume,
      acceptableOverflowPercent: airlines.acceptableOverflowPercent,
      aircraft: rowsAsJson(
        capacities,
        {
          id: capacities.id,
          aircraftType: capacities.aircraftType,
          registrations: capacities.registrations,
          seats: capacities.seats,
          defaultPayload: capacities.defaultPayload,
          trunkVolume: capacities.trunkVolume,
          trunkWeight: capacities.trunkWeight,
          maxCargoVolume: capacities.maxCargoVolume,
          maxCargoWeight: capacities.maxCargoWeight,
          overloadColor: capacities.overloadColor,
          underloadColor: capacities.underloadColor,
        },
        eq(capacities.airlineId, airline),
      ),
      payloads: rowsAsJson(
        payloads,
        {
          id: payloads.id,
          departure: payloads.departure,
          arrival: payloads.arrival,
          aircraftType: payloads.aircraftType,
          registrations: payloads.registrations,
          season: payloads.season,
          payload: payloads.payload,
        },
        eq(payloads.airlineId, airline),
      ),
      paxes: rowsAsJson(
        paxes,
        {
          id: paxes.id,
          departure: paxes.departure,
          arrival: paxes.arrival,
          season: paxes.season,
          flightNumber: paxes.flightNumber,
          aircraftType: paxes.aircraftType,
          weekdays: paxes.weekdays,
          adults: paxes.adults,
          children: paxes.children,
          infants: paxes.infants,
          infantsWithSeat: paxes.infantsWithSeat,
        },
        eq(paxes.airlineId, airline),
      ),
      baggages: rowsAsJson(
        baggages,
        { id: baggages.id, departure: baggages.departure, arrival: baggages.arrival, season: baggages.season, weight: baggages.weight },
        eq(baggages.airlineId, airline),
      ),
    })
    .from(airlines)
    .where(eq(airlines.id, airline))
    .prepare('capacity_book'),
);

export async function loadCapacityBook(db: Database, airlineId: number): Promise<CapacityBook> {
  const [row] = await bookStatement(db).execute({ airlineId });
  if (!row) return capacityBook({ aircraft: [], payloads: [], paxes: [], baggages: [], settings: NO_SETTINGS });
  const { aircraft, payloads: payloadRows, paxes: paxRows, baggages: baggageRows, ...settings } = row;
  return capacityBook({ aircraft, payloads: payloadRows, paxes: paxRows, baggages: baggageRows, settings });
}

const NO_SETTINGS = {
  baggageWeight: null,
  density: null,
  passengerLoadPercent: null,
  adultWeightWinter: null,
  adultWeightSummer: null,
  childWeightWinter: null,
  childWeightSummer: null,
  infantWeightWinter: null,
  infantWeightSummer: null,
  acceptableOverflowWeight: null,
  acceptableOverflowVolume: null,
  acceptableOverflowPercent: null,
};

/**
 * The version of every row a capacity book is read from (the four handbooks and the airlines'
 * settings; db/data-versions.ts), as a field of the list's own query: one row read, where reading
 * and decoding the handbooks on every page would cost more than the page itself.
 */
export const bookFingerprint = sql<string>`(select coalesce(max(${dataVersions.version}), 0)::text from ${dataVersions} where ${dataVersions.name} = 'capacity')`;

/** The books read last, with the fingerprint of what they were read from. */
const cached = perDatabase(() => ({ fingerprint: '', books: new Map<number, CapacityBook>() }));

/**
 * Capacity books of the airlines of a page: kept (with `db`) while `fingerprint` (read with the
 * page) stays the same; a missing one read through `reader` (a transaction of `db`: an embedded
 * database has one connection, busy with it).
 */
export async function capacityBooks(db: Database, airlineIds: Iterable<number>, fingerprint: string, reader: Database = db): Promise<Map<number, CapacityBook>> {
  const cache = cached(db);
  if (cache.fingerprint !== fingerprint) {
    cache.fingerprint = fingerprint;
    cache.books = new Map();
  }
  const books = cache.books;
  const missing = [...new Set(airlineIds)].filter((id) => !books.has(id));
  const loaded = await Promise.all(missing.map((id) => loadCapacityBook(reader, id)));
  missing.forEach((id, index) => books.set(id, loaded[index]!));
  return books;
}
