import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { addDays } from '@shared/flights';
import type { Shipment, ShipmentBooking, ShipmentListQuery, ShipmentPage } from '@shared/shipments/shipment';
import type { ShownStatus } from '@shared/shipments/shown-status';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { airlines, bookings, contractors, contracts, flightLegs, flights, refundBids, shipments } from '../../db/schema';
import { awbOf, shipmentScope, type ShipmentRow } from './scope';
import { shownStatuses } from './service';

// GET /api/shipments: the caller's shipments (shipmentScope), filtered, sorted and paged by the
// database; the page's bookings and latest movements read for the page alone, one query each.

const SORTS: Record<ShipmentListQuery['sort'], SQL[]> = {
  '-created': [desc(shipments.createdAt), desc(shipments.id)],
  created: [asc(shipments.createdAt), asc(shipments.id)],
  awb: [asc(shipments.awbPrefix), asc(shipments.awbSerial)],
  '-awb': [desc(shipments.awbPrefix), desc(shipments.awbSerial)],
  weight: [asc(shipments.weight), asc(shipments.id)],
  '-weight': [desc(shipments.weight), desc(shipments.id)],
  status: [asc(shipments.status), desc(shipments.createdAt), desc(shipments.id)],
  '-status': [desc(shipments.status), desc(shipments.createdAt), desc(shipments.id)],
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An AWB number (or its beginning, with or without the hyphen), else words of the cargo's name. */
function searched(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  if (/^[\d\s\-\u2010-\u2013\u2212]+$/.test(q)) {
    const digits = q.replace(/\D/g, '');
    if (!digits) return undefined;
    return sql`(${shipments.awbPrefix} || ${shipments.awbSerial}) like ${`${digits}%`}`;
  }
  return sql`${shipments.cargoName} ilike ${`%${escapeLike(q)}%`}`;
}

function whereOf(user: SessionContext, query: ShipmentListQuery): SQL {
  return and(
    shipmentScope(user),
    // Calendar days as UTC days: the list's dates are the creation's.
    query.from ? gte(shipments.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(shipments.createdAt, new Date(`${addDays(query.to, 1)}T00:00:00Z`)) : undefined,
    query.status ? eq(shipments.status, query.status) : undefined,
    query.type ? eq(shipments.type, query.type) : undefined,
    query.departure ? eq(shipments.origin, query.departure) : undefined,
    query.arrival ? eq(shipments.destination, query.arrival) : undefined,
    searched(query.q),
    query.bid ? sql`exists (select 1 from ${refundBids} r where r.shipment_id = ${shipments.id} and r.status = 'process')` : undefined,
  )!;
}

const listColumns = {
  row: shipments,
  contractNumber: contracts.number,
  contractor: contractors.name,
};

async function pageRows(db: Database, where: SQL, order: SQL[], limit: number, offset: number) {
  return db
    .select(listColumns)
    .from(shipments)
    .leftJoin(contracts, eq(contracts.id, shipments.contractId))
    .leftJoin(contractors, eq(contractors.id, shipments.contractorId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** The bookings alive of these shipments, by shipment, in part and leg order. */
export async function bookingsOf(db: Database, ids: readonly number[]): Promise<Map<number, ShipmentBooking[]>> {
  const found = new Map<number, ShipmentBooking[]>(ids.map((id) => [id, []]));
  if (!ids.length) return found;
  const rows = await db
    .select({
      shipmentId: bookings.shipmentId,
      id: bookings.id,
      airline: airlines.iata,
      number: flights.number,
      date: flightLegs.departureDate,
      departure: flightLegs.departure,
      arrival: flightLegs.arrival,
      status: bookings.status,
      part: bookings.part,
    })
    .from(bookings)
    .innerJoin(flightLegs, eq(flightLegs.id, bookings.legId))
    .innerJoin(flights, eq(flights.id, flightLegs.flightId))
    .innerJoin(airlines, eq(airlines.id, flightLegs.airlineId))
    .where(and(inArray(bookings.shipmentId, [...ids]), isNull(bookings.cancelledAt)))
    .orderBy(asc(bookings.shipmentId), asc(bookings.part), asc(bookings.seq), asc(bookings.id));
  for (const row of rows) {
    found.get(row.shipmentId)!.push({ id: row.id, flight: `${row.airline}${row.number}`, date: row.date, departure: row.departure, arrival: row.arrival, status: row.status, cancelled: false, part: row.part });
  }
  return found;
}

export function toShipment(row: ShipmentRow, extra: { shown: ShownStatus; bookings: ShipmentBooking[]; contractNumber: string | null; contractor: string | null }): Shipment {
  return {
    id: row.id,
    awb: awbOf(row),
    postNumber: row.postNumber,
    createdAt: row.createdAt.toISOString(),
    type: row.type,
    origin: row.origin,
    destination: row.destination,
    route: row.route,
    status: row.status,
    shownStatus: extra.shown,
    bookings: extra.bookings,
    pieces: row.pieces,
    weight: row.weight,
    volume: row.volume,
    chargeableWeight: row.chargeableWeight,
    shc: row.shc,
    cargoName: row.cargoName,
    contractorId: row.contractorId,
    contractor: extra.contractor,
    contract: row.contractId !== null && extra.contractNumber !== null ? { id: row.contractId, number: extra.contractNumber } : null,
    product: row.product,
    price: row.priceAmount !== null && row.priceCurrency !== null ? { currency: row.priceCurrency, total: row.priceAmount } : null,
  };
}

async function shipmentRows(db: Database, user: SessionContext, query: ShipmentListQuery, limit: number, offset: number): Promise<Shipment[]> {
  const rows = await pageRows(db, whereOf(user, query), SORTS[query.sort], limit, offset);
  const [shown, booked] = await Promise.all([shownStatuses(db, rows.map((r) => r.row)), bookingsOf(db, rows.map((r) => r.row.id))]);
  return rows.map(({ row, contractNumber, contractor }) =>
    toShipment(row, { shown: shown.get(row.id) ?? row.status, bookings: booked.get(row.id) ?? [], contractNumber, contractor }),
  );
}

export async function listShipments(db: Database, user: SessionContext, query: ShipmentListQuery): Promise<ShipmentPage> {
  const where = whereOf(user, query);
  const [items, [total]] = await Promise.all([
    shipmentRows(db, user, query, query.size, (query.page - 1) * query.size),
    db.select({ value: count() }).from(shipments).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

/** Every shipment of the list's filters and order, up to `limit` (the xlsx export). */
export function allShipments(db: Database, user: SessionContext, query: ShipmentListQuery, limit: number): Promise<Shipment[]> {
  return shipmentRows(db, user, query, limit, 0);
}
