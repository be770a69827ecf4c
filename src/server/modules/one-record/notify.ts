import { and, eq, isNull, or } from 'drizzle-orm';
import { LD_JSON, parseObjectId, type ObjectRef } from '@shared/one-record';
import type { Database } from '../../db/client';
import { oneRecordSubscriptions, shipments } from '../../db/schema';
import { enqueue } from '../../delivery/queue';
import { CONTEXT, objectIri } from './ids';

// The one call the areas make when a shipment changes (a movement, its AWB issued or edited, a
// booking answered): every live subscription to the shipment's objects, or to their class, gets an
// `api:Notification` (LOGISTICS_OBJECT_UPDATED) on the delivery queue, in the change's own
// transaction, so it goes out only if the change stays, and the queue retries it. Kept free of the
// other areas' faces: the areas that call it are the ones ONE Record reads.

const CLASS_KIND = { Shipment: 'shipment', Waybill: 'waybill' } as const;

/** The ONE Record notification of an object's change. */
export function notificationOf(origin: string, ref: ObjectRef, className: string) {
  return {
    '@context': CONTEXT,
    '@type': 'api:Notification',
    'api:hasEventType': { '@id': 'api:LOGISTICS_OBJECT_UPDATED' },
    'api:hasLogisticsObject': { '@id': objectIri(origin, ref) },
    'api:hasLogisticsObjectType': { '@id': `cargo:${className}` },
  };
}

const CLASS_OF_KIND: Record<string, string> = { shipment: 'Shipment', waybill: 'Waybill', piece: 'Piece', booking: 'Booking' };

/**
 * The shipments already told of in each open transaction: one action can record several history
 * entries (a refund accepted, then the AWB refunded) and a subscriber hears of it once. Only a
 * transaction is remembered (Drizzle's has `rollback`), never the database itself, which lives on.
 */
const toldIn = new WeakMap<object, Set<number>>();

function firstInTransaction(tx: Database, shipmentId: number): boolean {
  if (!('rollback' in tx)) return true;
  const told = toldIn.get(tx) ?? new Set<number>();
  toldIn.set(tx, told);
  if (told.has(shipmentId)) return false;
  told.add(shipmentId);
  return true;
}

/** Queues a notification to each live subscription the shipment's change concerns; answers how many. */
export async function notifyOneRecordChange(tx: Database, change: { shipmentId: number }): Promise<number> {
  if (!firstInTransaction(tx, change.shipmentId)) return 0;
  const [shipment] = await tx.select({ airlineId: shipments.airlineId }).from(shipments).where(eq(shipments.id, change.shipmentId));
  if (!shipment) return 0;
  const subscribed = await tx
    .select()
    .from(oneRecordSubscriptions)
    .where(
      and(
        isNull(oneRecordSubscriptions.endedAt),
        or(
          eq(oneRecordSubscriptions.shipmentId, change.shipmentId),
          and(eq(oneRecordSubscriptions.airlineId, shipment.airlineId), eq(oneRecordSubscriptions.topicType, 'LOGISTICS_OBJECT_TYPE')),
        ),
      ),
    );
  let queued = 0;
  for (const subscription of subscribed) {
    const typed = subscription.topicType === 'LOGISTICS_OBJECT_TYPE';
    const ref = typed ? { kind: CLASS_KIND[subscription.topic as keyof typeof CLASS_KIND], id: change.shipmentId } : parseObjectId(subscription.topic);
    if (!ref?.kind) continue;
    const className = typed ? subscription.topic : CLASS_OF_KIND[ref.kind]!;
    const body = notificationOf(subscription.origin, ref, className);
    await enqueue(tx, { channel: 'http', url: subscription.callbackUrl, contentType: LD_JSON, body: JSON.stringify(body), guarded: true });
    queued += 1;
  }
  return queued;
}
