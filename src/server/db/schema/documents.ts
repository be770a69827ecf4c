import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DOCUMENT_TYPES } from '@shared/finance/documents';
import { airlines } from './airlines';
import { bytea } from './columns';
import { contracts } from './parties';
import { users } from './users';

// Finance documents (section 3): acts and invoices the cabinet makes from a contract's ledger, and
// claims and tariff documents staff upload. The file lives in the row, as chat attachments do.

export const documentTypeEnum = pgEnum('document_type', DOCUMENT_TYPES);

export const documents = pgTable(
  'documents',
  {
    id: serial().primaryKey(),
    airlineId: integer()
      .notNull()
      .references(() => airlines.id),
    /** Null only for a tariff document of the whole airline (every client of it reads it). */
    contractId: integer().references(() => contracts.id),
    type: documentTypeEnum().notNull(),
    number: text().notNull(),
    date: date().notNull(),
    description: text(),
    /** The days a made act or invoice covers. */
    periodFrom: date(),
    periodTo: date(),
    /** A made document's total with VAT and the VAT in it, minor units of `currency`. */
    total: bigint({ mode: 'number' }),
    vat: bigint({ mode: 'number' }),
    currency: text(),
    fileName: text(),
    contentType: text(),
    size: integer(),
    content: bytea().notNull(),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One act and one invoice per contract and period: made again, it is the same document.
    uniqueIndex('documents_made_period')
      .on(t.contractId, t.type, t.periodFrom, t.periodTo)
      .where(sql`${t.type} in ('act', 'invoice')`),
    index().on(t.airlineId, t.date),
    index().on(t.contractId, t.date),
  ],
);

/**
 * The last number given to an airline's documents of a type in a year. Taking one is an upsert
 * that keeps the row locked to the end of the transaction, so numbers go up by one with no gap.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    airlineId: integer()
      .notNull()
      .references(() => airlines.id),
    type: documentTypeEnum().notNull(),
    year: integer().notNull(),
    value: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.airlineId, t.type, t.year] })],
);
