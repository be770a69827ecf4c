import { and, asc, eq } from 'drizzle-orm';
import type { DimensionRow } from '@shared/booking/dimensions';
import type { ObjectRef } from '@shared/one-record';
import type { Database } from '../../db/client';
import { airlines, bookings, flightLegs, flights, shipments } from '../../db/schema';
import { CONTEXT, link, objectIri } from './ids';
import { airport, code, value } from './values';

// The cabinet's rows as ONE Record logistics objects (cargo ontology classes and properties): the
// airline as cargo:Carrier, a shipment, its AWB as cargo:Waybill, its pieces (a row of like pieces
// of its dimensions each), its bookings and the flight legs they are on as cargo:TransportMovement.
// Only the token's airline's rows are objects to its holder: anything else is not found.

type Node = Record<string, unknown> & { '@context': Record<string, string>; '@id': string; '@type': string };
type ShipmentRow = typeof shipments.$inferSelect;

const node = (origin: string, ref: ObjectRef, type: string, properties: Record<string, unknown>): Node => ({
  '@context': CONTEXT,
  '@id': objectIri(origin, ref),
  '@type': `cargo:${type}`,
  ...properties,
});

const iso = (date: Date | null | undefined): string | undefined => date?.toISOString();

async function shipmentOf(db: Database, airlineId: number, id: number): Promise<ShipmentRow | null> {
  const [row] = await db.select().from(shipments).where(and(eq(shipments.id, id), eq(shipments.airlineId, airlineId)));
  return row ?? null;
}

/** The shipment's pieces: a piece per dimensions row (`cargo:slac` like pieces), or one for all when it has none. */
export function piecesOf(shipment: ShipmentRow): { index: number; count: number; weight: number; row: DimensionRow | null }[] {
  const rows = shipment.dimensions;
  if (!rows.length) return [{ index: 1, count: shipment.pieces, weight: shipment.weight, row: null }];
  const total = rows.reduce((sum, row) => sum + row.pieces, 0) || 1;
  // A row without its own weight carries its share of the shipment's weight by its pieces.
  return rows.map((row, at) => ({ index: at + 1, count: row.pieces, weight: row.weight ?? Math.round((shipment.weight * row.pieces * 10) / total) / 10, row }));
}

function shipmentNode(origin: string, row: ShipmentRow): Node {
  return node(origin, { kind: 'shipment', id: row.id }, 'Shipment', {
    'cargo:goodsDescription': row.cargoName ?? undefined,
    'cargo:totalGrossWeight': value(row.weight, 'KGM'),
    ...(row.volume !== null ? { 'cargo:totalVolume': value(row.volume, 'MTQ') } : {}),
    'cargo:pieces': piecesOf(row).map((piece) => link(origin, { kind: 'piece', id: row.id, index: piece.index })),
    'cargo:waybill': link(origin, { kind: 'waybill', id: row.id }),
    'cargo:specialHandlingCodes': row.shc.map((shc) => code(shc, 'IATA special handling codes')),
  });
}

async function waybillNode(db: Database, origin: string, row: ShipmentRow): Promise<Node> {
  const booked = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.shipmentId, row.id)).orderBy(asc(bookings.part), asc(bookings.seq));
  return node(origin, { kind: 'waybill', id: row.id }, 'Waybill', {
    'cargo:waybillType': 'MASTER',
    'cargo:waybillPrefix': row.awbPrefix,
    'cargo:waybillNumber': row.awbSerial,
    'cargo:departureLocation': airport(row.origin),
    'cargo:arrivalLocation': airport(row.destination),
    'cargo:carrierDeclarationDate': iso(row.issuedAt),
    'cargo:shipment': link(origin, { kind: 'shipment', id: row.id }),
    'cargo:booking': booked.map((booking) => link(origin, { kind: 'booking', id: booking.id })),
    'cargo:waybillLineItems': [
      {
        '@type': 'cargo:WaybillLineItem',
        'cargo:numberOfPieces': row.pieces,
        'cargo:grossWeight': value(row.weight, 'KGM'),
        ...(row.chargeableWeight !== null ? { 'cargo:chargeableWeight': value(row.chargeableWeight, 'KGM') } : {}),
        ...(row.volume !== null ? { 'cargo:volume': value(row.volume, 'MTQ') } : {}),
        'cargo:goodsDescription': row.cargoName ?? undefined,
      },
    ],
  });
}

function pieceNode(origin: string, row: ShipmentRow, index: number): Node | null {
  const piece = piecesOf(row).find((p) => p.index === index);
  if (!piece) return null;
  return node(origin, { kind: 'piece', id: row.id, index }, 'Piece', {
    'cargo:ofShipment': link(origin, { kind: 'shipment', id: row.id }),
    'cargo:slac': piece.count,
    'cargo:grossWeight': value(piece.weight, 'KGM'),
    ...(piece.row
      ? {
          'cargo:dimensions': {
            '@type': 'cargo:Dimensions',
            'cargo:length': value(piece.row.length, 'CMT'),
            'cargo:width': value(piece.row.width, 'CMT'),
            'cargo:height': value(piece.row.height, 'CMT'),
          },
        }
      : {}),
  });
}

async function bookingNode(db: Database, origin: string, airlineId: number, id: number): Promise<Node | null> {
  const [row] = await db.select().from(bookings).where(and(eq(bookings.id, id), eq(bookings.airlineId, airlineId)));
  if (!row) return null;
  return node(origin, { kind: 'booking', id }, 'Booking', {
    'cargo:bookingStatus': code(row.cancelledAt ? 'XX' : row.status, 'IATA booking status codes'),
    'cargo:issuedForWaybill': link(origin, { kind: 'waybill', id: row.shipmentId }),
    'cargo:shipment': link(origin, { kind: 'shipment', id: row.shipmentId }),
    'cargo:transportMovement': link(origin, { kind: 'transport-movement', id: row.legId }),
    'cargo:numberOfPieces': row.pieces,
    'cargo:grossWeight': value(row.weight, 'KGM'),
    'cargo:volume': value(row.volume, 'MTQ'),
  });
}

async function movementNode(db: Database, origin: string, airlineId: number, id: number): Promise<Node | null> {
  const [row] = await db
    .select({ leg: flightLegs, number: flights.number, carrier: airlines.iata })
    .from(flightLegs)
    .innerJoin(flights, eq(flights.id, flightLegs.flightId))
    .innerJoin(airlines, eq(airlines.id, flightLegs.airlineId))
    .where(and(eq(flightLegs.id, id), eq(flightLegs.airlineId, airlineId)));
  if (!row) return null;
  const { leg } = row;
  const time = (milestone: 'DEPARTURE' | 'ARRIVAL', type: 'SCHEDULED' | 'ESTIMATED', at: Date | null) =>
    at ? [{ '@type': 'cargo:MovementTime', 'cargo:movementMilestone': milestone, 'cargo:movementTimeType': type, 'cargo:movementTimestamp': at.toISOString() }] : [];
  return node(origin, { kind: 'transport-movement', id }, 'TransportMovement', {
    'cargo:transportIdentifier': `${row.carrier}${row.number}`,
    'cargo:modeQualifier': 'MAIN_CARRIAGE',
    'cargo:departureLocation': airport(leg.departure),
    'cargo:arrivalLocation': airport(leg.arrival),
    'cargo:movementTimes': [...time('DEPARTURE', 'SCHEDULED', leg.std), ...time('ARRIVAL', 'SCHEDULED', leg.sta), ...time('DEPARTURE', 'ESTIMATED', leg.etd), ...time('ARRIVAL', 'ESTIMATED', leg.eta)],
    'cargo:transportMovementStatus': leg.status.toUpperCase(),
    'cargo:airlineCode': row.carrier,
    'cargo:operatedBy': link(origin, { kind: 'airline', id: airlineId }),
  });
}

async function carrierNode(db: Database, origin: string, airlineId: number, id: number): Promise<Node | null> {
  // The token's airline, and an airline its cargo department keeps the settings of.
  const [row] = await db.select().from(airlines).where(eq(airlines.id, id));
  if (!row || (row.id !== airlineId && row.managedById !== airlineId)) return null;
  return node(origin, { kind: 'airline', id }, 'Carrier', {
    'cargo:name': row.name,
    'cargo:airlineCode': row.iata,
    ...(row.icao ? { 'cargo:icaoCode': row.icao } : {}),
    ...(row.awbPrefixes[0] ? { 'cargo:airlinePrefix': row.awbPrefixes[0] } : {}),
  });
}

/** The object an id names, as the token's airline may read it; null when it is not (or not its). */
export async function logisticsObject(db: Database, airlineId: number, origin: string, ref: ObjectRef): Promise<Node | null> {
  switch (ref.kind) {
    case 'airline':
      return carrierNode(db, origin, airlineId, ref.id);
    case 'booking':
      return bookingNode(db, origin, airlineId, ref.id);
    case 'transport-movement':
      return movementNode(db, origin, airlineId, ref.id);
    default: {
      const row = await shipmentOf(db, airlineId, ref.id);
      if (!row) return null;
      if (ref.kind === 'shipment') return shipmentNode(origin, row);
      if (ref.kind === 'waybill') return waybillNode(db, origin, row);
      return pieceNode(origin, row, ref.index ?? 1);
    }
  }
}

/** The shipment an object belongs to (a subscription's), within the airline; null for objects of none. */
export async function shipmentIdOf(db: Database, airlineId: number, ref: ObjectRef): Promise<number | null> {
  if (ref.kind === 'booking') {
    const [row] = await db.select({ shipmentId: bookings.shipmentId }).from(bookings).where(and(eq(bookings.id, ref.id), eq(bookings.airlineId, airlineId)));
    return row?.shipmentId ?? null;
  }
  if (ref.kind === 'shipment' || ref.kind === 'waybill' || ref.kind === 'piece') {
    const row = await shipmentOf(db, airlineId, ref.id);
    if (!row) return null;
    return ref.kind === 'piece' && !piecesOf(row).some((piece) => piece.index === ref.index) ? null : row.id;
  }
  return null;
}

export { shipmentOf };
