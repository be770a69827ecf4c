import { eq, sql } from 'drizzle-orm';
import { telegramEditable } from '@shared/messaging/settings';
import { telegramsResource } from '@shared/messaging/telegrams';
import type { ResourceRow } from '@shared/resources/list-query';
import { cimpTelegrams } from '../../db/schema';
import { AppError, ValidationError } from '../../errors';
import type { ResourceBinding, WriteContext } from '../../resources/binding';
import { logAnswer, sameTelegram, telegramDigest, telegramValues } from './log';
import { processTelegram } from './process';

// The telegram log (the cimp screen) on the resource engine: a staff member pastes a telegram and
// it is read, logged and applied in one transaction; a telegram in error is fixed and applied again
// through edit. An FFR's answer (FFA) is logged OUT beside it, the request's row pointing at it.

/** Adding is pasting a telegram to apply; editing fixes one in error and applies it again. */
async function prepareTelegram(ctx: WriteContext, input: Record<string, unknown>, existing: ResourceRow | null): Promise<Record<string, unknown>> {
  if (existing && !telegramEditable(existing.status)) throw new AppError(409, 'resources/cimp:errors.notEditable');
  const text = input.text as string;
  const direction = (existing?.direction as 'IN' | 'OUT' | undefined) ?? 'IN';
  if (await sameTelegram(ctx.db, ctx.airline.id, direction, telegramDigest(text), existing?.id)) throw new ValidationError({ text: 'resources/cimp:errors.duplicate' });

  // Pasted by the airline's staff: no sender's setting, every type applied.
  const outcome = await processTelegram(ctx.db, { airlineId: ctx.airline.id, userId: ctx.user.userId, setting: null, session: ctx.user }, text, ctx.t);
  const answerId = await logAnswer(ctx.db, ctx.airline.id, ctx.user.userId, outcome, ctx.t('resources/cimp:outcome.answerNote', { awb: telegramValues(text, direction, outcome, null).awb ?? '' }));
  return { ...telegramValues(text, direction, outcome, answerId), ...(existing ? {} : { createdBy: ctx.user.userId }) };
}

export const telegramsBinding: ResourceBinding = {
  def: telegramsResource,
  table: cimpTelegrams,
  // The airline's log, for its staff alone: a client holding the ability reads nothing here.
  scope: (user) => (user.airlineId !== null ? eq(cimpTelegrams.airlineId, user.airlineId) : sql`false`),
  prepare: prepareTelegram,
  beforeDelete: async (_ctx, row) => {
    // An applied telegram stays in the log: it is what keeps the same text from being applied again.
    if (!telegramEditable(row.status)) throw new AppError(409, 'resources/cimp:errors.notDeletable');
  },
};
