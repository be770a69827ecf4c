import { and, eq, sql, type SQL } from 'drizzle-orm';
import { creditLimit, mayDebit, type CreditTerms, type LedgerEntryType } from '@shared/finance/ledger';
import { isCurrency, toDecimal, type Currency, type Money } from '@shared/money';
import { queryRows, type Database } from '../../db/client';
import { versionedCache, type DataVersionsNow } from '../../db/versioned-cache';
import { balanceHolds, contractBalances, contractPaymentMethods, contracts, ledgerEntries } from '../../db/schema';
import { AppError, NotFoundError, ValidationError } from '../../errors';

// The ledger's operations: the only code that changes a contract's balance. Each runs in the
// caller's transaction (a booking, an AWB issue, a payment's acceptance) or its own, locks the
// contract's balance row first, checks the contract's floor (zero, or minus its credit limit),
// adds its entries and moves the balance by exactly their sum. Holding the row lock to the end of
// the transaction is what keeps two concurrent debits from spending the same money.

/** Who caused an entry, and what: kept on the entry for the balance page and the documents. */
export interface Cause {
  userId?: number | null;
  description?: string | null;
  bookingId?: number | null;
  shipmentId?: number | null;
  paymentId?: number | null;
  documentId?: number | null;
  /** When it happened, for a history brought in from elsewhere (the demo seed); now otherwise. */
  at?: Date;
}

export interface PostedEntry {
  id: number;
  contractId: number;
  type: LedgerEntryType;
  amount: number;
  balanceAfter: number;
}

interface Locked {
  contractId: number;
  number: string;
  currency: Currency;
  balance: number;
  held: number;
  terms: CreditTerms;
}

/** The contract's balance row with its credit limit's text, locked for the rest of the transaction. */
function selectLocked(tx: Database, contractId: number) {
  return tx
    .select({
      balance: contractBalances.balance,
      held: contractBalances.held,
      currency: contractBalances.currency,
      number: contracts.number,
      credit: sql<string | null>`(select ${contractPaymentMethods.value} from ${contractPaymentMethods} where ${contractPaymentMethods.contractId} = ${contracts.id} and ${contractPaymentMethods.method} = 'KR' limit 1)`,
    })
    .from(contractBalances)
    .innerJoin(contracts, eq(contracts.id, contractBalances.contractId))
    .where(eq(contractBalances.contractId, contractId))
    .for('update', { of: contractBalances });
}

/**
 * The contract's balance row, locked for the rest of the transaction: one statement when the row
 * exists (every contract the migration found, and any after its first entry), created first otherwise.
 */
async function lockBalance(tx: Database, contractId: number): Promise<Locked> {
  let [row] = await selectLocked(tx, contractId);
  if (!row) {
    await tx
      .insert(contractBalances)
      .select(tx.select({ contractId: contracts.id, currency: contracts.currency, balance: sql`0`.as('balance'), held: sql`0`.as('held'), updatedAt: sql`now()`.as('updated_at') }).from(contracts).where(eq(contracts.id, contractId)))
      .onConflictDoNothing();
    [row] = await selectLocked(tx, contractId);
  }
  if (!row) throw new NotFoundError();
  if (!isCurrency(row.currency)) throw new Error(`contract ${contractId}: the ledger keeps no ${row.currency}`);
  return { contractId, number: row.number, currency: row.currency, balance: row.balance, held: row.held, terms: { limit: creditLimit([{ method: 'KR', value: row.credit }], row.currency) } };
}

const inTransaction = <T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> => db.transaction(async (tx) => work(tx as unknown as Database));

function checkAmount(amount: Money, locked: Locked): number {
  if (!Number.isSafeInteger(amount.amount) || amount.amount <= 0) throw new RangeError(`ledger amounts are positive minor units: ${amount.amount}`);
  if (amount.currency !== locked.currency) throw new ValidationError({ currency: 'finance:currencyMismatch' });
  return amount.amount;
}

const shown = (amount: number, currency: Currency): string => `${toDecimal({ amount, currency })} ${currency}`;

/** A debit past the contract's floor: refused with what is available (409, "not enough money"). */
function refuseDebit(locked: Locked, amount: number): never {
  const available = Math.max(0, locked.balance + locked.terms.limit);
  throw new AppError(409, locked.terms.limit > 0 ? 'finance:overCreditLimit' : 'finance:insufficientFunds', {
    params: { number: locked.number, amount: shown(amount, locked.currency), available: shown(available, locked.currency) },
  });
}

/** An entry to write: its amount moves the locked balance; `hold` names the hold it concerns ('new': the one being placed). */
interface Pending {
  type: LedgerEntryType;
  amount: number;
  cause: Cause;
  hold: number | 'new' | null;
}

/**
 * Writes what an operation decided in one statement: the hold it places or the hold it closes,
 * its entries (each with the running balance after it), and the contract's new balance. One round
 * trip under the row lock instead of one per row: the lock is held for less time, and a hot
 * contract serves more bookings (docs/performance.md, "Ledger").
 */
async function write(tx: Database, locked: Locked, entries: Pending[], hold: { place?: { amount: number; cause: Cause }; close?: { id: number; status: 'released' | 'charged' } } = {}): Promise<{ ids: number[]; holdId: number | null }> {
  const values = entries.map((entry) => {
    locked.balance += entry.amount;
    const { cause } = entry;
    const holdId = entry.hold === 'new' ? sql`(select id from placed)` : sql`${entry.hold}::int`;
    return sql`(${locked.contractId}::int, ${entry.type}::ledger_entry_type, ${entry.amount}::bigint, ${locked.currency}, ${locked.balance}::bigint, ${cause.description ?? null}, ${holdId},
      ${cause.bookingId ?? null}::int, ${cause.shipmentId ?? null}::int, ${cause.paymentId ?? null}::int, ${cause.documentId ?? null}::int, ${cause.userId ?? null}::int,
      coalesce(${cause.at?.toISOString() ?? null}::timestamptz, now()))`;
  });
  const place = hold.place;
  const placed = place
    ? sql`placed as (insert into ${balanceHolds} (contract_id, amount, currency, booking_id, description)
        values (${locked.contractId}::int, ${place.amount}::bigint, ${locked.currency}, ${place.cause.bookingId ?? null}::int, ${place.cause.description ?? null}) returning id),`
    : sql`placed as (select null::int as id),`;
  const closed = hold.close
    ? sql`closed as (update ${balanceHolds} set status = ${hold.close.status}::hold_status, closed_at = now() where id = ${hold.close.id}::int),`
    : sql``;
  const rows = await queryRows<{ hold_id: number | null; ids: number[] }>(
    tx,
    sql`with ${placed} ${closed}
      written as (insert into ${ledgerEntries} (contract_id, type, amount, currency, balance_after, description, hold_id, booking_id, shipment_id, payment_id, document_id, created_by, created_at)
        values ${sql.join(values, sql`, `)} returning id),
      saved as (update ${contractBalances} set balance = ${locked.balance}::bigint, held = ${locked.held}::bigint, updated_at = now() where contract_id = ${locked.contractId}::int)
      select (select id from placed) as hold_id, (select array_agg(id order by id) from written) as ids`,
  );
  const [row] = rows;
  if (!row || row.ids.length !== entries.length) throw new Error('ledger entries not written');
  return { ids: row.ids.map(Number), holdId: row.hold_id === null ? null : Number(row.hold_id) };
}

/** What the last of an operation's entries posted. */
function posted(locked: Locked, entries: Pending[], ids: number[]): PostedEntry {
  const last = entries.at(-1)!;
  return { id: ids.at(-1)!, contractId: locked.contractId, type: last.type, amount: last.amount, balanceAfter: locked.balance };
}

/** What a hold needs to know of its contract before it locks anything: the currency, number and floor. */
export type HoldTerms = Omit<Locked, 'balance' | 'held'>;

/**
 * A contract's terms a hold needs, read before a caller's locks (a booking reads them before it
 * locks its legs, so the hold under the lock is one statement).
 */
export async function termsOf(db: Database, contractId: number, versions?: DataVersionsNow): Promise<HoldTerms | null> {
  // With the data versions the caller read, kept while the contracts and their payment methods stand.
  if (versions) return keptTerms.get(db, contractId, () => termsOf(db, contractId), versions);
  const [row] = await db
    .select({
      number: contracts.number,
      currency: contracts.currency,
      // By the id itself: in a one-table select Drizzle leaves columns unqualified, and the
      // subquery's own contract_id and id would be read instead.
      credit: sql<string | null>`(select ${contractPaymentMethods.value} from ${contractPaymentMethods} where ${contractPaymentMethods.contractId} = ${contractId}::int and ${contractPaymentMethods.method} = 'KR' limit 1)`,
    })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!row || !isCurrency(row.currency)) return null;
  return { contractId, number: row.number, currency: row.currency, terms: { limit: creditLimit([{ method: 'KR', value: row.credit }], row.currency) } };
}

// The pricing data version moves with every write to contracts and their payment methods.
const keptTerms = versionedCache<number, HoldTerms | null>('pricing', String);

/**
 * A hold as expressions of a caller's statement: `place` (`hold_saved`, `hold_placed`) updates the
 * balance row only if the money is there (PostgreSQL re-checks the condition on the row it locks,
 * so two holds cannot both pass on the same money) and writes the hold; `write` (`hold_written`)
 * writes its entry from what the update returned, and goes after the caller's own expressions
 * when `shipment` names the shipment the statement writes. Nothing is written when the update did
 * not apply (no balance row yet, not enough money): `placeHold`'s locking path then decides, and
 * says why. `(select id from hold_placed)` is the hold's id for the statement's other rows.
 */
export function holdExpressions(terms: HoldTerms, minor: number, cause: Cause, shipment: SQL = sql`${cause.shipmentId ?? null}::int`): { place: SQL; write: SQL } {
  const { contractId, currency } = terms;
  return {
    place: sql`hold_saved as (update ${contractBalances} set balance = balance - ${minor}::bigint, held = held + ${minor}::bigint, updated_at = now()
        where contract_id = ${contractId}::int and currency = ${currency} and balance - ${minor}::bigint >= ${-terms.terms.limit}::bigint returning balance),
      hold_placed as (insert into ${balanceHolds} (contract_id, amount, currency, booking_id, description)
        select ${contractId}::int, ${minor}::bigint, ${currency}, ${cause.bookingId ?? null}::int, ${cause.description ?? null} from hold_saved returning id)`,
    write: sql`hold_written as (insert into ${ledgerEntries} (contract_id, type, amount, currency, balance_after, description, hold_id, booking_id, shipment_id, payment_id, document_id, created_by, created_at)
        select ${contractId}::int, 'hold'::ledger_entry_type, ${-minor}::bigint, ${currency}, hold_saved.balance, ${cause.description ?? null}, hold_placed.id,
          ${cause.bookingId ?? null}::int, ${shipment}, ${cause.paymentId ?? null}::int, ${cause.documentId ?? null}::int, ${cause.userId ?? null}::int,
          coalesce(${cause.at?.toISOString() ?? null}::timestamptz, now())
        from hold_saved, hold_placed returning id)`,
  };
}

/**
 * A hold in one statement (holdExpressions): the row stays locked for that one statement rather
 * than from a select to the commit, which is what a hot contract's bookings queue on. Null when
 * it did not apply (no balance row yet, not enough money, another currency).
 */
async function placeHoldAtOnce(db: Database, contractId: number, minor: number, currency: string, cause: Cause): Promise<{ holdId: number; entry: PostedEntry } | null> {
  const terms = await termsOf(db, contractId);
  if (!terms || terms.currency !== currency) return null;
  const hold = holdExpressions(terms, minor, cause);
  const rows = await queryRows<{ balance: string; hold_id: number; entry_id: number }>(
    db,
    sql`with ${hold.place}, ${hold.write}
      select hold_saved.balance, hold_placed.id as hold_id, hold_written.id as entry_id from hold_saved, hold_placed, hold_written`,
  );
  const [row] = rows;
  if (!row) return null;
  return { holdId: Number(row.hold_id), entry: { id: Number(row.entry_id), contractId, type: 'hold', amount: -minor, balanceAfter: Number(row.balance) } };
}

/** Reserves money for a booking: refused when it would take the contract below its floor. */
export async function placeHold(db: Database, contractId: number, amount: Money, cause: Cause = {}): Promise<{ holdId: number; entry: PostedEntry }> {
  if (Number.isSafeInteger(amount.amount) && amount.amount > 0) {
    const done = await placeHoldAtOnce(db, contractId, amount.amount, amount.currency, cause);
    if (done) return done;
  }
  return inTransaction(db, async (tx) => {
    const locked = await lockBalance(tx, contractId);
    const minor = checkAmount(amount, locked);
    if (!mayDebit(locked.balance, minor, locked.terms)) refuseDebit(locked, minor);
    locked.held += minor;
    const entries: Pending[] = [{ type: 'hold', amount: -minor, cause, hold: 'new' }];
    const { ids, holdId } = await write(tx, locked, entries, { place: { amount: minor, cause } });
    return { holdId: holdId!, entry: posted(locked, entries, ids) };
  });
}

/**
 * Why a hold of `amount` would be refused now (not enough money, past the credit limit, another
 * currency), or null when it would pass: for a caller whose own statement tried holdExpressions and
 * wrote nothing. A contract without a balance row yet gets one, so the caller's next try finds it.
 */
export async function holdRefusal(db: Database, contractId: number, amount: Money): Promise<AppError | null> {
  return inTransaction(db, async (tx) => {
    const locked = await lockBalance(tx, contractId);
    try {
      const minor = checkAmount(amount, locked);
      if (!mayDebit(locked.balance, minor, locked.terms)) refuseDebit(locked, minor);
      return null;
    } catch (refusal) {
      if (refusal instanceof AppError) return refusal;
      throw refusal;
    }
  });
}

/**
 * What a shipment has cost its contract so far: its charges less the refunds already made (minor
 * units of its contract's currency); null when nothing was charged.
 */
export async function netCharged(db: Database, shipmentId: number): Promise<{ amount: number; currency: Currency } | null> {
  const [row] = await db
    .select({
      charged: sql<string | null>`sum(case when ${ledgerEntries.type} = 'charge' then -${ledgerEntries.amount} when ${ledgerEntries.type} = 'refund' then -${ledgerEntries.amount} end)`,
      currency: sql<string | null>`min(${ledgerEntries.currency})`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.shipmentId, shipmentId));
  if (!row?.charged || !row.currency || !isCurrency(row.currency)) return null;
  return { amount: Number(row.charged), currency: row.currency };
}

/** A shipment's entries in its contract's ledger, oldest first (its page's payments). */
export async function shipmentEntries(db: Database, shipmentId: number): Promise<{ at: Date; type: LedgerEntryType; amount: number; currency: string; description: string | null }[]> {
  return db
    .select({ at: ledgerEntries.createdAt, type: ledgerEntries.type, amount: ledgerEntries.amount, currency: ledgerEntries.currency, description: ledgerEntries.description })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.shipmentId, shipmentId))
    .orderBy(ledgerEntries.createdAt, ledgerEntries.id);
}

/** The hold's row, locked after its contract's balance (the one lock order every operation keeps). */
async function lockOpenHold(tx: Database, holdId: number): Promise<{ locked: Locked; amount: number }> {
  const [hold] = await tx.select({ contractId: balanceHolds.contractId }).from(balanceHolds).where(eq(balanceHolds.id, holdId));
  if (!hold) throw new NotFoundError();
  const locked = await lockBalance(tx, hold.contractId);
  const [open] = await tx
    .select({ amount: balanceHolds.amount })
    .from(balanceHolds)
    .where(and(eq(balanceHolds.id, holdId), eq(balanceHolds.status, 'open')))
    .for('update');
  if (!open) throw new AppError(409, 'finance:holdClosed');
  return { locked, amount: open.amount };
}

/** Gives a hold's money back (the booking was cancelled or expired). */
export function releaseHold(db: Database, holdId: number, cause: Cause = {}): Promise<PostedEntry> {
  return inTransaction(db, async (tx) => {
    const { locked, amount } = await lockOpenHold(tx, holdId);
    locked.held -= amount;
    const entries: Pending[] = [{ type: 'release', amount, cause, hold: holdId }];
    const { ids } = await write(tx, locked, entries, { close: { id: holdId, status: 'released' } });
    return posted(locked, entries, ids);
  });
}

/**
 * Charges the contract (an AWB issued). With a hold, the hold is converted: its money comes back
 * and the charge is taken in the same transaction, so a final price above the hold needs only the
 * difference to be available.
 */
export function charge(db: Database, contractId: number, amount: Money, cause: Cause & { holdId?: number } = {}): Promise<PostedEntry> {
  return inTransaction(db, async (tx) => {
    const entries: Pending[] = [];
    let locked: Locked;
    const holdId = cause.holdId;
    if (holdId !== undefined) {
      const held = await lockOpenHold(tx, holdId);
      locked = held.locked;
      if (locked.contractId !== contractId) throw new AppError(409, 'finance:holdClosed');
      locked.held -= held.amount;
      // The hold's money back first: the charge is checked against the balance with it.
      locked.balance += held.amount;
      entries.push({ type: 'release', amount: held.amount, cause, hold: holdId });
    } else {
      locked = await lockBalance(tx, contractId);
    }
    const minor = checkAmount(amount, locked);
    if (!mayDebit(locked.balance, minor, locked.terms)) refuseDebit(locked, minor);
    if (holdId !== undefined) locked.balance -= entries[0]!.amount;
    entries.push({ type: 'charge', amount: -minor, cause, hold: holdId ?? null });
    const { ids } = await write(tx, locked, entries, holdId !== undefined ? { close: { id: holdId, status: 'charged' } } : {});
    return posted(locked, entries, ids);
  });
}

/** Money in: a payment received or a refund. */
export function credit(db: Database, contractId: number, type: 'payment' | 'refund', amount: Money, cause: Cause = {}): Promise<PostedEntry> {
  return inTransaction(db, async (tx) => {
    const locked = await lockBalance(tx, contractId);
    const entries: Pending[] = [{ type, amount: checkAmount(amount, locked), cause, hold: null }];
    const { ids } = await write(tx, locked, entries);
    return posted(locked, entries, ids);
  });
}

/**
 * A manual correction by airline staff, signed: a credit always goes in; a debit keeps to the
 * contract's floor like any other.
 */
export function correct(db: Database, contractId: number, amount: Money, cause: Cause & { description: string }): Promise<PostedEntry> {
  return inTransaction(db, async (tx) => {
    const locked = await lockBalance(tx, contractId);
    const magnitude = checkAmount({ amount: Math.abs(amount.amount), currency: amount.currency }, locked);
    if (amount.amount < 0 && !mayDebit(locked.balance, magnitude, locked.terms)) refuseDebit(locked, magnitude);
    const entries: Pending[] = [{ type: 'correction', amount: amount.amount, cause, hold: null }];
    const { ids } = await write(tx, locked, entries);
    return posted(locked, entries, ids);
  });
}

/** The opening balance a contract brings from before the ledger (seeds, migrations of old data). */
export function open(db: Database, contractId: number, amount: Money, cause: Cause = {}): Promise<PostedEntry> {
  return inTransaction(db, async (tx) => {
    const locked = await lockBalance(tx, contractId);
    const entries: Pending[] = [{ type: 'opening', amount: amount.amount, cause, hold: null }];
    const { ids } = await write(tx, locked, entries);
    return posted(locked, entries, ids);
  });
}

/** Every contract whose kept balance is not the sum of its entries, or whose held is not its open holds: none, ever. */
export async function ledgerDrift(db: Database): Promise<{ contractId: number; balance: number; sum: number; held: number; open: number }[]> {
  const sums = db
    .select({ contractId: ledgerEntries.contractId, sum: sql<string>`sum(${ledgerEntries.amount})`.as('sum') })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.contractId)
    .as('sums');
  const holds = db
    .select({ contractId: balanceHolds.contractId, open: sql<string>`sum(${balanceHolds.amount})`.as('open') })
    .from(balanceHolds)
    .where(eq(balanceHolds.status, 'open'))
    .groupBy(balanceHolds.contractId)
    .as('holds');
  const sum = sql<string>`coalesce(${sums.sum}, 0)`;
  const open = sql<string>`coalesce(${holds.open}, 0)`;
  const rows = await db
    .select({ contractId: contractBalances.contractId, balance: contractBalances.balance, held: contractBalances.held, sum, open })
    .from(contractBalances)
    .leftJoin(sums, eq(sums.contractId, contractBalances.contractId))
    .leftJoin(holds, eq(holds.contractId, contractBalances.contractId))
    .where(sql`${contractBalances.balance} <> ${sum} or ${contractBalances.held} <> ${open}`);
  return rows.map((row) => ({ ...row, sum: Number(row.sum), open: Number(row.open) }));
}
