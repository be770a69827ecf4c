import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { ObjectRef } from '@shared/one-record';
import type { Translate } from '@shared/validation';
import type { Database } from '../../db/client';
import { movements, type shipments } from '../../db/schema';
import { movementStatuses, type MovementStatus } from '../messaging';
import { CONTEXT, eventIri, link } from './ids';
import { airport, code } from './values';

// A shipment's logistics events are its movements, read through the messaging area's own mapping
// of a movement to its FSU status line: the event's code, time and airport are the line's, so a
// partner reading ONE Record and one reading FSU telegrams learn the same thing. A movement no FSU
// carries (a discrepancy, a flight status without its flight) is still an event, from its row.

type ShipmentRow = typeof shipments.$inferSelect;

export interface EventWindow {
  from?: Date;
  to?: Date;
}

function eventNode(origin: string, of: ObjectRef, status: MovementStatus, t: Translate) {
  const { movement, line } = status;
  return {
    '@id': eventIri(origin, of, movement.id),
    '@type': 'cargo:LogisticsEvent',
    'cargo:eventCode': code(line?.code ?? movement.status, 'IATA Cargo-IMP status codes'),
    'cargo:eventName': t(`shipments:movementStatus.${movement.status}`),
    'cargo:eventDate': movement.occurredAt.toISOString(),
    'cargo:eventTimeType': 'ACTUAL',
    'cargo:creationDate': movement.recordedAt.toISOString(),
    'cargo:eventFor': link(origin, of),
    'cargo:eventLocation': airport(line && 'departure' in line ? line.departure : line && 'airport' in line ? line.airport : movement.place),
    'cargo:partialEventIndicator': line ? line.shipmentCode === 'P' : false,
    ...(movement.legId !== null ? { 'cargo:linkedObject': link(origin, { kind: 'transport-movement', id: movement.legId }) } : {}),
  };
}

async function statusesOf(db: Database, shipment: ShipmentRow, window: EventWindow, movementId?: number): Promise<MovementStatus[]> {
  const rows = await db
    .select()
    .from(movements)
    .where(
      and(
        eq(movements.shipmentId, shipment.id),
        movementId === undefined ? undefined : eq(movements.id, movementId),
        window.from ? gte(movements.occurredAt, window.from) : undefined,
        window.to ? lte(movements.occurredAt, window.to) : undefined,
      ),
    )
    .orderBy(asc(movements.occurredAt), asc(movements.id));
  return movementStatuses(db, shipment, rows);
}

/** The events of a shipment (or its waybill) as an `api:Collection`, oldest first. */
export async function logisticsEvents(db: Database, origin: string, of: ObjectRef, shipment: ShipmentRow, window: EventWindow, t: Translate) {
  const items = (await statusesOf(db, shipment, window)).map((status) => eventNode(origin, of, status, t));
  return { '@context': CONTEXT, '@id': `${link(origin, of)['@id']}/logistics-events`, '@type': 'api:Collection', 'api:hasTotalItems': items.length, 'api:hasItem': items };
}

/** The events of an object that has none of its own (a piece, a booking, a flight leg). */
export const emptyEvents = (origin: string, of: ObjectRef) => ({ '@context': CONTEXT, '@id': `${link(origin, of)['@id']}/logistics-events`, '@type': 'api:Collection', 'api:hasTotalItems': 0, 'api:hasItem': [] });

/** One event of a shipment (or its waybill); null when the movement is not the shipment's. */
export async function logisticsEvent(db: Database, origin: string, of: ObjectRef, shipment: ShipmentRow, movementId: number, t: Translate) {
  const [status] = await statusesOf(db, shipment, {}, movementId);
  return status ? { '@context': CONTEXT, ...eventNode(origin, of, status, t) } : null;
}
