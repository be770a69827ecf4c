import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { FINANCE_ABILITIES } from '@shared/finance/abilities';
import type { BalanceListQuery, BalanceOperation, BalancePage } from '@shared/finance/balance';
import { isCurrency } from '@shared/money';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { contractors, contracts, ledgerEntries, shipments, users } from '../../db/schema';
import { financeScope } from './access';

// The balance page's operations: the ledger's entries of the contracts the caller reaches, each
// with the running balance after it (kept on the entry when it was written), filtered by contract,
// local dates and type.

/** The local day of an entry in the caller's zone. */
const localDay = (tz: string): SQL => sql`(${ledgerEntries.createdAt} at time zone ${tz})::date`;

function filters(user: SessionContext, query: BalanceListQuery): SQL {
  return and(
    financeScope(user, FINANCE_ABILITIES.balance),
    query.contractId === undefined ? undefined : eq(ledgerEntries.contractId, query.contractId),
    query.type === undefined ? undefined : eq(ledgerEntries.type, query.type),
    query.from === undefined ? undefined : sql`${localDay(query.tz)} >= ${query.from}::date`,
    query.to === undefined ? undefined : sql`${localDay(query.tz)} <= ${query.to}::date`,
  )!;
}

const ORDER: Record<BalanceListQuery['sort'], SQL[]> = {
  date: [asc(ledgerEntries.createdAt), asc(ledgerEntries.id)],
  '-date': [desc(ledgerEntries.createdAt), desc(ledgerEntries.id)],
  amount: [asc(ledgerEntries.amount), asc(ledgerEntries.id)],
  '-amount': [desc(ledgerEntries.amount), desc(ledgerEntries.id)],
};

function operationsQuery(db: Database, where: SQL) {
  return db
    .select({
      id: ledgerEntries.id,
      createdAt: ledgerEntries.createdAt,
      type: ledgerEntries.type,
      description: ledgerEntries.description,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      currency: ledgerEntries.currency,
      contractId: ledgerEntries.contractId,
      contractNumber: contracts.number,
      contractor: contractors.name,
      bookingId: ledgerEntries.bookingId,
      shipmentId: ledgerEntries.shipmentId,
      awb: sql<string | null>`case when ${shipments.id} is null then null else ${shipments.awbPrefix} || '-' || ${shipments.awbSerial} end`,
      paymentId: ledgerEntries.paymentId,
      createdBy: users.name,
    })
    .from(ledgerEntries)
    .innerJoin(contracts, eq(contracts.id, ledgerEntries.contractId))
    .innerJoin(contractors, eq(contractors.id, contracts.contractorId))
    .leftJoin(shipments, eq(shipments.id, ledgerEntries.shipmentId))
    .leftJoin(users, eq(users.id, ledgerEntries.createdBy))
    .where(where)
    .$dynamic();
}

type OperationRow = Awaited<ReturnType<typeof operationsQuery>>[number];

export function toOperation(row: OperationRow): BalanceOperation {
  const currency = isCurrency(row.currency) ? row.currency : 'RUB';
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    type: row.type,
    description: row.description,
    amount: { amount: row.amount, currency },
    balance: { amount: row.balanceAfter, currency },
    contractId: row.contractId,
    contractNumber: row.contractNumber,
    contractor: row.contractor,
    bookingId: row.bookingId,
    shipmentId: row.shipmentId,
    awb: row.awb,
    paymentId: row.paymentId,
    createdBy: row.createdBy,
  };
}

export async function listOperations(db: Database, user: SessionContext, query: BalanceListQuery): Promise<BalancePage> {
  const where = filters(user, query);
  const [rows, [total]] = await Promise.all([
    operationsQuery(db, where)
      .orderBy(...ORDER[query.sort])
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(ledgerEntries).innerJoin(contracts, eq(contracts.id, ledgerEntries.contractId)).where(where),
  ]);
  return { items: rows.map(toOperation), total: total?.total ?? 0 };
}

/** Every operation of the filters, for the export (at most `limit`, in the page's order). */
export async function allOperations(db: Database, user: SessionContext, query: BalanceListQuery, limit: number): Promise<BalanceOperation[]> {
  const rows = await operationsQuery(db, filters(user, query))
    .orderBy(...ORDER[query.sort])
    .limit(limit);
  return rows.map(toOperation);
}

/** One operation in the caller's reach (the answer of a correction). */
export async function operationById(db: Database, user: SessionContext, id: number): Promise<BalanceOperation | null> {
  const [row] = await operationsQuery(db, and(financeScope(user, FINANCE_ABILITIES.balance), eq(ledgerEntries.id, id))!);
  return row ? toOperation(row) : null;
}
