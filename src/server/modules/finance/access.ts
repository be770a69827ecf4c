import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { can } from '@shared/abilities';
import { FINANCE_ABILITIES } from '@shared/finance/abilities';
import { conditionsSql } from '../../access/conditions';
import type { SessionContext } from '../../access/sessions';
import { contracts } from '../../db/schema';
import { ForbiddenError } from '../../errors';

// Whose money a caller sees. A client holding financial.balance.user reaches its own contractor's
// contracts; a holder of financial.balance.view reaches them too, and airline staff their airline's
// contracts where the ability's conditions allow. Anyone else is refused (403); a contract out of
// reach does not exist for the caller (404).

/**
 * The contracts the caller's finance abilities reach, or a 403 when it holds none of them: its own
 * contractor's under `ownAbility` (the balance calls' financial.balance.user; a list's own view
 * ability elsewhere), and the airline's under `ability`'s conditions.
 */
export function financeScope(user: SessionContext, ability: string = FINANCE_ABILITIES.balance, ownAbility: string = FINANCE_ABILITIES.userBalance): SQL {
  const own = can(user.abilities, ownAbility);
  const viewer = can(user.abilities, ability);
  if (!own && !viewer) throw new ForbiddenError();
  const reach: SQL[] = [];
  if (user.contractorId !== null) reach.push(eq(contracts.contractorId, user.contractorId));
  if (viewer && user.airlineId !== null) {
    reach.push(and(eq(contracts.airlineId, user.airlineId), conditionsSql(user.abilities[ability], { airline: contracts.airlineId, scopedMarker: user.airlineMarker ?? undefined }))!);
  }
  return reach.length ? or(...reach)! : sql`false`;
}
