import { sql } from 'drizzle-orm';
import { lettersResource } from '@shared/messaging/letters';
import { letters } from '../../db/schema';
import { enqueue } from '../../delivery/queue';
import { AppError } from '../../errors';
import type { ResourceBinding } from '../../resources/binding';

// The letters log on the resource engine: the airline's staff read what went out; adding is a
// free-text letter to e-mail recipients, queued for delivery with the row that logs it. A letter
// is what went out: it is never changed or removed.

export const lettersBinding: ResourceBinding = {
  def: lettersResource,
  table: letters,
  // The airline's correspondence, for its staff alone: a client holding the ability reads nothing here.
  scope: (user) => (user.airlineId !== null ? sql`${letters.airlineId} = ${user.airlineId}` : sql`false`),
  prepare: async (ctx, input, existing) => {
    if (existing) throw new AppError(409, 'resources/letters:errors.notEditable');
    return {
      protocol: 'EMAIL',
      recipients: input.recipients,
      copy: input.copy,
      subject: input.subject,
      body: input.body,
      status: 'processed',
      createdBy: ctx.user.userId,
    };
  },
  afterWrite: async (ctx, id, input) => {
    await enqueue(ctx.db, { channel: 'email', to: input.recipients as string[], cc: input.copy as string[], subject: input.subject as string, text: input.body as string, attachments: [] }, id);
  },
  beforeDelete: async () => {
    throw new AppError(409, 'resources/letters:errors.notDeletable');
  },
};
