import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { FINANCE_ABILITIES } from '@shared/finance/abilities';
import type { ContractBalance, ContractResponse, UserBalance } from '@shared/finance/balance';
import { available, creditLimit } from '@shared/finance/ledger';
import { isCurrency, type Currency, type Money } from '@shared/money';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { airlines, contractBalances, contractPaymentMethods, contractors, contracts } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { financeScope } from './access';

// A contract's balance as the calls of section 7 answer it: the ledger's balance (zero before the
// first entry), what is held for bookings, the credit limit of its KR payment method and what
// remains available down to the floor.

const contractColumns = {
  id: contracts.id,
  number: contracts.number,
  type: contracts.type,
  currency: contracts.currency,
  validFrom: contracts.validFrom,
  validTo: contracts.validTo,
  unlimited: contracts.unlimited,
  supplier: airlines.name,
  contractorId: contractors.id,
  contractorName: contractors.name,
  contractorInn: contractors.inn,
  balance: sql<number>`coalesce(${contractBalances.balance}, 0)`.mapWith(Number),
  held: sql<number>`coalesce(${contractBalances.held}, 0)`.mapWith(Number),
  credit: sql<string | null>`(select ${contractPaymentMethods.value} from ${contractPaymentMethods} where ${contractPaymentMethods.contractId} = ${contracts.id} and ${contractPaymentMethods.method} = 'KR' limit 1)`,
};

function contractsQuery(db: Database, scope: ReturnType<typeof financeScope>) {
  return db
    .select(contractColumns)
    .from(contracts)
    .innerJoin(airlines, eq(airlines.id, contracts.airlineId))
    .innerJoin(contractors, eq(contractors.id, contracts.contractorId))
    .leftJoin(contractBalances, eq(contractBalances.contractId, contracts.id))
    .where(scope)
    .$dynamic();
}

type ContractRow = Awaited<ReturnType<typeof contractsQuery>>[number];

const currencyOf = (row: ContractRow): Currency => (isCurrency(row.currency) ? row.currency : 'RUB');
const moneyIn = (amount: number, currency: Currency): Money => ({ amount: amount + 0, currency });

export function contractResponse(row: ContractRow): ContractResponse {
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    currency: row.currency,
    validFrom: row.validFrom,
    validTo: row.validTo,
    unlimited: row.unlimited,
    supplier: row.supplier,
    contractor: { id: row.contractorId, name: row.contractorName, inn: row.contractorInn },
  };
}

function figures(row: ContractRow) {
  const currency = currencyOf(row);
  const terms = { limit: creditLimit([{ method: 'KR', value: row.credit }], currency) };
  return {
    money: moneyIn(row.balance, currency),
    held: moneyIn(row.held, currency),
    creditLimit: moneyIn(terms.limit, currency),
    available: moneyIn(available(row.balance, terms), currency),
  };
}

const today = sql`current_date`;
/** Contracts in force first (the header's balance is the first), then by number. */
const inForce = sql`case when ${contracts.validFrom} <= ${today} and (${contracts.unlimited} or ${contracts.validTo} is null or ${contracts.validTo} >= ${today}) then 0 else 1 end`;

/** `GET /api/balance/user`: the caller's own contracts (financial.balance.user), the main one first. */
export async function userBalances(db: Database, user: SessionContext): Promise<UserBalance[]> {
  if (user.contractorId === null) return [];
  const rows = (await contractsQuery(db, eq(contracts.contractorId, user.contractorId)).orderBy(asc(inForce), desc(contracts.validFrom), asc(contracts.id)));
  return rows.map((row) => ({ contractId: row.id, number: row.number, ...figures(row) }));
}

/** `GET /api/balance/user/contracts-list`: every contract the caller reaches, each with `contractResponse`. */
export async function contractBalanceList(db: Database, user: SessionContext, id?: number): Promise<ContractBalance[]> {
  const scope = and(financeScope(user, FINANCE_ABILITIES.balance), id === undefined ? undefined : eq(contracts.id, id))!;
  const rows = (await contractsQuery(db, scope).orderBy(asc(inForce), asc(contracts.number)).limit(1000));
  return rows.map((row) => ({ contractResponse: contractResponse(row), ...figures(row) }));
}

/** One contract in reach, or a 404. */
export async function contractBalance(db: Database, user: SessionContext, id: number): Promise<ContractBalance> {
  const [row] = await contractBalanceList(db, user, id);
  if (!row) throw new NotFoundError();
  return row;
}
