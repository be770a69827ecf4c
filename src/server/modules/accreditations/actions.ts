import { and, eq } from 'drizzle-orm';
import { mayPerform, TRANSITIONS, type AccreditationAction, type ActionBody } from '@shared/accreditations';
import type { AccreditationStatus } from '@shared/constants';
import type { Database } from '../../db/client';
import { accreditations } from '../../db/schema';
import { AppError, NotFoundError, ValidationError } from '../../errors';
import type { ResourceBinding } from '../../resources/binding';
import { accessSql } from '../../resources/query';
import type { SessionContext } from '../../access/sessions';
import { activate } from './activation';
import { settleApplicant } from './applicant';
import { recordHistory } from './history';
import { notifyStatusChange } from './notify';
import { notifyContractCreated } from '../parties';

// The airline's actions on a request (section 4): each allowed only from the statuses the shared
// transition table names, each leaving a history line, all in one transaction with the request
// row locked, so two members of staff acting at once cannot both move it.

export async function performAction(db: Database, binding: ResourceBinding, user: SessionContext, id: number, action: AccreditationAction, body: ActionBody): Promise<void> {
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(accreditations)
      .where(and(eq(accreditations.id, id), accessSql(binding, user, binding.def.abilities.edit)))
      .for('update');
    if (!request) throw new NotFoundError();
    if (!mayPerform(action, request.status)) throw new AppError(409, 'resources/accreditations:errors.transition');
    const transition = TRANSITIONS[action];
    const to: AccreditationStatus = transition.to === 'chosen' ? body.status! : transition.to;
    if (to === request.status) throw new ValidationError({ status: 'resources/accreditations:errors.sameStatus' });

    const linked = action === 'activate' ? await activate(tx, request) : {};
    await tx
      .update(accreditations)
      .set({ status: to, comment: body.comment, ...linked, updatedAt: new Date() })
      .where(eq(accreditations.id, id));
    await recordHistory(tx, { accreditationId: id, userId: user.userId, event: action, fromStatus: request.status, toStatus: to, comment: body.comment });
    await settleApplicant(tx, request, to);
    await notifyStatusChange(tx, request, to, body.comment);
    if ('contractId' in linked && typeof linked.contractId === 'number') await notifyContractCreated(tx, linked.contractId);
  });
}
