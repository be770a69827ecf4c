import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { formatAwb, parseAwb } from '@shared/awb';
import { shownStatus, type ShownStatus } from '@shared/shipments/shown-status';
import type { Movement, Tracking } from '@shared/shipments/tracking';
import type { Database } from '../../db/client';
import { movements, shipments } from '../../db/schema';
import { NotFoundError } from '../../errors';

type ShipmentRow = typeof shipments.$inferSelect;

/** A shipment's movements in the order they happened. */
export async function movementsOf(db: Database, shipmentId: number): Promise<Movement[]> {
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
