import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { FlightListQuery, FlightPage } from '@shared/flights';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { flightLegs, flights } from '../../db/schema';
import { legAccess } from './access';
import { capacityBooks } from './handbooks';
import { capacityOf, selectLegs, toLegRow } from './leg-rows';

// GET /api/flights: one row per leg, filtered, sorted and paged by the database, each row with its
// capacity computed from its airline's handbooks (read once per page) and its booked load.

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

export function listWhere(user: SessionContext, ability: string, query: FlightListQuery): SQL {
  const where: (SQL | undefined)[] = [legAccess(user, ability)];
  if (query.from) where.push(gte(flightLegs.departureDate, query.from));
  if (query.to) where.push(lte(flightLegs.departureDate, query.to));
  if (query.departure) where.push(eq(flightLegs.departure, query.departure));
  if (query.arrival) where.push(eq(flightLegs.arrival, query.arrival));
  if (query.number) where.push(eq(flights.number, query.number));
  if (query.status) where.push(eq(flightLegs.status, query.status));
  if (query.sale) where.push(eq(flightLegs.saleClosed, query.sale === 'closed'));
  return and(...where)!;
}

export async function listFlights(db: Database, user: SessionContext, ability: string, query: FlightListQuery): Promise<FlightPage> {
  const key = query.sort.replace(/^-/, '');
  const order = (query.sort.startsWith('-') ? DESC_SORTS : SORTS)[key] ?? SORTS.std!;
  const rows = await selectLegs(db)
    .where(listWhere(user, ability, query))
    .orderBy(...order, asc(flightLegs.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  // The total only when the page does not tell it: a short first page is the whole list.
  const total =
    query.page === 1 && rows.length < query.size
      ? rows.length
      : ((
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(flightLegs)
            .innerJoin(flights, eq(flights.id, flightLegs.flightId))
            .where(listWhere(user, ability, query))
        )[0]?.n ?? 0);
  const books = await capacityBooks(
    db,
    rows.map((row) => row.airlineId),
  );
  return { items: rows.map((row) => toLegRow(row, capacityOf(books.get(row.airlineId)!, row))), total };
}
