import { and, eq, ne } from 'drizzle-orm';
import { afterApplicantSave, mayDelete, mayEdit, saveEvent } from '@shared/accreditations';
import type { AccreditationStatus } from '@shared/constants';
import { accreditationsResource } from '@shared/accreditations/definition';
import { inputKeys } from '@shared/resources/define';
import type { ResourceRow } from '@shared/resources/list-query';
import { accreditations } from '../../db/schema';
import { AppError } from '../../errors';
import type { WriteContext } from '../../resources/binding';
import type { SessionContext } from '../../access/sessions';
import { recordHistory } from './history';

// Saving a questionnaire through the generic resource calls: who may change it in which status,
// what a save does to the status, and the history line it leaves (docs/decisions.md).

/** Airline staff work on requests; everyone else is an applicant working on their own. */
export const isStaff = (user: SessionContext): boolean => user.airlineId !== null;

const statusOf = (row: ResourceRow): AccreditationStatus => row.status as AccreditationStatus;

/** The status a save leaves: staff corrections keep it; an applicant's answer to a revision resubmits. */
const statusAfterSave = (user: SessionContext, existing: ResourceRow | null): AccreditationStatus =>
  existing === null ? 'new' : isStaff(user) ? statusOf(existing) : afterApplicantSave(statusOf(existing));

export async function prepareQuestionnaire(ctx: WriteContext, input: Record<string, unknown>, existing: ResourceRow | null): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = Object.fromEntries(inputKeys(accreditationsResource).map((key) => [key, input[key]]));
  // A resident of the Russian Federation is a Russian company, whatever was picked.
  if (input.resident === true) values.country = 'RU';
  if (existing) {
    if (!mayEdit(statusOf(existing), isStaff(ctx.user))) throw new AppError(409, 'resources/accreditations:errors.notEditable');
    return { ...values, status: statusAfterSave(ctx.user, existing) };
  }
  if (!isStaff(ctx.user)) {
    // One company, one request at a time: a rejected one may be followed by a new one.
    const [open] = await ctx.db
      .select({ id: accreditations.id })
      .from(accreditations)
      .where(and(eq(accreditations.creatorId, ctx.user.userId), ne(accreditations.status, 'rejected')))
      .limit(1);
    if (open) throw new AppError(409, 'resources/accreditations:errors.openRequest');
  }
  return { ...values, status: 'new', creatorId: ctx.user.userId, creatorEmail: ctx.user.email };
}

export async function recordQuestionnaireSave(ctx: WriteContext, id: number, _input: Record<string, unknown>, existing: ResourceRow | null): Promise<void> {
  const from = existing ? statusOf(existing) : null;
  const to = statusAfterSave(ctx.user, existing);
  await recordHistory(ctx.db, { accreditationId: id, userId: ctx.user.userId, event: saveEvent(from, to), fromStatus: from, toStatus: to });
}

export async function checkWithdrawal(_ctx: WriteContext, row: ResourceRow): Promise<void> {
  if (!mayDelete(statusOf(row))) throw new AppError(409, 'resources/accreditations:errors.notDeletable');
}
