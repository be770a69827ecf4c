import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { ContactType } from '@shared/constants';
import { stamps } from './columns';
import { airlines } from './airlines';
import { paymentMethodEnum, stockItemStatusEnum } from './enums';
import { contractors, contracts } from './parties';
import { users } from './users';

// The financial handbook (section 3): AWB stock, tariff products, persons, and the payment methods
// of contracts.


/** A range of AWB numbers handed to an agent under a contract. */
export const stocks = pgTable(
  'stocks',
  {
    id: serial().primaryKey(),
    airlineId: integer()
      .notNull()
      .references(() => airlines.id),
    prefix: text().notNull(),
    /** The client's contract; null: the airline's own stock, numbering bookings of clients without one (shippers). */
    contractId: integer().references(() => contracts.id),
    /** The first 7-digit running number of the range as issued; serials add the mod-7 check digit. */
    startValue: integer().notNull(),
    /** How many numbers were issued; the numbers a stock holds now are its items. */
    count: integer().notNull(),
    eawb: boolean().notNull().default(false),
    issueDate: date().notNull(),
    ...stamps,
  },
  (t) => [index().on(t.airlineId), index().on(t.contractId)],
);

/**
 * One AWB number of a stock: unused, used, or voided with who, when and why. A used number's
 * shipment is the one carrying that AWB number (shipments hold each number once), so no second link
 * is kept here.
 */
export const stockItems = pgTable(
  'stock_items',
  {
    id: serial().primaryKey(),
    stockId: integer()
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    prefix: text().notNull(),
    number: integer().notNull(),
    serial: text().notNull(),
    status: stockItemStatusEnum().notNull().default('unused'),
    voidComment: text(),
    voidedAt: timestamp({ withTimezone: true }),
    voidedBy: integer().references(() => users.id),
  },
  // An AWB number exists once across all stocks of a prefix.
  (t) => [unique().on(t.prefix, t.number), index().on(t.stockId, t.status)],
);

/** Tariff products (general cargo, express, pharma...) that select which tariffs apply. */
export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    airlineId: integer()
      .notNull()
      .references(() => airlines.id),
    code: text().notNull(),
    nameRu: text().notNull(),
    nameEn: text().notNull(),
    priority: integer().notNull(),
    shc: text().array().notNull().default([]),
    ...stamps,
  },
  (t) => [unique().on(t.airlineId, t.code)],
);

export interface PersonContact {
  type: ContactType;
  value: string;
}

/** Contact persons of the airline or of a client company. */
export const persons = pgTable(
  'persons',
  {
    id: serial().primaryKey(),
    airlineId: integer()
      .notNull()
      .references(() => airlines.id),
    contractorId: integer().references(() => contractors.id),
    name: text().notNull(),
    position: text(),
    contacts: jsonb().$type<PersonContact[]>().notNull().default([]),
    ...stamps,
  },
  (t) => [index().on(t.airlineId), index().on(t.contractorId)],
);

/** How a client may pay under a contract (section 3, "Payment method of a contract"). */
export const contractPaymentMethods = pgTable(
  'contract_payment_methods',
  {
    id: serial().primaryKey(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    method: paymentMethodEnum().notNull(),
    applicability: text(),
    changeable: boolean().notNull().default(false),
    agentMustSpecify: boolean().notNull().default(false),
    required: boolean().notNull().default(false),
    clientCodeRu: text(),
    clientCodeEn: text(),
    clientName: text(),
    label: text(),
    value: text(),
  },
  (t) => [unique().on(t.contractId, t.method)],
);
