import { and, desc, isNull, sql } from 'drizzle-orm';
import type { ShownStatus } from '@shared/shipments/shown-status';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { movements, shipments } from '../../db/schema';
import { awbOf, shipmentScope } from './scope';
import { shownStatuses } from './service';

// The dashboard's "shipments in movement": the caller's shipments whose cargo has moved and is not
// delivered yet (their latest movement is not DLV or AWD; a shipment that never moved has none)
// and whose AWB was not refunded, with the
// status they are shown in. One query for the count and the first rows, one for their statuses.

export interface MovingShipment {
  id: number;
  awb: string;
  origin: string;
  destination: string;
  shown: ShownStatus;
  /** When its latest movement happened. */
  at: string;
}

const latestStatus = sql<string>`(select m.status from ${movements} m where m.shipment_id = ${shipments.id} order by m.occurred_at desc, m.id desc limit 1)`;
const latestAt = sql<Date>`(select max(m.occurred_at) from ${movements} m where m.shipment_id = ${shipments.id})`;

export async function shipmentsInMovement(db: Database, user: SessionContext, limit: number): Promise<{ total: number; items: MovingShipment[] }> {
  const rows = await db
    .select({
      id: shipments.id,
      awbPrefix: shipments.awbPrefix,
      awbSerial: shipments.awbSerial,
      origin: shipments.origin,
      destination: shipments.destination,
      status: shipments.status,
      at: latestAt.mapWith((value: string | Date) => new Date(value)),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(shipments)
    .where(and(shipmentScope(user), isNull(shipments.refundedAt), sql`${latestStatus} not in ('DLV', 'AWD')`))
    .orderBy(desc(latestAt), desc(shipments.id))
    .limit(limit);
  const shown = await shownStatuses(db, rows);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => ({ id: row.id, awb: awbOf(row), origin: row.origin, destination: row.destination, shown: shown.get(row.id)!, at: row.at.toISOString() })),
  };
}

