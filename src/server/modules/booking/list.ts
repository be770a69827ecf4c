import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { formatAwb } from '@shared/awb';
import type { BookingListQuery, BookingPage } from '@shared/booking/booking';
import { localIsoWithOffset } from '@shared/flights';
import type { SessionContext } from '../../access/sessions';
import { rowScope } from '../../access/scope';
import type { Database } from '../../db/client';
import { airlines, bookings, contractors, contracts, flightLegs, flights, shipments } from '../../db/schema';

// GET /api/bookings: one row per booking (a shipment's space on one leg), the airline's staff their
// airline's, a client its company's; filtered, sorted and paged by the database. `queue` is the
// airline's processing queue: bookings waiting for an answer (HN) or on the wait list (LL, CN) in
// the airline's booking priorities, then first come first served.

const SORTS: Record<string, SQL[]> = {
  date: [asc(flightLegs.std), asc(bookings.id)],
  '-date': [desc(flightLegs.std), desc(bookings.id)],
  created: [asc(bookings.createdAt), asc(bookings.id)],
  '-created': [desc(bookings.createdAt), desc(bookings.id)],
  priority: [asc(bookings.priority), asc(bookings.createdAt), asc(bookings.id)],
  '-priority': [desc(bookings.priority), asc(bookings.createdAt), asc(bookings.id)],
  weight: [asc(bookings.weight), asc(bookings.id)],
  '-weight': [desc(bookings.weight), asc(bookings.id)],
};

export async function listBookings(db: Database, user: SessionContext, query: BookingListQuery): Promise<BookingPage> {
  return bookingRows(db, user, query, query.size, (query.page - 1) * query.size);
}

/** Every booking of the list's filters and order, up to `limit` (the xlsx export). */
export async function allBookings(db: Database, user: SessionContext, query: BookingListQuery, limit: number): Promise<BookingPage['items']> {
  return (await bookingRows(db, user, query, limit, 0)).items;
}

async function bookingRows(db: Database, user: SessionContext, query: BookingListQuery, limit: number, offset: number): Promise<BookingPage> {
  const where = and(
    rowScope(user, { airlineId: bookings.airlineId, contractorId: shipments.contractorId }),
    query.from ? gte(flightLegs.departureDate, query.from) : undefined,
    query.to ? lte(flightLegs.departureDate, query.to) : undefined,
    query.status ? eq(bookings.status, query.status) : undefined,
    query.source ? eq(bookings.source, query.source) : undefined,
    query.departure ? eq(flightLegs.departure, query.departure) : undefined,
    query.arrival ? eq(flightLegs.arrival, query.arrival) : undefined,
    query.legId ? eq(bookings.legId, query.legId) : undefined,
    query.flightId ? eq(flightLegs.flightId, query.flightId) : undefined,
    query.queue ? and(inArray(bookings.status, ['HN', 'LL', 'CN']), isNull(bookings.cancelledAt)) : undefined,
  );
  const order = query.queue ? SORTS.priority! : (SORTS[query.sort] ?? SORTS['-created']!);
  const rows = await db
    .select({
      id: bookings.id,
      shipmentId: bookings.shipmentId,
      awbPrefix: shipments.awbPrefix,
      awbSerial: shipments.awbSerial,
      createdAt: bookings.createdAt,
      date: flightLegs.departureDate,
      status: bookings.status,
      cancelledAt: bookings.cancelledAt,
      airline: airlines.iata,
      number: flights.number,
      flightId: flightLegs.flightId,
      legId: bookings.legId,
      departure: flightLegs.departure,
      arrival: flightLegs.arrival,
      std: flightLegs.std,
      departureZone: flightLegs.departureZone,
      pieces: bookings.pieces,
      weight: bookings.weight,
      volume: bookings.volume,
      source: bookings.source,
      priority: bookings.priority,
      product: shipments.product,
      shc: shipments.shc,
      cargoName: shipments.cargoName,
      contractId: shipments.contractId,
      contract: contracts.number,
      contractor: contractors.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
    .innerJoin(flightLegs, eq(flightLegs.id, bookings.legId))
    .innerJoin(flights, eq(flights.id, flightLegs.flightId))
    .innerJoin(airlines, eq(airlines.id, bookings.airlineId))
    .leftJoin(contracts, eq(contracts.id, shipments.contractId))
    .leftJoin(contractors, eq(contractors.id, shipments.contractorId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map(({ awbPrefix, awbSerial, airline, number, departureZone, cancelledAt, total: _total, ...row }) => ({
      ...row,
      cancelled: cancelledAt !== null,
      awb: formatAwb({ prefix: awbPrefix, serial: awbSerial }),
      createdAt: row.createdAt.toISOString(),
      flight: `${airline}${number}`,
      std: localIsoWithOffset(row.std, departureZone),
    })),
  };
}
