import { and, desc, eq, isNull } from 'drizzle-orm';
import { CARGO_NS, parseObjectId, SUBSCRIBABLE_CLASSES, SUBSCRIBABLE_KINDS, type OneRecordTopicType, type SubscriptionBody } from '@shared/one-record';
import { M } from '@shared/validation';
import type { Database } from '../../db/client';
import { oneRecordSubscriptions } from '../../db/schema';
import { receiverRefusal } from '../../delivery/receiver-address';
import { NotFoundError, ValidationError } from '../../errors';
import { CONTEXT, objectIdFromIri } from './ids';
import { shipmentIdOf } from './objects';
import type { TokenCaller } from './tokens';

// A token holder's subscriptions: to one of a shipment's objects (the shipment, its waybill, a
// piece, a booking) or to a class (every Shipment or Waybill of the airline). The callback must be
// a public address unless the server allows private receivers; it is checked again before each post.

type SubscriptionRow = typeof oneRecordSubscriptions.$inferSelect;

/** `cargo:Shipment` or the full IRI, as a class the cabinet notifies of; null for any other. */
function classOf(topic: string): string | null {
  const name = topic.startsWith('cargo:') ? topic.slice('cargo:'.length) : topic.startsWith(CARGO_NS) ? topic.slice(CARGO_NS.length) : null;
  return name && (SUBSCRIBABLE_CLASSES as readonly string[]).includes(name) ? name : null;
}

/** The subscription as ONE Record writes it (`api:Subscription`). */
export function subscriptionNode(origin: string, row: SubscriptionRow) {
  return {
    '@context': CONTEXT,
    '@id': `${origin}/api/one-record/subscriptions/${row.id}`,
    '@type': 'api:Subscription',
    'api:hasTopicType': { '@id': `api:${row.topicType}` },
    'api:hasTopic': row.topicType === 'LOGISTICS_OBJECT_TYPE' ? { '@id': `cargo:${row.topic}` } : { '@id': `${row.origin}/api/one-record/logistics-objects/${row.topic}` },
    'api:includeSubscriptionEventType': [{ '@id': 'api:LOGISTICS_OBJECT_UPDATED' }],
    'api:hasContentType': 'application/ld+json',
    callbackUrl: row.callbackUrl,
  };
}

export async function subscribe(db: Database, caller: TokenCaller, origin: string, body: SubscriptionBody, allowPrivate: boolean) {
  const topicType = body['api:hasTopicType'].slice('api:'.length) as OneRecordTopicType;
  let topic: string;
  let shipmentId: number | null = null;
  if (topicType === 'LOGISTICS_OBJECT_TYPE') {
    const name = classOf(body['api:hasTopic']);
    if (!name) throw new ValidationError({ 'api:hasTopic': M.unknownValue });
    topic = name;
  } else {
    const id = objectIdFromIri(body['api:hasTopic']);
    const ref = id ? parseObjectId(id) : null;
    if (!id || !ref || !(SUBSCRIBABLE_KINDS as readonly string[]).includes(ref.kind)) throw new ValidationError({ 'api:hasTopic': M.invalid });
    shipmentId = await shipmentIdOf(db, caller.airlineId, ref);
    if (shipmentId === null) throw new ValidationError({ 'api:hasTopic': M.notFoundValue });
    topic = id;
  }
  const refusal = await receiverRefusal(body.callbackUrl, allowPrivate);
  if (refusal) throw new ValidationError({ callbackUrl: `one-record:callbackRefused.${refusal}` });
  const [row] = await db
    .insert(oneRecordSubscriptions)
    .values({ airlineId: caller.airlineId, tokenId: caller.tokenId, topicType, topic, shipmentId, callbackUrl: body.callbackUrl, origin })
    .returning();
  return subscriptionNode(origin, row!);
}

export async function mySubscriptions(db: Database, caller: TokenCaller, origin: string) {
  const rows = await db
    .select()
    .from(oneRecordSubscriptions)
    .where(and(eq(oneRecordSubscriptions.tokenId, caller.tokenId), isNull(oneRecordSubscriptions.endedAt)))
    .orderBy(desc(oneRecordSubscriptions.id));
  return { '@context': CONTEXT, '@graph': rows.map((row) => subscriptionNode(origin, row)) };
}

export async function unsubscribe(db: Database, caller: TokenCaller, id: number): Promise<void> {
  const [row] = await db
    .update(oneRecordSubscriptions)
    .set({ endedAt: new Date() })
    .where(and(eq(oneRecordSubscriptions.id, id), eq(oneRecordSubscriptions.tokenId, caller.tokenId), isNull(oneRecordSubscriptions.endedAt)))
    .returning({ id: oneRecordSubscriptions.id });
  if (!row) throw new NotFoundError();
}
