import { eq } from 'drizzle-orm';
import { isCurrency, toDecimal } from '@shared/money';
import type { Database } from '../../db/client';
import { contracts, payments } from '../../db/schema';
import { notify, usersOfContractor } from '../notifications';
import { emitWebhookEvent } from '../webhooks';

// A decided payment is news to everyone of the client company (group payment, level by outcome):
// its link opens the payment on its contract's filter (section 2: /payments?openId=&shared[contractId]=).

const OUTCOME = {
  accepted: { level: 'success', template: 'paymentAccepted' },
  declined: { level: 'warning', template: 'paymentDeclined' },
  cancelled: { level: 'info', template: 'paymentCancelled' },
} as const;

export async function notifyPayment(db: Database, paymentId: number): Promise<void> {
  const [row] = await db
    .select({ status: payments.status, number: payments.number, amount: payments.amount, currency: payments.currency, contractId: payments.contractId, contractNumber: contracts.number, contractorId: contracts.contractorId })
    .from(payments)
    .innerJoin(contracts, eq(contracts.id, payments.contractId))
    .where(eq(payments.id, paymentId));
  if (!row || row.status === 'wait' || !isCurrency(row.currency)) return;
  const outcome = OUTCOME[row.status];
  if (row.status === 'accepted') await emitWebhookEvent(db, { contractorId: row.contractorId, event: 'payment.accepted', data: { paymentId, number: row.number, contractId: row.contractId, contract: row.contractNumber, amount: { amount: row.amount, currency: row.currency } } });
  await notify(db, await usersOfContractor(db, row.contractorId), {
    group: 'payment',
    level: outcome.level,
    template: outcome.template,
    params: { amount: `${toDecimal({ amount: row.amount, currency: row.currency })} ${row.currency}` },
    contentData: {
      payment: { type: 'link', text: row.number, subtype: 'balance', params: { id: paymentId, contract: row.contractId ?? '' } },
      contract: { type: 'bold', text: row.contractNumber },
    },
  });
}
