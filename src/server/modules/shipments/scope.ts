import { and, eq, type SQL } from 'drizzle-orm';
import { formatAwb } from '@shared/awb';
import { SHIPMENT_ABILITIES } from '@shared/shipments/abilities';
import { conditionsSql } from '../../access/conditions';
import { rowScope } from '../../access/scope';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { airlines, shipments } from '../../db/schema';
import { NotFoundError } from '../../errors';

// Which shipments a caller reaches: the airline's staff their airline's, a client its company's
// (section 6's row scope), and of those the routes the conditions of its shipment.view allow (a
// terminal's staff see their airport's cargo). Outside it a shipment does not exist for the caller.

export function shipmentScope(user: SessionContext): SQL {
  return and(
    rowScope(user, shipments),
    conditionsSql(user.abilities[SHIPMENT_ABILITIES.view], {
      airline: shipments.airlineId,
      departure: shipments.origin,
      arrival: shipments.destination,
      ...(user.airlineMarker !== null && user.airlineId !== null ? { scopedMarker: user.airlineMarker } : {}),
    }),
  )!;
}

export type ShipmentRow = typeof shipments.$inferSelect;

export const awbOf = (row: Pick<ShipmentRow, 'awbPrefix' | 'awbSerial'>): string => formatAwb({ prefix: row.awbPrefix, serial: row.awbSerial });

/** The shipment if the caller reaches it, with its airline's marker; locked for the caller's transaction when asked (its actions queue on it). */
export async function reachShipment(db: Database, user: SessionContext, id: number, lock = false): Promise<ShipmentRow & { marker: string }> {
  const query = db
    .select({ row: shipments, marker: airlines.marker })
    .from(shipments)
    .innerJoin(airlines, eq(airlines.id, shipments.airlineId))
    .where(and(eq(shipments.id, id), shipmentScope(user)));
  const [found] = await (lock ? query.for('update', { of: shipments }) : query);
  if (!found) throw new NotFoundError();
  return { ...found.row, marker: found.marker };
}

/** The context an ability's conditions are read against for this shipment: its airline and route. */
export const routeContext = (row: Pick<ShipmentRow, 'origin' | 'destination'> & { marker: string }) => ({ company: row.marker, departure: row.origin, arrival: row.destination });
