import { eq } from 'drizzle-orm';
import { capacityBook, type CapacityBook } from '@shared/flights';
import type { Database } from '../../db/client';
import { baggages, capacities, paxes, payloads } from '../../db/schema';
import { getAirlineSettings } from '../settings';

// The handbooks an airline's capacity is computed from, read in one go: four small tables and the
// settings row. The list reads them once per request, then computes every leg of the page in memory.

export async function loadCapacityBook(db: Database, airlineId: number): Promise<CapacityBook> {
  const [aircraft, payloadRows, paxRows, baggageRows, settings] = await Promise.all([
    db
      .select({
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
      })
      .from(capacities)
      .where(eq(capacities.airlineId, airlineId)),
    db
      .select({
        id: payloads.id,
        departure: payloads.departure,
        arrival: payloads.arrival,
        aircraftType: payloads.aircraftType,
        registrations: payloads.registrations,
        season: payloads.season,
        payload: payloads.payload,
      })
      .from(payloads)
      .where(eq(payloads.airlineId, airlineId)),
    db
      .select({
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
      })
      .from(paxes)
      .where(eq(paxes.airlineId, airlineId)),
    db
      .select({ id: baggages.id, departure: baggages.departure, arrival: baggages.arrival, season: baggages.season, weight: baggages.weight })
      .from(baggages)
      .where(eq(baggages.airlineId, airlineId)),
    getAirlineSettings(db, airlineId),
  ]);
  return capacityBook({
    aircraft,
    payloads: payloadRows,
    paxes: paxRows,
    baggages: baggageRows,
    settings: {
      baggageWeight: settings?.baggageWeight ?? null,
      density: settings?.density ?? null,
      passengerLoadPercent: settings?.passengerLoadPercent ?? null,
      adultWeightWinter: settings?.adultWeightWinter ?? null,
      adultWeightSummer: settings?.adultWeightSummer ?? null,
      childWeightWinter: settings?.childWeightWinter ?? null,
      childWeightSummer: settings?.childWeightSummer ?? null,
      infantWeightWinter: settings?.infantWeightWinter ?? null,
      infantWeightSummer: settings?.infantWeightSummer ?? null,
      acceptableOverflowWeight: settings?.acceptableOverflowWeight ?? null,
      acceptableOverflowVolume: settings?.acceptableOverflowVolume ?? null,
      acceptableOverflowPercent: settings?.acceptableOverflowPercent ?? null,
    },
  });
}

/** Capacity books of the airlines of a page, each read once. */
export async function capacityBooks(db: Database, airlineIds: Iterable<number>): Promise<Map<number, CapacityBook>> {
  const ids = [...new Set(airlineIds)];
  const books = await Promise.all(ids.map((id) => loadCapacityBook(db, id)));
  return new Map(ids.map((id, index) => [id, books[index]!]));
}
