import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { utcToLocal } from '@shared/flights';
import { generateCimp } from '@shared/messaging/cimp';
import { MONTHS } from '@shared/messaging/cimp/elements';
import type { Fbl, FblConsignment } from '@shared/messaging/cimp/fbl';
import type { Ffm, FfmConsignment } from '@shared/messaging/cimp/ffm';
import { cimpText } from '@shared/messaging/cimp/latin';
import { splitFbl, splitFfm } from '@shared/messaging/cimp/parts';
import type { FlightTelegram } from '@shared/messaging/settings';
import type { Database } from '../../db/client';
import { airlines, bookings, flightLegs, flights, shipments } from '../../db/schema';

// A flight leg's booking list (FBL/4) and manifest (FFM/8), written from the cabinet's bookings:
// the FBL lists every confirmed (KK) booking on the leg, the FFM those whose cargo has been
// accepted at the warehouse (docs/decisions.md, "Telegrams out"). A leg with nothing on it gets
// a NIL list. A long one comes in parts (CONT ... LAST), each its own telegram.

/** What a leg's telegrams say of it. */
export interface LegFacts {
  id: number;
  flightId: number;
  airlineId: number;
  carrier: string;
  number: string;
  departure: string;
  arrival: string;
  departureDate: string;
  arrivalZone: string;
  sta: Date;
  tailNumber: string | null;
  status: string;
  closed: boolean;
}

export async function legFacts(db: Database, legId: number): Promise<LegFacts | null> {
  const [leg] = await db
    .select({
      id: flightLegs.id,
      flightId: flightLegs.flightId,
      airlineId: flightLegs.airlineId,
      carrier: airlines.iata,
      number: flights.number,
      departure: flightLegs.departure,
      arrival: flightLegs.arrival,
      departureDate: flightLegs.departureDate,
      arrivalZone: flightLegs.arrivalZone,
      sta: flightLegs.sta,
      tailNumber: flights.tailNumber,
      status: flightLegs.status,
      closed: flightLegs.closed,
    })
    .from(flightLegs)
    .innerJoin(flights, eq(flights.id, flightLegs.flightId))
    .innerJoin(airlines, eq(airlines.id, flightLegs.airlineId))
    .where(eq(flightLegs.id, legId));
  return leg ?? null;
}

/** `2026-11-27` as Cargo-IMP writes a day: `27NOV`. */
export const dayMonth = (isoDay: string): string => `${isoDay.slice(8, 10)}${MONTHS[Number(isoDay.slice(5, 7)) - 1]}`;

/** How people name the leg in a letter's subject and the log: `UT561/27NOV VKO-EVN`. */
export const legName = (leg: Pick<LegFacts, 'carrier' | 'number' | 'departureDate' | 'departure' | 'arrival'>): string =>
  `${leg.carrier}${leg.number}/${dayMonth(leg.departureDate)} ${leg.departure}-${leg.arrival}`;

/** A registration as Cargo-IMP writes it (RA-89001 → RA89001); none when it would not read. */
const registrationOf = (tail: string | null): string | undefined => {
  const written = tail?.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  return written && /^[A-Z0-9]{2,10}$/.test(written) ? written : undefined;
};

/** The leg's confirmed bookings with their shipments, in the order they were booked. */
async function bookedOn(db: Database, legId: number, acceptedOnly: boolean) {
  return db
    .select({
      shipmentId: shipments.id,
      seq: bookings.seq,
      awbPrefix: shipments.awbPrefix,
      awbSerial: shipments.awbSerial,
      origin: shipments.origin,
      destination: shipments.destination,
      totalPieces: shipments.pieces,
      pieces: bookings.pieces,
      weight: bookings.weight,
      volume: bookings.volume,
      goods: shipments.cargoName,
      shc: shipments.shc,
      dimensions: shipments.dimensions,
    })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
    .where(and(eq(bookings.legId, legId), eq(bookings.status, 'KK'), isNull(bookings.cancelledAt), acceptedOnly ? isNotNull(shipments.acceptedAt) : undefined))
    .orderBy(asc(bookings.id));
}
type Booked = Awaited<ReturnType<typeof bookedOn>>[number];

/** A booking as a consignment line: T when it carries the whole shipment, P (with the total) when a part. */
function consignmentOf(row: Booked): FblConsignment {
  const whole = row.pieces === row.totalPieces;
  const goods = cimpText(row.goods, 15);
  return {
    awb: `${row.awbPrefix}-${row.awbSerial}`,
    origin: row.origin,
    destination: row.destination,
    shipmentCode: whole ? 'T' : 'P',
    pieces: row.pieces,
    weightUnit: 'K',
    weight: Math.max(0.1, Math.round(row.weight * 10) / 10),
    ...(row.volume > 0 ? { volume: { unit: 'MC' as const, value: Math.round(row.volume * 100) / 100 || 0.01 } } : {}),
    ...(whole ? {} : { totalPieces: row.totalPieces }),
    ...(goods ? { goods } : {}),
    shc: row.shc.filter((code) => /^[A-Z]{3}$/.test(code)).slice(0, 9),
    // Dimensions describe the whole shipment's pieces: a part's line does not carry them.
    dimensions: whole
      ? row.dimensions.slice(0, 20).map((dim) => ({
          weightUnit: 'K' as const,
          weight: Math.max(0.1, Math.round((dim.weight ?? (row.weight * dim.pieces) / Math.max(row.pieces, 1)) * 10) / 10),
          unit: 'CMT' as const,
          length: dim.length,
          width: dim.width,
          height: dim.height,
          pieces: dim.pieces,
        }))
      : [],
    ssr: [],
    osi: [],
  };
}

/** The legs before and after this one on each shipment's route: the manifest's inward and onward flights. */
async function connections(db: Database, shipmentIds: number[]) {
  if (!shipmentIds.length) return new Map<number, { seq: number; carrier: string; number: string; departureDate: string; departure: string; arrival: string }[]>();
  const rows = await db
    .select({ shipmentId: bookings.shipmentId, seq: bookings.seq, carrier: airlines.iata, number: flights.number, departureDate: flightLegs.departureDate, departure: flightLegs.departure, arrival: flightLegs.arrival })
    .from(bookings)
    .innerJoin(flightLegs, eq(flightLegs.id, bookings.legId))
    .innerJoin(flights, eq(flights.id, flightLegs.flightId))
    .innerJoin(airlines, eq(airlines.id, flightLegs.airlineId))
    .where(and(inArray(bookings.shipmentId, shipmentIds), isNull(bookings.cancelledAt), sql`${bookings.status} <> 'UU'`))
    .orderBy(asc(bookings.seq));
  const byShipment = new Map<number, (typeof rows)[number][]>();
  for (const row of rows) byShipment.set(row.shipmentId, [...(byShipment.get(row.shipmentId) ?? []), row]);
  return byShipment;
}

/** Where and when the leg unloads: its arrival airport with the scheduled arrival, local. */
function pointOf(leg: LegFacts) {
  const local = utcToLocal(leg.sta, leg.arrivalZone);
  return { airport: leg.arrival, date: dayMonth(local.date), time: local.time.replace(':', '') };
}

export async function buildFbl(db: Database, leg: LegFacts): Promise<Fbl> {
  const booked = await bookedOn(db, leg.id, false);
  return {
    type: 'FBL',
    version: 4,
    sequence: 1,
    flight: { carrier: leg.carrier, number: leg.number, date: dayMonth(leg.departureDate), departure: leg.departure },
    points: [{ ...pointOf(leg), consignments: booked.map(consignmentOf) }],
    part: 'LAST',
  };
}

export async function buildFfm(db: Database, leg: LegFacts): Promise<Ffm> {
  const booked = await bookedOn(db, leg.id, true);
  const routes = await connections(db, [...new Set(booked.map((row) => row.shipmentId))]);
  const bulk = booked.map((row): FfmConsignment => {
    const route = routes.get(row.shipmentId) ?? [];
    const before = route.filter((other) => other.seq < row.seq).at(-1);
    const after = route.filter((other) => other.seq > row.seq);
    return {
      ...consignmentOf(row),
      onward: after.slice(0, 5).map((next) => ({ airport: next.arrival, carrier: next.carrier, number: next.number, date: dayMonth(next.departureDate) })),
      ...(before ? { inward: { carrier: before.carrier, number: before.number, date: dayMonth(before.departureDate), airport: before.departure } } : {}),
    };
  });
  const registration = registrationOf(leg.tailNumber);
  return {
    type: 'FFM',
    version: 8,
    sequence: 1,
    flight: { carrier: leg.carrier, number: leg.number, date: dayMonth(leg.departureDate), departure: leg.departure, ...(registration ? { registration } : {}) },
    points: [{ ...pointOf(leg), bulk, ulds: [] }],
    part: 'LAST',
  };
}

/** The leg's telegram of this type as the texts that go out, one a part (CRLF line ends), and how many consignments it lists. */
export async function flightTelegram(db: Database, leg: LegFacts, type: FlightTelegram): Promise<{ parts: string[]; consignments: number }> {
  if (type === 'FFM') {
    const ffm = await buildFfm(db, leg);
    return { parts: splitFfm(ffm).map(generateCimp), consignments: ffm.points.reduce((sum, point) => sum + point.bulk.length, 0) };
  }
  const fbl = await buildFbl(db, leg);
  return { parts: splitFbl(fbl).map(generateCimp), consignments: fbl.points.reduce((sum, point) => sum + point.consignments.length, 0) };
}
