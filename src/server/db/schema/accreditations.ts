import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { CompanyState } from '@shared/accreditations/registry';
import { stamps } from './columns';
import { airlines } from './airlines';
import { accreditationStatusEnum, contractTypeEnum } from './enums';
import { contractors, contracts } from './parties';
import { users } from './users';

// Accreditation (section 3): the questionnaire of a company on its way to a contract, its history,
// and the local registry the INN look-up reads by default.


/** A company's questionnaire on its way to a contract (section 3, "Accreditation request"). */
export const accreditations = pgTable(
  'accreditations',
  {
    id: serial().primaryKey(),
    airlineId: integer()
      .notNull()
      .references(() => airlines.id),
    status: accreditationStatusEnum().notNull().default('new'),
    /** The airline's last word on the request (why it came back, why it was refused). */
    comment: text(),
    /** What the company asks for: an agent's or a shipper's contract. */
    contractType: contractTypeEnum().notNull(),
    resident: boolean().notNull().default(true),
    fullNameRu: text().notNull(),
    fullNameEn: text(),
    shortNameEn: text(),
    inn: text(),
    kpp: text(),
    ogrn: text(),
    okved: text(),
    okpo: text(),
    /** ISO 3166 code; residents are RU. */
    country: text(),
    legalAddress: text().notNull(),
    postalAddress: text(),
    city: text(),
    postalIndex: text(),
    phone: text().notNull(),
    fax: text(),
    extraPhones: text().array().notNull().default([]),
    email: text().notNull(),
    website: text(),
    ceoName: text().notNull(),
    ceoPhone: text(),
    accountantName: text(),
    accountantPhone: text(),
    bankName: text(),
    bankCity: text(),
    bankBic: text(),
    bankAccount: text(),
    bankCorrAccount: text(),
    bankAccountType: text(),
    bankCurrency: text(),
    fundsRecipient: text(),
    registrationDate: date(),
    founders: text(),
    licenses: text(),
    employeesCount: integer(),
    /** Cargo the company expects to send a month, kg. */
    expectedMonthlyWeight: integer(),
    cargoDescription: text(),
    /** Who filed it: the applicant after signup, or airline staff entering a paper questionnaire. */
    creatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    creatorEmail: text().notNull(),
    /** Set when the contract is activated. */
    contractorId: integer().references(() => contractors.id),
    contractId: integer().references(() => contracts.id),
    ...stamps,
  },
  (t) => [index().on(t.airlineId), index().on(t.creatorId), index().on(t.status)],
);

/** Every status change and action on a request, with who and why. */
export const accreditationHistory = pgTable(
  'accreditation_history',
  {
    id: serial().primaryKey(),
    accreditationId: integer()
      .notNull()
      .references(() => accreditations.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** A HISTORY_EVENTS value: submit, edit, resubmit, or one of the airline's actions. */
    event: text().notNull(),
    fromStatus: accreditationStatusEnum(),
    toStatus: accreditationStatusEnum().notNull(),
    comment: text(),
  },
  (t) => [index().on(t.accreditationId)],
);

/**
 * The local registry the INN look-up reads by default: companies as the Unified State Register of
 * Legal Entities describes them (an extract loaded by the operator, or the demo's). A registry
 * service configured by environment replaces it.
 */
export const innRegistry = pgTable('inn_registry', {
  inn: text().primaryKey(),
  kpp: text(),
  ogrn: text(),
  fullNameRu: text().notNull(),
  fullNameEn: text(),
  shortNameEn: text(),
  legalAddress: text(),
  city: text(),
  postalIndex: text(),
  okved: text(),
  okpo: text(),
  ceoName: text(),
  registrationDate: date(),
  state: text().$type<CompanyState>().notNull().default('active'),
});
