import { can } from '@shared/abilities';
import { ACCREDITATION_ABILITIES } from '@shared/accreditations/abilities';
import { ownLatestRequest } from '../accreditations';
import { isOnTheWay } from './roles';
import type { BlockProvider } from './provider';

// A company on its way to a contract: where its accreditation request stands. The screen says in
// words what comes next for each status (docs/decisions.md); the block links to the request, or to
// the questionnaire's form before the first one is filed.

export const accreditationStepBlock: BlockProvider = {
  kind: 'accreditation-step',
  applies: (user) => isOnTheWay(user) && can(user.abilities, ACCREDITATION_ABILITIES.view),
  async read({ db, user }) {
    const request = await ownLatestRequest(db, user);
    const mayFile = can(user.abilities, ACCREDITATION_ABILITIES.edit);
    return {
      kind: 'accreditation-step',
      count: request ? 1 : 0,
      link: request ? `/accreditations/${request.id}` : mayFile ? '/accreditations/add' : '/accreditations',
      rows: [],
      step: { requestId: request?.id ?? null, status: request?.status ?? null, comment: request?.comment ?? null },
    };
  },
};
