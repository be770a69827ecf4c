import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { airlines } from './airlines';
import { contractTypeEnum } from './enums';

export interface ContactEntry {
  type: 'phone' | 'email' | 'fax';
  value: string;
}

/** A client company (section 3: contractor). */
export const contractors = pgTable('contractors', {
  id: serial().primaryKey(),
  name: text().notNull(),
  fullName: text(),
  inn: text(),
  kpp: text(),
  country: text(),
  address: text(),
  city: text(),
  postalIndex: text(),
  phone: text(),
  contacts: jsonb().$type<ContactEntry[]>().notNull().default([]),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A contract between the airline (supplier) and a contractor; its payment methods are rows of their own. */
export const contracts = pgTable(
  'contracts',
  {
    id: serial().primaryKey(),
    number: text().notNull(),
    airlineId: integer()
      .notNull()
      .references(() => airlines.id),
    contractorId: integer()
      .notNull()
      .references(() => contractors.id),
    type: contractTypeEnum().notNull(),
    country: text(),
    accountCode: text(),
    currency: text().notNull(),
    /** Airports where the client may sell (book from). */
    saleOriginPoints: text().array().notNull().default([]),
    validFrom: date().notNull(),
    validTo: date(),
    unlimited: boolean().notNull().default(false),
    foundationNumber: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // A contract's number names it for the airline (lookups, documents, telegrams): once per airline.
  (t) => [index().on(t.contractorId), index().on(t.airlineId), unique().on(t.airlineId, t.number)],
);
