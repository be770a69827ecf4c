import { and, eq, inArray } from 'drizzle-orm';
import { FINANCE_ABILITIES } from '@shared/finance/abilities';
import type { StatementLine, StatementOutcome, StatementResult } from '@shared/finance/statement';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { contractors, contracts, payments } from '../../db/schema';
import { ForbiddenError } from '../../errors';
import { financeScope } from './access';
import { acceptPayment } from './payment-accept';
import { notifyPayment } from './payment-notify';
import { matchContract, type Candidate } from './statement-match';
import { parseStatement, type ParsedOrder } from './statement-parse';

// Importing a bank statement: the whole file checked first (statement-parse.ts), then all its
// incoming orders written in one transaction, or none. An order imported before is skipped by the
// payments_statement_line index itself, so two imports of one file at the same moment cannot both
// write it: the second waits on the first's row and finds it there.
//
// Lock order, so two overlapping imports never deadlock: every payment row is written first, in one
// order of their keys (a writer waits only on the same key, and both meet the keys in the same
// order); only then are the matched ones credited, contract by contract in id order, the balance
// rows locked as every other ledger operation locks them.

/** A statement is of a ruble account. */
const CURRENCY = 'RUB';
/** Rows per insert: few round trips for a big statement, well under PostgreSQL's parameter limit. */
const CHUNK = 500;

type Written = Map<ParsedOrder, { paymentId: number; contract: Candidate | null }>;

const keyOf = (row: { date: string; number: string; payerInn: string | null; amount: number }): string => JSON.stringify([row.date, row.number, row.payerInn ?? '', row.amount]);

/** The caller's airline's ruble contracts the payers' INNs name, within the caller's payments reach. */
async function candidatesOf(tx: Database, user: SessionContext & { airlineId: number }, orders: readonly ParsedOrder[]): Promise<Candidate[]> {
  const inns = [...new Set(orders.map((order) => order.payerInn).filter((inn): inn is string => inn !== null))];
  if (!inns.length) return [];
  const rows = await tx
    .select({ id: contracts.id, number: contracts.number, inn: contractors.inn })
    .from(contracts)
    .innerJoin(contractors, eq(contractors.id, contracts.contractorId))
    .where(
      and(
        inArray(contractors.inn, inns),
        eq(contracts.airlineId, user.airlineId),
        eq(contracts.currency, CURRENCY),
        financeScope(user, FINANCE_ABILITIES.paymentsEdit, FINANCE_ABILITIES.paymentsEdit),
      ),
    );
  return rows.flatMap((row) => (row.inn ? [{ id: row.id, number: row.number, inn: row.inn }] : []));
}

/** Writes the orders not imported before as payments in review; a key already there writes nothing. */
async function writeNew(tx: Database, user: SessionContext & { airlineId: number }, orders: readonly ParsedOrder[], candidates: readonly Candidate[]): Promise<Written> {
  const sorted = [...orders].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  const fresh = new Map<string, number>();
  for (let start = 0; start < sorted.length; start += CHUNK) {
    const rows = await tx
      .insert(payments)
      .values(
        sorted.slice(start, start + CHUNK).map((order) => ({
          airlineId: user.airlineId,
          contractId: null,
          number: order.number,
          date: order.date,
          amount: order.amount,
          currency: CURRENCY,
          description: order.purpose,
          payerName: order.payerName,
          payerInn: order.payerInn,
          status: 'wait' as const,
          source: 'statement' as const,
          createdBy: user.userId,
        })),
      )
      // The conflict is payments_statement_line's (the one unique index beside the key): Drizzle
      // names no expression index as a target, and none is needed.
      .onConflictDoNothing()
      .returning({ id: payments.id, date: payments.date, number: payments.number, payerInn: payments.payerInn, amount: payments.amount });
    for (const row of rows) fresh.set(keyOf(row), row.id);
  }
  const written: Written = new Map();
  for (const order of sorted) {
    const paymentId = fresh.get(keyOf(order));
    // The same order twice in one file is written once: the second is a duplicate of the first.
    if (paymentId === undefined) continue;
    fresh.delete(keyOf(order));
    written.set(order, { paymentId, contract: matchContract(order, candidates) });
  }
  return written;
}

/** Imports a statement file for airline staff: its incoming orders become payments, all or none. */
export async function importStatement(db: Database, user: SessionContext, bytes: Buffer): Promise<StatementResult> {
  const { airlineId } = user;
  if (airlineId === null) throw new ForbiddenError();
  const staff = { ...user, airlineId };
  const { documents } = parseStatement(bytes);
  const incoming = documents.filter((order) => order.incoming);

  const written = await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const result = await writeNew(tx, staff, incoming, await candidatesOf(tx, staff, incoming));
    const matched = [...result].filter(([, w]) => w.contract !== null).sort(([a, x], [b, y]) => x.contract!.id - y.contract!.id || a.line - b.line);
    for (const [order, { paymentId, contract }] of matched) {
      await acceptPayment(tx, user, paymentId, contract!.id, { amount: order.amount, currency: CURRENCY }, order.number);
      await notifyPayment(tx, paymentId);
    }
    return result;
  });

  const counts: Record<StatementOutcome, number> = { accepted: 0, wait: 0, duplicate: 0, outgoing: 0 };
  const lines = documents.map((order): StatementLine => {
    const done = written.get(order);
    const outcome: StatementOutcome = !order.incoming ? 'outgoing' : !done ? 'duplicate' : done.contract ? 'accepted' : 'wait';
    counts[outcome] += 1;
    return {
      line: order.line,
      number: order.number,
      date: order.date,
      amount: { amount: order.amount, currency: CURRENCY },
      payerName: order.payerName,
      payerInn: order.payerInn,
      outcome,
      paymentId: done?.paymentId ?? null,
      contractId: done?.contract?.id ?? null,
      contractNumber: done?.contract?.number ?? null,
    };
  });
  return { ...counts, lines };
}
