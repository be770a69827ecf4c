import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SearchLeg } from '@shared/booking/connections';
import type { Capacity } from '@shared/flights';
import type { Database } from '../../db/client';
import { onTransaction } from '../../db/on-transaction';
import { perDatabase } from '../../db/per-database';
import { dataVersionsColumn, type DataVersionsNow } from '../../db/versioned-cache';
import { airlines, flightLegs, flights } from '../../db/schema';
import { bookFingerprint, capacityBooks } from './handbooks';
import { capacityOf, legColumns, type LegRecord } from './leg-rows';

// The legs a pricing search joins into variants: every leg of the airline's flights that can carry
// the cargo on the given local dates (the whole flight, so a through flight's later legs come
// too), each with its live capacity. Read in one prepared statement; the capacity books
// come from the cache the flights list keeps while the handbooks stand.

/** A leg on offer with what a variant shows of it beside what the connection builder reads. */
export interface SaleLeg extends SearchLeg {
  airlineId: number;
  airline: string;
  flightNumber: string;
  aircraftType: string;
  tailNumber: string | null;
  departureZone: string;
  arrivalZone: string;
  load: Capacity['load'];
}

const POINTS = [0, 1, 2, 3, 4, 5];

const statement = perDatabase((db) => {
  const points = sql.join(
    POINTS.map((i) => sql`${sql.placeholder(`point${i}`)}::text`),
    sql`, `,
  );
  // The flights that can carry a variant: from the origin to the destination or a transfer point,
  // or from a transfer point to the destination (a through flight counted from any of its legs).
  const carrying = sql`select l1.flight_id from flight_legs l1 join flight_legs l2 on l2.flight_id = l1.flight_id and l2.seq >= l1.seq
    where l1.airline_id = ${sql.placeholder('airlineId')} and l1.departure_date between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date
      and ((l1.departure = ${sql.placeholder('origin')} and (l2.arrival = ${sql.placeholder('destination')} or l2.arrival in (${points})))
        or (l1.departure in (${points}) and l2.arrival = ${sql.placeholder('destination')}))`;
  return db
    .select({ ...legColumns, book: bookFingerprint })
    .from(flightLegs)
    .innerJoin(flights, eq(flights.id, flightLegs.flightId))
    .innerJoin(airlines, eq(airlines.id, flightLegs.airlineId))
    .where(sql`${flightLegs.flightId} in (${carrying})`)
    .orderBy(asc(flightLegs.std), asc(flightLegs.id))
    .prepare('sale_legs');
});

/** The capacity terms a search and a booking read of a leg. */
export function saleLegOf(leg: LegRecord, capacity: Capacity): SaleLeg {
  const departs = new Date(leg.etd ?? leg.std).getTime();
  const arrives = new Date(leg.eta ?? leg.sta).getTime();
  return {
    id: leg.id,
    flightId: leg.flightId,
    seq: leg.seq,
    number: `${leg.airline}${leg.number}`,
    airlineId: leg.airlineId,
    airline: leg.airline,
    flightNumber: leg.number,
    departure: leg.departure,
    arrival: leg.arrival,
    departureDate: leg.departureDate,
    departs,
    arrives,
    international: leg.international,
    status: leg.status,
    saleClosed: leg.saleClosed,
    closed: leg.closed,
    aircraftType: leg.aircraftType,
    tailNumber: leg.tailNumber,
    departureZone: leg.departureZone,
    arrivalZone: leg.arrivalZone,
    capacity: { weight: capacity.capacity.weight, volume: capacity.capacity.volume },
    available: capacity.available,
    ceiling: { weight: capacity.capacity.weight + capacity.margin.weight, volume: capacity.capacity.volume + capacity.margin.volume },
    load: capacity.load,
  };
}

/** What a search joins: the pair and the transfer points the allowed routes name between them. */
export interface SaleRoute {
  origin: string;
  destination: string;
  transfers: readonly string[];
}

/**
 * The airline's legs of flights that can carry the route's cargo (from the origin, or from a
 * transfer point to the destination) leaving from `from` to `to` (local departure dates,
 * inclusive), whole flights by departure time, with their capacity.
 */
export async function saleLegs(db: Database, airlineId: number, route: SaleRoute, from: string, to: string): Promise<SaleLeg[]> {
  const points = [...new Set(route.transfers)].filter((point) => point !== route.origin && point !== route.destination);
  if (points.length > POINTS.length) throw new RangeError(`At most ${POINTS.length} transfer points: ${points.join(', ')}`);
  const rows = (await statement(db).execute({
    airlineId,
    from,
    to,
    origin: route.origin,
    destination: route.destination,
    ...Object.fromEntries(POINTS.map((i) => [`point${i}`, points[i] ?? null])),
  })) as (LegRecord & { book: string })[];
  if (!rows.length) return [];
  const book = (await capacityBooks(db, [airlineId], rows[0]!.book)).get(airlineId)!;
  return rows.map((row) => saleLegOf(row, capacityOf(book, row)));
}

// Prepared statements `id in ($1, ...)` of 1, 2, 4, 8... ids (the list padded with its first id),
// read as they are or locked: PostgreSQL keeps a generic plan for each, where an `= any($1)` array
// is planned anew on every call (its generic estimate assumes more rows than a booking's one or
// two), and the statement is built once rather than for every booking. The data versions come
// with the legs: a booking's caches need them, and the capacity books are kept by one of them.
const byIds = perDatabase((db) => {
  const prepared = new Map<string, ReturnType<typeof prepare>>();
  const prepare = (size: number, lock: boolean) => {
    const query = db
      .select({ ...legColumns, versions: dataVersionsColumn, rowVersion: sql<string>`${flightLegs}.xmin::text` })
      .from(flightLegs)
      .innerJoin(flights, eq(flights.id, flightLegs.flightId))
      .innerJoin(airlines, eq(airlines.id, flightLegs.airlineId))
      .where(
        inArray(
          flightLegs.id,
          Array.from({ length: size }, (_, i) => sql.placeholder(`id${i}`)),
        ),
      )
      .orderBy(asc(flightLegs.id));
    return (lock ? query.for('update', { of: flightLegs }) : query).prepare(`sale_legs_by_id_${size}${lock ? '_lock' : ''}`);
  };
  return (size: number, lock: boolean) => {
    const key = `${size}${lock}`;
    let statement = prepared.get(key);
    if (!statement) prepared.set(key, (statement = prepare(size, lock)));
    return statement;
  };
});

/**
 * A leg read by id, with its row's version (PostgreSQL's xmin: any change to the leg, its counters,
 * sale or status, makes a new one): a booking decided on this read writes only if the leg is still
 * this version.
 */
export interface VersionedSaleLeg extends SaleLeg {
  rowVersion: string;
}

/** Legs read by id, in id order, with the data versions of the moment (null when no leg was found). */
export interface LegsRead {
  legs: VersionedSaleLeg[];
  versions: DataVersionsNow | null;
}

/** Legs by id with their capacity, in id order; locked for the transaction `tx` when one is given. */
async function legsById(db: Database, ids: readonly number[], tx?: Database): Promise<LegsRead> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (!unique.length) return { legs: [], versions: null };
  const size = 2 ** Math.ceil(Math.log2(unique.length));
  const params = Object.fromEntries(Array.from({ length: size }, (_, i) => [`id${i}`, unique[i] ?? unique[0]]));
  const statement = byIds(db)(size, tx !== undefined);
  const rows = (await (tx ? onTransaction(statement, tx) : statement).execute(params)) as (LegRecord & { versions: DataVersionsNow; rowVersion: string })[];
  if (!rows.length) return { legs: [], versions: null };
  const versions = rows[0]!.versions;
  // The handbooks' cache is the database's, not the transaction's (a transaction is a new handle each time).
  const books = await capacityBooks(
    db,
    rows.map((row) => row.airlineId),
    String(versions.capacity ?? 0),
    tx,
  );
  return { legs: rows.map((row) => ({ ...saleLegOf(row, capacityOf(books.get(row.airlineId)!, row)), rowVersion: row.rowVersion })), versions };
}

/** Legs by id with their capacity now, in the order asked (a leg gone is left out), and the data versions read with them. */
export async function saleLegsRead(db: Database, ids: readonly number[]): Promise<LegsRead> {
  const read = await legsById(db, ids);
  const byId = new Map(read.legs.map((leg) => [leg.id, leg]));
  return { legs: ids.flatMap((id) => byId.get(id) ?? []), versions: read.versions };
}

/** Legs by id with their capacity now, in the order asked (a leg gone is left out). */
export async function saleLegsById(db: Database, ids: readonly number[]): Promise<VersionedSaleLeg[]> {
  return (await saleLegsRead(db, ids)).legs;
}

/**
 * Locks legs for a booking's transaction `tx` (in id order, the one lock order every booking keeps, so
 * two bookings of the same legs queue rather than deadlock) and reads them with their capacity as
 * the lock leaves them: a second booking of the last kilos sees the first's counters.
 */
export async function lockSaleLegs(db: Database, tx: Database, ids: readonly number[]): Promise<VersionedSaleLeg[]> {
  return (await legsById(db, ids, tx)).legs;
}

export interface LoadChange {
  pieces: number;
  weight: number;
  volume: number;
}

/**
 * The statement moving legs' booked counters (bookings confirmed, wait-listed, released), never
 * below zero, applied only `when` a condition holds (a booking's statement names its shipment
 * written); null when nothing moves. In the booking's transaction, the legs locked.
 */
export function legLoadsUpdate(changes: readonly { legId: number; accepted?: LoadChange; waitlisted?: LoadChange }[], when?: SQL): SQL | null {
  const zero = { pieces: 0, weight: 0, volume: 0 };
  // One row a leg: an update joined to two rows of one leg applies only one of them.
  const add = (a: LoadChange = zero, b: LoadChange = zero): LoadChange => ({ pieces: a.pieces + b.pieces, weight: a.weight + b.weight, volume: a.volume + b.volume });
  const byLeg = new Map<number, { legId: number; accepted: LoadChange; waitlisted: LoadChange }>();
  for (const change of changes) {
    const known = byLeg.get(change.legId);
    byLeg.set(change.legId, { legId: change.legId, accepted: add(known?.accepted, change.accepted), waitlisted: add(known?.waitlisted, change.waitlisted) });
  }
  const moving = [...byLeg.values()].filter((c) => [c.accepted, c.waitlisted].some((l) => l.pieces || l.weight || l.volume));
  if (!moving.length) return null;
  const values = sql.join(
    moving.map(({ legId, accepted, waitlisted }) => sql`(${legId}::int, ${accepted.pieces}::int, ${accepted.weight}::numeric, ${accepted.volume}::numeric, ${waitlisted.pieces}::int, ${waitlisted.weight}::numeric, ${waitlisted.volume}::numeric)`),
    sql`, `,
  );
  return sql`update ${flightLegs} set
      accepted_pieces = greatest(0, accepted_pieces + v.ap), accepted_weight = greatest(0, accepted_weight + v.aw), accepted_volume = greatest(0, accepted_volume + v.av),
      waitlisted_pieces = greatest(0, waitlisted_pieces + v.wp), waitlisted_weight = greatest(0, waitlisted_weight + v.ww), waitlisted_volume = greatest(0, waitlisted_volume + v.wv),
      updated_at = now()
    from (values ${values}) as v(id, ap, aw, av, wp, ww, wv) where ${flightLegs.id} = v.id${when ? sql` and (${when})` : sql``}`;
}

/** Moves legs' booked counters in one statement (see legLoadsUpdate). */
export async function changeLegLoads(tx: Database, changes: readonly { legId: number; accepted?: LoadChange; waitlisted?: LoadChange }[]): Promise<void> {
  const statement = legLoadsUpdate(changes);
  if (statement) await tx.execute(statement);
}
