import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { HOLD_STATUSES, LEDGER_ENTRY_TYPES } from '@shared/finance/ledger';
import { PAYMENT_SOURCES, PAYMENT_STATUSES } from '@shared/finance/payments';
import { airlines } from './airlines';
import { contracts } from './parties';
import { shipments } from './shipments';
import { users } from './users';

// The ledger of contracts' balances (issue 15): money as whole minor units of the contract's
// currency. Entries are only ever added; a contract's balance is their sum, kept beside them in
// contract_balances by the same transaction that adds an entry (under that row's lock).

export const ledgerEntryTypeEnum = pgEnum('ledger_entry_type', LEDGER_ENTRY_TYPES);
export const holdStatusEnum = pgEnum('hold_status', HOLD_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentSourceEnum = pgEnum('payment_source', PAYMENT_SOURCES);

/**
 * Money a client sent the airline: registered by staff or read from a bank statement. Accepting it
 * writes its ledger entry (payment_id) in the same transaction; an unmatched statement line waits
 * here without a contract until a person assigns one.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    airlineId: integer()
      .notNull()
      .references(() => airlines.id),
    contractId: integer().references(() => contracts.id),
    number: text().notNull(),
    date: date().notNull(),
    /** Positive minor units. */
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    description: text(),
    payerName: text(),
    payerInn: text(),
    status: paymentStatusEnum().notNull().default('wait'),
    source: paymentSourceEnum().notNull().default('manual'),
    comment: text(),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer().references(() => users.id),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.airlineId, t.date),
    index().on(t.contractId, t.date),
    index().on(t.status),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    // A bank statement's line once per airline, however often the statement is imported (or two
    // imports of it race): the order's day, number, payer and amount name it; a payer without an INN
    // counts as one payer.
    uniqueIndex('payments_statement_line')
      .on(t.airlineId, t.date, t.number, sql`coalesce(${t.payerInn}, '')`, t.amount)
      .where(sql`${t.source} = 'statement'`),
  ],
);

/** Money reserved for a booking until it is released (cancelled, expired) or charged (AWB issued). */
export const balanceHolds = pgTable(
  'balance_holds',
  {
    id: serial().primaryKey(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id),
    /** Positive minor units. */
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    status: holdStatusEnum().notNull().default('open'),
    /** The booking it is for (the booking issue's table). */
    bookingId: integer(),
    description: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.contractId, t.status), index().on(t.bookingId), check('balance_holds_amount_positive', sql`${t.amount} > 0`)],
);

/** One change of a contract's balance, written in the same transaction as its cause. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial().primaryKey(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id),
    type: ledgerEntryTypeEnum().notNull(),
    /** Signed minor units: credits positive, debits negative. */
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    /** The contract's balance after this entry: the running total the balance page shows. */
    balanceAfter: bigint({ mode: 'number' }).notNull(),
    description: text(),
    /** What caused it: a hold (its placing, release or charge), a booking, a shipment, a payment, a document. */
    holdId: integer().references(() => balanceHolds.id),
    bookingId: integer(),
    shipmentId: integer().references(() => shipments.id),
    paymentId: integer().references(() => payments.id),
    documentId: integer(),
    /** Who: null for the system (a seed, an expiry). */
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.contractId, t.id), index().on(t.contractId, t.createdAt), index().on(t.paymentId), check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`)],
);

/**
 * A contract's balance beside its ledger: `balance` is the sum of its entries, `held` of its open
 * holds (already inside `balance`). Every write locks this row first, so concurrent debits of one
 * contract queue and none can spend what another already took.
 */
export const contractBalances = pgTable('contract_balances', {
  contractId: integer()
    .primaryKey()
    .references(() => contracts.id, { onDelete: 'cascade' }),
  currency: text().notNull(),
  balance: bigint({ mode: 'number' }).notNull().default(0),
  held: bigint({ mode: 'number' }).notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
