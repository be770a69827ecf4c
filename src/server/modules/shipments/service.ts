import { and, asc, count, desc, eq } from 'drizzle-orm';
import { formatAwb, parseAwb } from '@shared/awb';
import type { PageQuery } from '@shared/api/page';
import type { Shipment, ShipmentDetail, ShipmentPage } from '@shared/shipments/shipment';
import type { Movement, Tracking } from '@shared/shipments/tracking';
import type { Database } from '../../db/client';
import { movements, shipments } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { rowScope } from '../../access/scope';
import type { SessionContext } from '../../access/sessions';

type ShipmentRow = typeof shipments.$inferSelect;

const toShipment = (row: ShipmentRow): Shipment => ({
  id: row.id,
  awb: formatAwb({ prefix: row.awbPrefix, serial: row.awbSerial }),
  postNumber: row.postNumber,
  createdAt: row.createdAt.toISOString(),
  origin: row.origin,
  destination: row.destination,
  route: row.route,
  status: row.status,
  pieces: row.pieces,
  weight: row.weight,
  volume: row.volume,
  chargeableWeight: row.chargeableWeight,
  shc: row.shc,
  cargoName: row.cargoName,
  contractorId: row.contractorId,
});

async function movementsOf(db: Database, shipmentId: number): Promise<Movement[]> {
  const rows = await db.select().from(movements).where(eq(movements.shipmentId, shipmentId)).orderBy(asc(movements.occurredAt), asc(movements.id));
  return rows.map((m) => ({
    time: m.occurredAt.toISOString(),
    status: m.status,
    flight: m.flight,
    place: m.place,
    pieces: m.pieces,
    weight: m.weight,
    volume: m.volume,
  }));
}

/** Public tracking by AWB number (section 1): route, pieces, weight and movements, nothing more. */
export async function trackAwb(db: Database, awbNumber: string): Promise<Tracking> {
  const parsed = parseAwb(awbNumber);
  if (!parsed.ok) throw new NotFoundError('errors:awbNotFound');
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.awbPrefix, parsed.awb.prefix), eq(shipments.awbSerial, parsed.awb.serial)));
  if (!row) throw new NotFoundError('errors:awbNotFound');
  return {
    awb: formatAwb(parsed.awb),
    origin: row.origin,
    destination: row.destination,
    route: row.route,
    pieces: row.pieces,
    weight: row.weight,
    volume: row.volume,
    status: row.status,
    movements: await movementsOf(db, row.id),
  };
}

export async function listShipments(db: Database, user: SessionContext, query: PageQuery): Promise<ShipmentPage> {
  const where = rowScope(user, shipments);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(shipments)
      .where(where)
      .orderBy(desc(shipments.createdAt), desc(shipments.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ value: count() }).from(shipments).where(where),
  ]);
  return { items: rows.map(toShipment), total: total?.value ?? 0 };
}

export async function getShipment(db: Database, user: SessionContext, id: number): Promise<ShipmentDetail> {
  const [row] = await db.select().from(shipments).where(and(eq(shipments.id, id), rowScope(user, shipments)));
  if (!row) throw new NotFoundError();
  return { ...toShipment(row), movements: await movementsOf(db, row.id) };
}
