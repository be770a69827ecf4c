import { and, eq, isNull, sql } from 'drizzle-orm';
import { MOVEMENT_STATUSES, type MovementStatus } from '@shared/constants';
import { addDays, localToUtc } from '@shared/flights';
import type { Fsu, FsuMovementTime, FsuStatus } from '@shared/messaging/cimp/fsu';
import type { MovementBody } from '@shared/shipments/actions';
import { translateMessage, type Translate } from '@shared/validation';
import type { Database } from '../../db/client';
import { airlines, bookings, flightLegs, flights } from '../../db/schema';
import { ValidationError } from '../../errors';
import { airportFacts } from '../flights';
import { addMovement, type ShipmentRow } from '../shipments';
import { dayOf } from './day';
import { airlineShipment, cubicMetres, kilos, round, type Outcome } from './outcome';

// An FSU's statuses become the shipment's movements through the operator's own addMovement, so
// they show in tracking, history and the client's notifications like an operator's entry.

/** A day change letter after a departure or arrival time: N the next day, P the previous. */
const DAY_CHANGE: Record<string, number> = { N: 1, P: -1 };

/** The instant of a local day and `HHMM` at an airport; UTC when its zone is unknown. */
function instantAt(day: string, time: string, zone: string | null): Date {
  const clock = `${time.slice(0, 2)}:${time.slice(2)}`;
  return zone ? localToUtc(day, clock, zone) : new Date(`${day}T${clock}:00Z`);
}

/**
 * A status line that is a cabinet movement (RCS ... DIS), read through the elements its kinds
 * share: every one has a day, PRE, MAN and DEP a departure airport, the rest an airport.
 */
interface MovementLine {
  code: MovementStatus;
  flight?: { carrier: string; number: string };
  date: string;
  time?: string;
  departure?: string;
  airport?: string;
  departureTime?: FsuMovementTime;
  arrivalTime?: FsuMovementTime;
  pieces: number;
  weightUnit?: string;
  weight?: number;
  volume?: { unit: string; value: number };
}
const movementLine = (status: FsuStatus): MovementLine | null => ((MOVEMENT_STATUSES as readonly string[]).includes(status.code) ? (status as MovementLine) : null);

/** Where a status happened: a departure where it names one (PRE, MAN, DEP), else its airport. */
const placeOf = (status: MovementLine): string => status.departure ?? status.airport ?? '';

/** The flight a status names, as the cabinet writes it (UT478). */
const flightOf = (status: MovementLine): string | null => (status.flight ? `${status.flight.carrier}${status.flight.number}` : null);

/**
 * When a status happened, from its line: its own time, else its departure (or for ARR arrival)
 * time with the day change, else for PRE, MAN and DEP the booked leg's scheduled departure on that
 * day, else the day's start; local at its airport.
 */
async function momentOf(tx: Database, row: ShipmentRow, status: MovementLine, zone: string | null, now: Date): Promise<Date> {
  const day = dayOf(status.date, now);
  if (status.time) return instantAt(day, status.time, zone);
  const given = status.code === 'ARR' ? (status.arrivalTime ?? status.departureTime) : status.departureTime;
  if (given) return instantAt(addDays(day, given.dayChange ? (DAY_CHANGE[given.dayChange] ?? 0) : 0), given.time, zone);
  const flight = flightOf(status);
  if (flight && status.departure) {
    const [leg] = await tx
      .select({ std: flightLegs.std })
      .from(bookings)
      .innerJoin(flightLegs, eq(flightLegs.id, bookings.legId))
      .innerJoin(flights, eq(flights.id, flightLegs.flightId))
      .innerJoin(airlines, eq(airlines.id, flightLegs.airlineId))
      .where(and(eq(bookings.shipmentId, row.id), isNull(bookings.cancelledAt), eq(flightLegs.departure, status.departure), eq(flightLegs.departureDate, day), eq(sql`${airlines.iata} || ${flights.number}`, flight)))
      .limit(1);
    if (leg) return leg.std;
  }
  return instantAt(day, '0000', zone);
}

/** A status line as the cabinet's movement: kilograms and cubic metres, the weight shared by pieces when the line gives none. */
function movementOf(fsu: Fsu, row: ShipmentRow, status: MovementLine, at: Date): MovementBody {
  const { consignment } = fsu;
  const share = (total: number, pieces: number) => (pieces > 0 ? (total * status.pieces) / pieces : total);
  const weight =
    status.weight !== undefined
      ? kilos(status.weightUnit, status.weight)
      : consignment.weight !== undefined
        ? round(share(kilos(consignment.weightUnit, consignment.weight), consignment.pieces), 1)
        : round(share(row.weight, row.pieces), 1);
  return {
    status: status.code,
    time: at.toISOString(),
    flight: flightOf(status),
    place: placeOf(status),
    pieces: status.pieces,
    weight,
    volume: status.volume ? cubicMetres(status.volume) : null,
  };
}

/** An FSU's movements added to the airline's shipment with its AWB, all or none. */
export async function applyFsu(tx: Database, airlineId: number, userId: number | null, fsu: Fsu, t: Translate, now: Date): Promise<Outcome> {
  const awb = fsu.consignment.awb;
  const row = await airlineShipment(tx, airlineId, awb);
  if (!row) return { status: 'error', fault: 'not-applied', detail: t('resources/cimp:outcome.noShipment', { awb }) };

  const lines = fsu.statuses.map(movementLine).filter((line) => line !== null);
  const skipped = fsu.statuses.filter((status) => !movementLine(status)).map((status) => status.code);
  const zones = await airportFacts(tx, lines.map(placeOf));
  let current = null as MovementLine | null;
  try {
    // A savepoint: a status refused halfway leaves none of the telegram's movements behind.
    await tx.transaction(async (savepoint) => {
      for (const status of lines) {
        current = status;
        const at = await momentOf(savepoint, row, status, zones.get(placeOf(status))?.zone ?? null, now);
        await addMovement(savepoint, row, movementOf(fsu, row, status, at), userId, now);
      }
    });
  } catch (error) {
    if (!(error instanceof ValidationError) || !current) throw error;
    const failed: MovementLine = current;
    const reasons = Object.values(error.options.fields ?? {}).map((message) => translateMessage(message, t));
    return {
      status: 'error',
      fault: 'not-applied',
      detail: t('resources/cimp:outcome.statusRefused', { status: [failed.code, flightOf(failed), placeOf(failed)].filter(Boolean).join(' '), reasons: reasons.join('; ') }),
    };
  }
  const notes = [t('resources/cimp:outcome.movementsAdded', { count: lines.length, awb })];
  if (skipped.length) notes.push(t('resources/cimp:outcome.statusesSkipped', { codes: [...new Set(skipped)].join(', ') }));
  return { status: 'complete', note: notes.join('. ') };
}
