import { createHash } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { MOVEMENT_STATUSES, type MovementStatus } from '@shared/constants';
import { addDays, localToUtc } from '@shared/flights';
import { CimpError, parseCimp } from '@shared/messaging/cimp';
import { MONTHS } from '@shared/messaging/cimp/elements';
import type { Fsu, FsuMovementTime, FsuStatus } from '@shared/messaging/cimp/fsu';
import { CIMP_TYPES, telegramEditable, type CimpType, type TelegramStatus } from '@shared/messaging/settings';
import { telegramsResource, type TelegramFault } from '@shared/messaging/telegrams';
import type { ResourceRow } from '@shared/resources/list-query';
import type { MovementBody } from '@shared/shipments/actions';
import { translateMessage, type Translate } from '@shared/validation';
import type { Database } from '../../db/client';
import { airlines, bookings, cimpTelegrams, flightLegs, flights, shipments } from '../../db/schema';
import { AppError, ValidationError } from '../../errors';
import type { ResourceBinding, WriteContext } from '../../resources/binding';
import { airportFacts } from '../flights';
import { addMovement, type ShipmentRow } from '../shipments';

// The telegram log (the cimp screen) on the resource engine: a staff member pastes a telegram and
// it is read, logged and applied in one transaction; a telegram in error is fixed and applied again
// through edit. Today an FSU adds its movements to the shipment; the other types are logged to wait
// for processing (FWB and FFR are applied by the next slice of issue 18).

/** The text a digest is taken of: LF line ends, no trailing spaces, no blank lines. */
export const normalisedTelegram = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .filter((line) => line !== '')
    .join('\n');

/** What makes two telegrams the same one: SHA-256 of the normalised text, in hex. */
export const telegramDigest = (text: string): string => createHash('sha256').update(normalisedTelegram(text)).digest('hex');

const HEADING = /^([A-Z]{3})\/(\d{1,3})$/;

/** The type and version the first `TYPE/VERSION` line names (a type the codec does not read is no type). */
function headingOf(text: string): { type: CimpType | null; version: number | null } {
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const match = HEADING.exec(line.trim());
    if (match) return { type: (CIMP_TYPES as readonly string[]).includes(match[1]!) ? (match[1] as CimpType) : null, version: Number(match[2]) };
  }
  return { type: null, version: null };
}

/** The first AWB number the text names (`298-45182336`). */
const firstAwb = (text: string): string | null => /(?<!\d)(\d{3}-\d{8})(?!\d)/.exec(text)?.[1] ?? null;

/** What became of a telegram. */
interface Outcome {
  status: TelegramStatus;
  fault?: TelegramFault;
  faultLine?: number | null;
  detail?: string;
  note?: string;
}

/**
 * A Cargo-IMP day and month (`27NOV`) as an ISO day: of the year before, this one and the next,
 * the one that puts it nearest to now (a telegram about late December read in early January).
 */
export function dayOf(dayMonth: string, now: Date): string {
  const day = Number(dayMonth.slice(0, 2));
  const month = (MONTHS as readonly string[]).indexOf(dayMonth.slice(2));
  const year = now.getUTCFullYear();
  const candidates = [year - 1, year, year + 1].filter((y) => new Date(Date.UTC(y, month, day)).getUTCDate() === day);
  const best = candidates.reduce((a, b) => (Math.abs(Date.UTC(b, month, day) - now.getTime()) < Math.abs(Date.UTC(a, month, day) - now.getTime()) ? b : a));
  return `${best}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A day change letter after a departure or arrival time: N the next day, P the previous. */
const DAY_CHANGE: Record<string, number> = { N: 1, P: -1 };

/** The instant of a local day and `HHMM` at an airport; UTC when its zone is unknown. */
function instantAt(day: string, time: string, zone: string | null): Date {
  const clock = `${time.slice(0, 2)}:${time.slice(2)}`;
  return zone ? localToUtc(day, clock, zone) : new Date(`${day}T${clock}:00Z`);
}

const POUND = 0.453_592_37;
/** A Cargo-IMP volume in cubic metres. */
const CUBIC_METRES: Record<string, number> = { MC: 1, CF: 0.028_316_846_592, CI: 0.000_016_387_064, CC: 0.000_001 };
const round = (value: number, digits: number): number => Math.round(value * 10 ** digits) / 10 ** digits;
const kilos = (unit: string | undefined, weight: number): number => round(unit === 'L' ? weight * POUND : weight, 1);

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
    volume: status.volume ? round(status.volume.value * (CUBIC_METRES[status.volume.unit] ?? 1), 3) : null,
  };
}

/** An FSU's movements added to the airline's shipment with its AWB, all or none. */
async function applyFsu(tx: Database, airlineId: number, userId: number | null, fsu: Fsu, t: Translate, now: Date): Promise<Outcome> {
  const awb = fsu.consignment.awb;
  const [prefix, serial] = awb.split('-') as [string, string];
  const [row] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.airlineId, airlineId), eq(shipments.awbPrefix, prefix), eq(shipments.awbSerial, serial)))
    .for('update');
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

/** Reads a telegram and applies what the cabinet applies today, in the caller's transaction. */
export async function processTelegram(tx: Database, airlineId: number, userId: number | null, text: string, t: Translate, now = new Date()): Promise<Outcome> {
  let message;
  try {
    message = parseCimp(text);
  } catch (error) {
    if (error instanceof CimpError) return { status: 'error', fault: error.fault, faultLine: error.line, detail: error.detail };
    throw error;
  }
  if (message.type === 'FSU') return applyFsu(tx, airlineId, userId, message, t, now);
  return { status: 'process', note: t('resources/cimp:outcome.waiting') };
}

/** Adding is pasting a telegram to apply; editing fixes one in error and applies it again. */
async function prepareTelegram(ctx: WriteContext, input: Record<string, unknown>, existing: ResourceRow | null): Promise<Record<string, unknown>> {
  if (existing && !telegramEditable(existing.status)) throw new AppError(409, 'resources/cimp:errors.notEditable');
  const text = input.text as string;
  const direction = (existing?.direction as string | undefined) ?? 'IN';
  const digest = telegramDigest(text);
  const [same] = await ctx.db
    .select({ id: cimpTelegrams.id })
    .from(cimpTelegrams)
    .where(and(eq(cimpTelegrams.airlineId, ctx.airline.id), eq(cimpTelegrams.direction, direction as 'IN'), eq(cimpTelegrams.digest, digest), existing ? ne(cimpTelegrams.id, existing.id) : undefined))
    .limit(1);
  if (same) throw new ValidationError({ text: 'resources/cimp:errors.duplicate' });

  const outcome = await processTelegram(ctx.db, ctx.airline.id, ctx.user.userId, text, ctx.t);
  return {
    text,
    digest,
    direction,
    ...headingOf(text),
    awb: firstAwb(text),
    status: outcome.status,
    fault: outcome.fault ?? null,
    faultLine: outcome.faultLine ?? null,
    detail: outcome.detail ?? null,
    note: outcome.note ?? null,
    processedAt: new Date(),
    ...(existing ? {} : { createdBy: ctx.user.userId }),
  };
}

export const telegramsBinding: ResourceBinding = {
  def: telegramsResource,
  table: cimpTelegrams,
  // The airline's log, for its staff alone: a client holding the ability reads nothing here.
  scope: (user) => (user.airlineId !== null ? eq(cimpTelegrams.airlineId, user.airlineId) : sql`false`),
  prepare: prepareTelegram,
  beforeDelete: async (_ctx, row) => {
    // An applied telegram stays in the log: it is what keeps the same text from being applied again.
    if (!telegramEditable(row.status)) throw new AppError(409, 'resources/cimp:errors.notDeletable');
  },
};
