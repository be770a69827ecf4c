import { eq } from 'drizzle-orm';
import { accreditationsResource } from '@shared/accreditations/definition';
import { accreditations } from '../../db/schema';
import type { ResourceBinding } from '../../resources/binding';
import { checkWithdrawal, prepareQuestionnaire, recordQuestionnaireSave } from './save';

/**
 * Accreditation requests: airline staff reach their airline's; an applicant reaches the requests
 * they filed, whatever their contractor (they have none until the contract is activated).
 */
export const accreditationsBinding: ResourceBinding = {
  def: accreditationsResource,
  table: accreditations,
  scope: (user) => (user.airlineId !== null ? eq(accreditations.airlineId, user.airlineId) : eq(accreditations.creatorId, user.userId)),
  prepare: prepareQuestionnaire,
  afterWrite: recordQuestionnaireSave,
  beforeDelete: checkWithdrawal,
};
