import { and, eq } from 'drizzle-orm';
import { FINANCE_ABILITIES } from '@shared/finance/abilities';
import type { Money } from '@shared/money';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { contracts } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../errors';
import { financeScope } from './access';
import { correct, type PostedEntry } from './ledger';

// A manual correction of a balance: airline staff only (financial.balance.edit), on a contract
// their ability reaches, with the reason written on the entry.

export async function correctBalance(db: Database, user: SessionContext, contractId: number, amount: Money, reason: string): Promise<PostedEntry> {
  if (user.airlineId === null) throw new ForbiddenError();
  const [contract] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.id, contractId), financeScope(user, FINANCE_ABILITIES.balanceEdit)));
  if (!contract) throw new NotFoundError();
  return correct(db, contractId, amount, { userId: user.userId, description: reason });
}
