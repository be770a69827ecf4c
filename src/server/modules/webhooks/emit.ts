import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq } from 'drizzle-orm';
import { formatAwb } from '@shared/awb';
import type { DeliveredEvent, WebhookEvent } from '@shared/webhooks/events';
import type { Database } from '../../db/client';
import { shipments, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { enqueue } from '../../delivery/queue';
import { WEBHOOK_MAX_ATTEMPTS, webhookParcel, type WebhookEnvelope } from './sign';

// What the other areas call at their change points, in their own transaction: the event is queued
// for every active endpoint of the client that asked for it, and goes out only if the change stays.

type Writer = Pick<Database, 'select' | 'insert'>;

/** Queues one delivery of a body to an endpoint, linked to it for its log. Answers the link's id. */
export async function deliver(tx: Writer, endpoint: { id: number; url: string; secret: string }, envelope: Pick<WebhookEnvelope, 'id' | 'event'>, body: string, now = new Date()): Promise<number> {
  const deliveryId = await enqueue(tx, webhookParcel(endpoint, envelope.event, envelope.id, body), null, now, WEBHOOK_MAX_ATTEMPTS);
  const [link] = await tx.insert(webhookDeliveries).values({ endpointId: endpoint.id, deliveryId, eventId: envelope.id, event: envelope.event }).returning({ id: webhookDeliveries.id });
  return link!.id;
}

/** The envelope of an event as its receivers read it. */
export function envelopeOf(event: DeliveredEvent, data: Record<string, unknown>, now = new Date()): { envelope: WebhookEnvelope; body: string } {
  const envelope: WebhookEnvelope = { id: randomUUID(), event, occurredAt: now.toISOString(), data };
  return { envelope, body: JSON.stringify(envelope) };
}

/**
 * An event of a client (data: ids, AWB, statuses, amounts in minor units with their currency; never
 * a secret). Answers how many deliveries were queued.
 */
export async function emitWebhookEvent(tx: Writer, input: { contractorId: number | null; event: WebhookEvent; data: Record<string, unknown> }, now = new Date()): Promise<number> {
  if (input.contractorId === null) return 0;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.contractorId, input.contractorId), eq(webhookEndpoints.active, true), arrayContains(webhookEndpoints.events, [input.event])))
    .orderBy(webhookEndpoints.id);
  if (!endpoints.length) return 0;
  const { envelope, body } = envelopeOf(input.event, input.data, now);
  for (const endpoint of endpoints) await deliver(tx, endpoint, envelope, body, now);
  return endpoints.length;
}

/** An event about a shipment: its client's endpoints hear of it, with the shipment's id and AWB number. */
export async function emitShipmentWebhook(tx: Writer, shipmentId: number, event: WebhookEvent, data: Record<string, unknown> = {}, now = new Date()): Promise<number> {
  const [row] = await tx
    .select({ contractorId: shipments.contractorId, prefix: shipments.awbPrefix, serial: shipments.awbSerial })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  if (!row) return 0;
  return emitWebhookEvent(tx, { contractorId: row.contractorId, event, data: { shipmentId, awb: formatAwb({ prefix: row.prefix, serial: row.serial }), ...data } }, now);
}
