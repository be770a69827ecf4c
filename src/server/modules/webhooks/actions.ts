import { and, eq } from 'drizzle-orm';
import { PING_EVENT } from '@shared/webhooks/events';
import type { WebhookDelivery, WebhookSecret } from '@shared/webhooks/schemas';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Reader } from '../../resources/binding';
import { findRow } from '../../resources/query';
import { webhooksBinding } from './binding';
import { deliver, envelopeOf } from './emit';
import { findDelivery } from './log';
import { newSecret } from './sign';

// An endpoint's own actions. Each first finds the endpoint within the caller's reach under the
// ability the call needs (a client: its company's; another's is 404, as its page is).

export async function reachEndpoint(reader: Reader, user: SessionContext, ability: string, id: number): Promise<number> {
  const row = await findRow(reader, webhooksBinding, user, ability, id);
  if (!row) throw new NotFoundError();
  return row.id;
}

const edit = webhooksBinding.def.abilities.edit;

/** The secret made with the endpoint, the first time it is asked for; afterwards null. */
export async function revealSecret(reader: Reader, user: SessionContext, id: number): Promise<WebhookSecret> {
  const endpointId = await reachEndpoint(reader, user, edit, id);
  const [row] = await reader.db
    .update(webhookEndpoints)
    .set({ secretShown: true })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.secretShown, false)))
    .returning({ secret: webhookEndpoints.secret });
  return { secret: row?.secret ?? null };
}

/** A new secret, shown in this answer only. */
export async function rotateSecret(reader: Reader, user: SessionContext, id: number): Promise<WebhookSecret> {
  const endpointId = await reachEndpoint(reader, user, edit, id);
  const [row] = await reader.db
    .update(webhookEndpoints)
    .set({ secret: newSecret(), secretShown: true, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ secret: webhookEndpoints.secret });
  return { secret: row!.secret };
}

async function endpointOf(db: Database, id: number) {
  const [endpoint] = await db.select({ id: webhookEndpoints.id, url: webhookEndpoints.url, secret: webhookEndpoints.secret, contractorId: webhookEndpoints.contractorId }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!endpoint) throw new NotFoundError();
  return endpoint;
}

/** A test delivery (event `ping`), whatever the endpoint's events and even while it is off. */
export async function ping(reader: Reader, user: SessionContext, id: number, now = new Date()): Promise<WebhookDelivery> {
  const endpointId = await reachEndpoint(reader, user, edit, id);
  const endpoint = await endpointOf(reader.db, endpointId);
  const { envelope, body } = envelopeOf(PING_EVENT, { endpointId, contractorId: endpoint.contractorId }, now);
  const linkId = await reader.db.transaction((tx) => deliver(tx, endpoint, envelope, body, now));
  return (await findDelivery(reader.db, linkId))!;
}

/** The same body again as a new delivery, to the endpoint's address now and signed with its secret now. */
export async function resend(reader: Reader, user: SessionContext, deliveryId: number, now = new Date()): Promise<WebhookDelivery> {
  const original = await findDelivery(reader.db, deliveryId);
  if (!original) throw new NotFoundError();
  const endpointId = await reachEndpoint(reader, user, edit, original.endpointId);
  const endpoint = await endpointOf(reader.db, endpointId);
  const linkId = await reader.db.transaction((tx) => deliver(tx, endpoint, { id: original.eventId, event: original.event }, original.body, now));
  return (await findDelivery(reader.db, linkId))!;
}
