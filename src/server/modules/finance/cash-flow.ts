import { and, eq, sql } from 'drizzle-orm';
import type { CashFlow, CashFlowBlocks, CashFlowPeriod, CashFlowQuery } from '@shared/finance/balance';
import type { LedgerEntryType } from '@shared/finance/ledger';
import { defaultSpan, periodCount, periodsOf, periodStart } from '@shared/finance/periods';
import { isCurrency, type Currency, type Money } from '@shared/money';
import { M } from '@shared/validation';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { ledgerEntries } from '../../db/schema';
import { ValidationError } from '../../errors';
import { contractBalance } from './balance-read';

// A contract's cash flow: the balance a span opened with, the money in and out by kind, and the
// balance it closed with, for the span as a whole (the blocks) and period by period (the chart).
// Figures are sums of the ledger's entries, so opening + movements = closing to the kopeck.

export const MAX_PERIODS = 400;

/** Which figure an entry's type moves; a carried-over opening entry counts with the corrections. */
const FIGURE: Record<LedgerEntryType, 'payments' | 'refunds' | 'holds' | 'charges' | 'corrections'> = {
  payment: 'payments',
  refund: 'refunds',
  hold: 'holds',
  release: 'holds',
  charge: 'charges',
  correction: 'corrections',
  opening: 'corrections',
};

type Figures = Record<'payments' | 'refunds' | 'holds' | 'charges' | 'corrections', number>;
const noFigures = (): Figures => ({ payments: 0, refunds: 0, holds: 0, charges: 0, corrections: 0 });

/** Today in the zone, as an ISO day. */
const todayIn = (tz: string): string => new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

function span(query: CashFlowQuery, fallback: { from: string; to: string }): { from: string; to: string } {
  const from = query.from ?? fallback.from;
  const to = query.to ?? fallback.to;
  if (to < from) throw new ValidationError({ to: M.dateRangeOrder });
  return { from, to };
}

/** The sums of a contract's entries by period start and type within the span, and the balance before it. */
async function sums(db: Database, contractId: number, tz: string, from: string, to: string, period: CashFlowPeriod) {
  const day = sql`(${ledgerEntries.createdAt} at time zone ${tz})::date`;
  // The period is one of three words (the query's picklist), written into the statement.
  const bucket = sql<string>`to_char(date_trunc(${sql.raw(`'${period}'`)}, ${ledgerEntries.createdAt} at time zone ${tz}), 'YYYY-MM-DD')`;
  const [before, rows] = await Promise.all([
    db
      .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.contractId, contractId), sql`${day} < ${from}::date`)),
    db
      .select({ bucket, type: ledgerEntries.type, sum: sql<string>`sum(${ledgerEntries.amount})` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.contractId, contractId), sql`${day} >= ${from}::date`, sql`${day} <= ${to}::date`))
      // By position: the bucket's time zone is a parameter, and a second copy of it would be another expression.
      .groupBy(sql.raw('1'), sql.raw('2')),
  ]);
  const byPeriod = new Map<string, Figures>();
  for (const row of rows) {
    // date_trunc('day' | 'week' | 'month') gives the period's first day, as periodsOf keys it.
    const key = periodStart(row.bucket, period);
    const figures = byPeriod.get(key) ?? noFigures();
    figures[FIGURE[row.type]] += Number(row.sum);
    byPeriod.set(key, figures);
  }
  return { opening: Number(before[0]?.sum ?? 0), byPeriod };
}

function blockOf(currency: Currency, from: string, to: string, opening: number, figures: Figures) {
  const m = (amount: number): Money => ({ amount: amount + 0, currency });
  const moved = figures.payments + figures.refunds + figures.holds + figures.charges + figures.corrections;
  return {
    from,
    to,
    opening: m(opening),
    payments: m(figures.payments),
    refunds: m(figures.refunds),
    holds: m(figures.holds),
    charges: m(figures.charges),
    corrections: m(figures.corrections),
    closing: m(opening + moved),
  };
}

/** `cash-flow-blocks`: the span as a whole, the current month unless told. */
export async function cashFlowBlocks(db: Database, user: SessionContext, contractId: number, query: CashFlowQuery): Promise<CashFlowBlocks> {
  const contract = await contractBalance(db, user, contractId);
  const today = todayIn(query.tz);
  const { from, to } = span(query, { from: periodStart(today, 'month'), to: today });
  const { opening, byPeriod } = await sums(db, contractId, query.tz, from, to, 'month');
  const total = noFigures();
  for (const figures of byPeriod.values()) for (const key of Object.keys(total) as (keyof Figures)[]) total[key] += figures[key];
  const currency = isCurrency(contract.money.currency) ? contract.money.currency : 'RUB';
  return { contract: contract.contractResponse, ...blockOf(currency, from, to, opening, total) };
}

/** `cash-flow`: period by period, each opening where the previous one closed. */
export async function cashFlow(db: Database, user: SessionContext, contractId: number, query: CashFlowQuery): Promise<CashFlow> {
  const contract = await contractBalance(db, user, contractId);
  const { from, to } = span(query, defaultSpan(todayIn(query.tz), query.period));
  if (periodCount(from, to, query.period) > MAX_PERIODS) throw new ValidationError({ from: 'finance:tooManyPeriods' });
  const { opening, byPeriod } = await sums(db, contractId, query.tz, from, to, query.period);
  const currency = contract.money.currency;
  let balance = opening;
  const periods = periodsOf(from, to, query.period).map((period) => {
    const block = blockOf(currency, period.from, period.to, balance, byPeriod.get(period.key) ?? noFigures());
    balance = block.closing.amount;
    return block;
  });
  return { contract: contract.contractResponse, period: query.period, periods };
}
