import { aliasedTable, and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { FINANCE_ABILITIES } from '@shared/finance/abilities';
import { parseAmount } from '@shared/finance/amount';
import type { PaymentBody, PaymentDecision, PaymentListQuery, PaymentPage, PaymentRow } from '@shared/finance/payments';
import { isCurrency } from '@shared/money';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { contractors, contracts, payments, users } from '../../db/schema';
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { financeScope } from './access';
import { acceptPayment } from './payment-accept';
import { notifyPayment } from './payment-notify';

// Payments: the list (a client its own contracts', staff their airline's, an unmatched one only
// staff), registering one by hand, and deciding one in review. Accepting credits the contract's
// balance through the ledger in the same transaction and tells the client's users.

const decider = aliasedTable(users, 'decider');

/** The payments the caller reaches: its contracts' (financeScope's rule), and staff their airline's unmatched ones too. */
function paymentScope(user: SessionContext): SQL {
  const contractScope = financeScope(user, FINANCE_ABILITIES.payments, FINANCE_ABILITIES.payments);
  const unmatched = user.airlineId !== null ? and(sql`${payments.contractId} is null`, eq(payments.airlineId, user.airlineId)) : undefined;
  return or(and(sql`${payments.contractId} is not null`, contractScope), unmatched) ?? contractScope;
}

function paymentsQuery(db: Database, where: SQL) {
  return db
    .select({
      id: payments.id,
      date: payments.date,
      number: payments.number,
      description: payments.description,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      source: payments.source,
      contractId: payments.contractId,
      contractNumber: contracts.number,
      contractor: contractors.name,
      payerName: payments.payerName,
      payerInn: payments.payerInn,
      comment: payments.comment,
      createdAt: payments.createdAt,
      decidedAt: payments.decidedAt,
      decidedBy: decider.name,
    })
    .from(payments)
    .leftJoin(contracts, eq(contracts.id, payments.contractId))
    .leftJoin(contractors, eq(contractors.id, contracts.contractorId))
    .leftJoin(decider, eq(decider.id, payments.decidedBy))
    .where(where)
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof paymentsQuery>>[number];

const toPayment = (row: Row): PaymentRow => ({
  ...row,
  amount: { amount: row.amount, currency: isCurrency(row.currency) ? row.currency : 'RUB' },
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

const ORDER: Record<PaymentListQuery['sort'], SQL[]> = {
  date: [asc(payments.date), asc(payments.id)],
  '-date': [desc(payments.date), desc(payments.id)],
  amount: [asc(payments.amount), asc(payments.id)],
  '-amount': [desc(payments.amount), desc(payments.id)],
};

export async function listPayments(db: Database, user: SessionContext, query: PaymentListQuery): Promise<PaymentPage> {
  const words = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    paymentScope(user),
    query.contractId === undefined ? undefined : eq(payments.contractId, query.contractId),
    query.status === undefined ? undefined : eq(payments.status, query.status),
    query.from === undefined ? undefined : sql`${payments.date} >= ${query.from}::date`,
    query.to === undefined ? undefined : sql`${payments.date} <= ${query.to}::date`,
    words === undefined ? undefined : or(ilike(payments.number, words), ilike(payments.payerName, words), ilike(payments.payerInn, words), ilike(payments.description, words)),
  )!;
  const [rows, [total]] = await Promise.all([
    paymentsQuery(db, where)
      .orderBy(...ORDER[query.sort])
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(payments).leftJoin(contracts, eq(contracts.id, payments.contractId)).where(where),
  ]);
  return { items: rows.map(toPayment), total: total?.total ?? 0 };
}

export async function paymentById(db: Database, user: SessionContext, id: number): Promise<PaymentRow> {
  const [row] = await paymentsQuery(db, and(paymentScope(user), eq(payments.id, id))!);
  if (!row) throw new NotFoundError();
  return toPayment(row);
}

/** A contract airline staff may take money on: their airline's, under their payments ability; its currency. */
async function staffContract(db: Database, user: SessionContext, contractId: number): Promise<{ id: number; currency: string }> {
  const [row] = await db
    .select({ id: contracts.id, currency: contracts.currency })
    .from(contracts)
    .where(and(eq(contracts.id, contractId), financeScope(user, FINANCE_ABILITIES.paymentsEdit, FINANCE_ABILITIES.paymentsEdit)));
  if (!row) throw new ValidationError({ contractId: 'validation:notFoundValue' });
  return row;
}

/** Registers a payment by hand: accepted at once (its money credited) or left in review. */
export async function registerPayment(db: Database, user: SessionContext, body: PaymentBody): Promise<number> {
  if (user.airlineId === null) throw new ForbiddenError();
  const contract = await staffContract(db, user, body.contractId);
  if (contract.currency !== body.currency) throw new ValidationError({ currency: 'finance:currencyMismatch' });
  const amount = parseAmount(body.amount, body.currency);
  const airlineId = user.airlineId;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        airlineId,
        contractId: contract.id,
        number: body.number,
        date: body.date,
        amount,
        currency: body.currency,
        description: body.description,
        payerName: body.payerName,
        payerInn: body.payerInn,
        status: 'wait',
        source: 'manual',
        createdBy: user.userId,
      })
      .returning({ id: payments.id });
    if (!row) throw new Error('payment not inserted');
    if (body.accept) {
      await acceptPayment(tx as unknown as Database, user, row.id, contract.id, { amount, currency: body.currency }, body.number);
      await notifyPayment(tx as unknown as Database, row.id);
    }
    return row.id;
  });
  return id;
}

/** Decides a payment in review: accept (assigning a contract if it has none), decline or cancel. */
export async function decidePayment(db: Database, user: SessionContext, id: number, decision: PaymentDecision): Promise<void> {
  if (user.airlineId === null) throw new ForbiddenError();
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const [payment] = await tx
      .select({ id: payments.id, status: payments.status, contractId: payments.contractId, amount: payments.amount, currency: payments.currency, number: payments.number, airlineId: payments.airlineId })
      .from(payments)
      .leftJoin(contracts, eq(contracts.id, payments.contractId))
      .where(and(eq(payments.id, id), paymentScope(user)))
      .for('update', { of: payments });
    if (!payment) throw new NotFoundError();
    if (payment.status !== 'wait') throw new AppError(409, 'finance:paymentDecided');
    if (decision.status === 'accepted') {
      const contractId = decision.contractId ?? payment.contractId;
      if (contractId === null) throw new ValidationError({ contractId: 'validation:required' });
      const contract = await staffContract(tx, user, contractId);
      if (contract.currency !== payment.currency) throw new ValidationError({ contractId: 'finance:currencyMismatch' });
      await acceptPayment(tx, user, id, contractId, { amount: payment.amount, currency: payment.currency }, payment.number);
      if (decision.comment) await tx.update(payments).set({ comment: decision.comment }).where(eq(payments.id, id));
    } else {
      await tx.update(payments).set({ status: decision.status, comment: decision.comment, decidedBy: user.userId, decidedAt: sql`now()` }).where(eq(payments.id, id));
    }
    await notifyPayment(tx, id);
  });
}
