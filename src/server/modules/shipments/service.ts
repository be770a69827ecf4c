import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { formatAwb, parseAwb } from '@shared/awb';
import type { PageQuery } from '@shared/api/page';
import type { Shipment, ShipmentDetail, ShipmentPage } from '@shared/shipments/shipment';
import { shownStatus, type ShownStatus } from '@shared/shipments/shown-status';
import type { Movement, Tracking } from '@shared/shipments/tracking';
import type { Database } from '../../db/client';
import { movements, shipments } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { rowScope } from '../../access/scope';
import type { SessionContext } from '../../access/sessions';

type ShipmentRow = typeof shipments.$inferSelect;

const toShipment = (row: ShipmentRow, shown: ShownStatus): Shipment => ({
  id: row.id,
  awb: formatAwb({ prefix: row.awbPrefix, serial: row.awbSerial }),
  postNumber: row.postNumber,
  createdAt: row.createdAt.toISOString(),
  origin: row.origin,
  destination: row.destination,
  route: row.route,
  status: row.status,
  shownStatus: shown,
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

/**
 * What each shipment is shown as (shared/shipments/shown-status.ts), for a page of them at once:
 * its latest movement read in one query, the same rule as for a shipment with all its movements.
 * Other areas showing a shipment's state (a stock's used numbers) take it from here.
 */
export async function shownStatuses(db: Database, rows: readonly Pick<ShipmentRow, 'id' | 'status'>[]): Promise<Map<number, ShownStatus>> {
  const ids = rows.map((row) => row.id);
  const latest = ids.length
    ? await db
        .selectDistinctOn([movements.shipmentId], { shipmentId: movements.shipmentId, occurredAt: movements.occurredAt, status: movements.status })
        .from(movements)
        .where(inArray(movements.shipmentId, ids))
        .orderBy(movements.shipmentId, desc(movements.occurredAt), desc(movements.id))
    : [];
  const latestOf = new Map(latest.map((m) => [m.shipmentId, { time: m.occurredAt.toISOString(), status: m.status }]));
  return new Map(
    rows.map((row) => {
      const movement = latestOf.get(row.id);
      return [row.id, shownStatus(row.status, movement ? [movement] : [])];
    }),
  );
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
  const moves = await movementsOf(db, row.id);
  return {
    awb: formatAwb(parsed.awb),
    origin: row.origin,
    destination: row.destination,
    route: row.route,
    pieces: row.pieces,
    weight: row.weight,
    volume: row.volume,
    status: row.status,
    shownStatus: shownStatus(row.status, moves),
    movements: moves,
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
  const shown = await shownStatuses(db, rows);
  return { items: rows.map((row) => toShipment(row, shown.get(row.id) ?? row.status)), total: total?.value ?? 0 };
}

export async function getShipment(db: Database, user: SessionContext, id: number): Promise<ShipmentDetail> {
  const [row] = await db.select().from(shipments).where(and(eq(shipments.id, id), rowScope(user, shipments)));
  if (!row) throw new NotFoundError();
  const moves = await movementsOf(db, row.id);
  return { ...toShipment(row, shownStatus(row.status, moves)), movements: moves };
}
