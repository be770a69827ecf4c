import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { legCapacity, type CapacityBook, type FlightLegRow } from '@shared/flights';
import type { Database } from '../../db/client';
import { airlines, flightLegs, flights } from '../../db/schema';

// One leg as the list, the info page and every action answer it: the leg's row with its flight's
// number, date and aircraft, local times computed by the database from the airports' zones, and
// its capacity computed from the airline's handbooks.

const localTime = (instant: SQL | PgColumn, zone: PgColumn) =>
  sql<string | null>`to_char(${instant} at time zone ${zone}, 'YYYY-MM-DD"T"HH24:MI')`;

/** The columns a leg row is read with (a select's shape). */
export const legColumns = {
  id: flightLegs.id,
  flightId: flightLegs.flightId,
  airlineId: flightLegs.airlineId,
  seq: flightLegs.seq,
  legCount: flights.legCount,
  airline: airlines.iata,
  number: flights.number,
  date: flights.date,
  departure: flightLegs.departure,
  arrival: flightLegs.arrival,
  international: flightLegs.international,
  departureZone: flightLegs.departureZone,
  arrivalZone: flightLegs.arrivalZone,
  departureDate: flightLegs.departureDate,
  std: flightLegs.std,
  sta: flightLegs.sta,
  etd: flightLegs.etd,
  eta: flightLegs.eta,
  stdLocal: localTime(flightLegs.std, flightLegs.departureZone).mapWith(String),
  staLocal: localTime(flightLegs.sta, flightLegs.arrivalZone).mapWith(String),
  etdLocal: localTime(flightLegs.etd, flightLegs.departureZone),
  etaLocal: localTime(flightLegs.eta, flightLegs.arrivalZone),
  aircraftType: flights.aircraftType,
  tailNumber: flights.tailNumber,
  serviceType: flights.serviceType,
  scheduleId: flights.scheduleId,
  status: flightLegs.status,
  saleClosed: flightLegs.saleClosed,
  closed: flightLegs.closed,
  ffmSent: flightLegs.ffmSent,
  fblSent: flightLegs.fblSent,
  passengers: flightLegs.passengers,
  acceptedPieces: flightLegs.acceptedPieces,
  acceptedWeight: flightLegs.acceptedWeight,
  acceptedVolume: flightLegs.acceptedVolume,
  waitlistedPieces: flightLegs.waitlistedPieces,
  waitlistedWeight: flightLegs.waitlistedWeight,
  waitlistedVolume: flightLegs.waitlistedVolume,
};

/** Legs with their flight and airline, ready for a where clause. */
export const selectLegs = (db: Database) =>
  db.select(legColumns).from(flightLegs).innerJoin(flights, eq(flights.id, flightLegs.flightId)).innerJoin(airlines, eq(airlines.id, flightLegs.airlineId));

export type LegRecord = Awaited<ReturnType<typeof selectLegs>>[number];

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The leg's capacity, from its airline's book. */
export function capacityOf(book: CapacityBook, leg: LegRecord) {
  return legCapacity(book, {
    departure: leg.departure,
    arrival: leg.arrival,
    date: leg.departureDate,
    flightNumber: leg.number,
    aircraftType: leg.aircraftType,
    tailNumber: leg.tailNumber,
    passengers: leg.passengers,
    accepted: { pieces: leg.acceptedPieces, weight: Number(leg.acceptedWeight), volume: Number(leg.acceptedVolume) },
    waitlisted: { pieces: leg.waitlistedPieces, weight: Number(leg.waitlistedWeight), volume: Number(leg.waitlistedVolume) },
  });
}

export function toLegRow(leg: LegRecord, capacity: ReturnType<typeof capacityOf>): FlightLegRow {
  return {
    id: leg.id,
    flightId: leg.flightId,
    seq: leg.seq,
    legCount: leg.legCount,
    airline: leg.airline,
    number: leg.number,
    date: leg.date,
    departure: leg.departure,
    arrival: leg.arrival,
    region: leg.international ? 'МВЛ' : 'ВВЛ',
    departureZone: leg.departureZone,
    arrivalZone: leg.arrivalZone,
    std: iso(leg.std)!,
    sta: iso(leg.sta)!,
    etd: iso(leg.etd),
    eta: iso(leg.eta),
    stdLocal: leg.stdLocal,
    staLocal: leg.staLocal,
    etdLocal: leg.etdLocal,
    etaLocal: leg.etaLocal,
    aircraftType: leg.aircraftType,
    tailNumber: leg.tailNumber,
    serviceType: leg.serviceType as FlightLegRow['serviceType'],
    status: leg.status,
    saleClosed: leg.saleClosed,
    closed: leg.closed,
    // Single flights keep no schedule row: their legs are their schedule.
    periodic: leg.scheduleId !== null,
    ffmSent: leg.ffmSent,
    fblSent: leg.fblSent,
    capacity: { weight: capacity.capacity.weight, volume: capacity.capacity.volume },
    load: {
      accepted: capacity.accepted,
      waitlisted: capacity.waitlisted,
      weightPercent: capacity.load.weightPercent,
      volumePercent: capacity.load.volumePercent,
      state: capacity.state,
      color: capacity.color,
    },
  };
}
