import { count, desc, eq } from 'drizzle-orm';
import type { WebhookDelivery, WebhookDeliveryPage } from '@shared/webhooks/schemas';
import type { PageQuery } from '@shared/api/page';
import type { Database } from '../../db/client';
import { deliveries, webhookDeliveries } from '../../db/schema';

// An endpoint's delivery log: each delivery with what the queue knows of it.

const columns = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  event: webhookDeliveries.event,
  createdAt: webhookDeliveries.createdAt,
  status: deliveries.status,
  attempts: deliveries.attempts,
  maxAttempts: deliveries.maxAttempts,
  dueAt: deliveries.dueAt,
  sentAt: deliveries.sentAt,
  lastAnswer: deliveries.lastAnswer,
  parcel: deliveries.parcel,
};

type LogRecord = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];

const view = (row: LogRecord): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  event: row.event,
  status: row.status,
  attempts: row.attempts,
  maxAttempts: row.maxAttempts,
  createdAt: row.createdAt.toISOString(),
  nextTryAt: row.status === 'pending' ? row.dueAt.toISOString() : null,
  sentAt: row.sentAt?.toISOString() ?? null,
  lastAnswer: row.lastAnswer,
  body: row.parcel.channel === 'http' ? row.parcel.body : '',
});

const joined = (db: Database) => db.select(columns).from(webhookDeliveries).innerJoin(deliveries, eq(deliveries.id, webhookDeliveries.deliveryId));

export async function deliveryLog(db: Database, endpointId: number, query: PageQuery): Promise<WebhookDeliveryPage> {
  const rows = await joined(db)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [total] = await db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
  return { items: rows.map(view), total: total?.n ?? 0 };
}

/** One delivery of the log, with its endpoint; null when there is none. */
export async function findDelivery(db: Database, id: number): Promise<(WebhookDelivery & { endpointId: number }) | null> {
  const [row] = await db
    .select({ ...columns, endpointId: webhookDeliveries.endpointId })
    .from(webhookDeliveries)
    .innerJoin(deliveries, eq(deliveries.id, webhookDeliveries.deliveryId))
    .where(eq(webhookDeliveries.id, id));
  return row ? { ...view(row), endpointId: row.endpointId } : null;
}
