import { eq, sql } from 'drizzle-orm';
import { isCurrency } from '@shared/money';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import { ValidationError } from '../../errors';
import { credit } from './ledger';

// Accepting a payment, however it came (by hand, decided in review, matched from a bank
// statement): one path, so its money reaches the ledger the same way each time.

/** Accepts a payment in the caller's transaction: its ledger entry on the contract, then its row. */
export async function acceptPayment(tx: Database, user: SessionContext, paymentId: number, contractId: number, amount: { amount: number; currency: string }, number: string): Promise<void> {
  if (!isCurrency(amount.currency)) throw new ValidationError({ currency: 'validation:unknownValue' });
  await credit(tx, contractId, 'payment', { amount: amount.amount, currency: amount.currency }, { paymentId, userId: user.userId, description: `№ ${number}` });
  await tx.update(payments).set({ status: 'accepted', contractId, decidedBy: user.userId, decidedAt: sql`now()` }).where(eq(payments.id, paymentId));
}
