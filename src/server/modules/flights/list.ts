import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { FlightListQuery, FlightPage } from '@shared/flights';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { airlines, flightLegs, flights } from '../../db/schema';
import { legAccess } from './access';
import { bookFingerprint, capacityBooks } from './handbooks';
import { capacityOf, legColumns, toLegRow } from './leg-rows';

// GET /api/flights: one row per leg, filtered, sorted and paged by the database, each row with its
// capacity computed from its airline's handbooks (kept while they stand) and its booked load.
// As the resource lists do (resources/query.ts), a statement is built once per shape (the caller,
// the filters given, the sort) with the filters' values as placeholders, and the total is an
// uncorrelated subquery the database runs once beside the page: one round trip, no SQL rebuilt.

const SORTS: Record<string, SQL[]> = {
  std: [asc(flightLegs.std)],
  number: [asc(flights.number), asc(flightLegs.std)],
  departure: [asc(flightLegs.departure), asc(flightLegs.std)],
  arrival: [asc(flightLegs.arrival), asc(flightLegs.std)],
  // The booked load: accepted kilograms.
  load: [asc(flightLegs.acceptedWeight), asc(flightLegs.std)],
};
const DESC_SORTS: Record<string, SQL[]> = {
  std: [desc(flightLegs.std)],
  number: [desc(flights.number), desc(flightLegs.std)],
  departure: [desc(flightLegs.departure), asc(flightLegs.std)],
  arrival: [desc(flightLegs.arrival), asc(flightLegs.std)],
  load: [desc(flightLegs.acceptedWeight), asc(flightLegs.std)],
};

const FILTERS = ['from', 'to', 'departure', 'arrival', 'number', 'status', 'sale'] as const;
type Filter = (typeof FILTERS)[number];

const placeholder = (name: Filter) => sql.placeholder(name);
const CONDITIONS: Record<Filter, SQL> = {
  from: gte(flightLegs.departureDate, placeholder('from')),
  to: lte(flightLegs.departureDate, placeholder('to')),
  departure: eq(flightLegs.departure, placeholder('departure')),
  arrival: eq(flightLegs.arrival, placeholder('arrival')),
  number: eq(flights.number, placeholder('number')),
  status: sql`${flightLegs.status} = ${placeholder('status')}::flight_status`,
  sale: eq(flightLegs.saleClosed, placeholder('sale')),
};

const given = (query: FlightListQuery): Filter[] => FILTERS.filter((key) => query[key] !== undefined);
const valuesOf = (query: FlightListQuery): Record<string, unknown> =>
  Object.fromEntries(given(query).map((key) => [key, key === 'sale' ? query.sale === 'closed' : query[key]]));

type ListStatement = { execute(values: Record<string, unknown>): Promise<(Record<string, unknown> & { total: number; book: string })[]> };

const MAX_STATEMENTS = 200;
const statementsOf = perDatabase(() => new Map<string, ListStatement>());

function listStatement(db: Database, user: SessionContext, ability: string, query: FlightListQuery): ListStatement {
  const filters = given(query);
  // The caller's ids and conditions are written into the text (scope, section 6's conditions).
  const key = JSON.stringify([ability, query.sort, user.airlineId, user.airlineMarker, user.contractorId, user.abilities[ability] ?? null, filters]);
  const byKey = statementsOf(db);
  let statement = byKey.get(key);
  if (!statement) {
    const where = and(legAccess(user, ability), ...filters.map((filter) => CONDITIONS[filter]))!;
    const counted = filters.includes('number')
      ? db.select({ n: sql`count(*)` }).from(flightLegs).innerJoin(flights, eq(flights.id, flightLegs.flightId)).where(where)
      : db.select({ n: sql`count(*)` }).from(flightLegs).where(where);
    const name = query.sort.replace(/^-/, '');
    const order = (query.sort.startsWith('-') ? DESC_SORTS : SORTS)[name] ?? SORTS.std!;
    statement = db
      .select({ ...legColumns, total: sql<number>`(${counted})`.mapWith(Number), book: bookFingerprint })
      .from(flightLegs)
      .innerJoin(flights, eq(flights.id, flightLegs.flightId))
      .innerJoin(airlines, eq(airlines.id, flightLegs.airlineId))
      .where(where)
      .orderBy(...order, asc(flightLegs.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(undefined as unknown as string) as unknown as ListStatement;
    if (byKey.size >= MAX_STATEMENTS) byKey.delete(byKey.keys().next().value!);
    byKey.set(key, statement);
  }
  return statement;
}

export async function listFlights(db: Database, user: SessionContext, ability: string, query: FlightListQuery): Promise<FlightPage> {
  const values = valuesOf(query);
  const rows = (await listStatement(db, user, ability, query).execute({ ...values, limit: query.size, offset: (query.page - 1) * query.size })) as unknown as (Parameters<
    typeof toLegRow
  >[0] & { total: number; book: string })[];
  if (!rows.length) {
    // A page past the end still tells how many legs there are: the same statement's first row.
    const [first] = query.page > 1 ? await listStatement(db, user, ability, query).execute({ ...values, limit: 1, offset: 0 }) : [];
    return { items: [], total: first?.total ?? 0 };
  }
  const books = await capacityBooks(
    db,
    rows.map((row) => row.airlineId),
    rows[0]!.book,
  );
  return { items: rows.map((row) => toLegRow(row, capacityOf(books.get(row.airlineId)!, row))), total: rows[0]!.total };
}
