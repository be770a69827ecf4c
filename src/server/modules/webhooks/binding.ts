import { and, eq, inArray, sql } from 'drizzle-orm';
import { webhookError, webhooksResource } from '@shared/webhooks/endpoints';
import { deliveries, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { receiverRefusal } from '../../delivery/receiver-address';
import { ForbiddenError, ValidationError } from '../../errors';
import type { ResourceBinding } from '../../resources/binding';
import { subquery } from '../../resources/subquery';
import { newSecret } from './sign';

// A client's endpoints on the resource engine: the client's users reach their company's, the
// airline's staff their airline's clients'. The company is the caller's, the secret the server's.

/** Deliveries that failed for good, or failed and wait for a retry: the list's sign of a receiver in trouble. */
const troubled = subquery<number>(
  sql`select count(*)::int from ${webhookDeliveries} join ${deliveries} on ${deliveries.id} = ${webhookDeliveries.deliveryId} where ${webhookDeliveries.endpointId} = ${webhookEndpoints.id} and (${deliveries.status} = 'failed' or (${deliveries.status} = 'pending' and ${deliveries.attempts} > 0))`,
);

const REFUSALS = { url: 'url', scheme: 'url', unresolved: 'unresolved', private: 'private' } as const;

export const webhooksBinding: ResourceBinding = {
  def: webhooksResource,
  table: webhookEndpoints,
  contractor: webhookEndpoints.contractorId,
  extras: { troubled, secretShown: sql<boolean>`${webhookEndpoints.secretShown}` },
  async prepare(ctx, input, existing) {
    // An endpoint is a client's: staff have no company of their own to register one for.
    const contractorId = (existing?.contractorId as number | undefined) ?? ctx.user.contractorId;
    if (contractorId === null) throw new ForbiddenError();
    const url = String(input.url).trim();
    const refusal = await receiverRefusal(url, ctx.allowPrivateReceivers ?? false);
    if (refusal) throw new ValidationError({ url: webhookError(REFUSALS[refusal]) });
    const values = { url, events: input.events, active: input.active ?? true, description: input.description ?? null, contractorId };
    return existing ? values : { ...values, secret: newSecret(), secretShown: false };
  },
  // What is still queued for a removed endpoint is not sent: its client said it no longer listens there.
  async beforeDelete(ctx, row) {
    const queued = ctx.db.select({ id: webhookDeliveries.deliveryId }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, row.id));
    await ctx.db.delete(deliveries).where(and(inArray(deliveries.id, queued), eq(deliveries.status, 'pending')));
  },
};
