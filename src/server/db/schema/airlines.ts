import { boolean, integer, jsonb, numeric, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SERVICE_TYPES, WEIGHT_ROUNDINGS } from '@shared/settings/definition';
import type { AvailableAirline } from '@shared/profile/schemas';
import { accessGroups } from './access';
import { intervalUnitEnum } from './enums';

/** The legal entity behind an airline, as its acts and invoices name it: Russian requisites, bank included. */
export interface AirlineRequisites {
  legalName: string;
  inn: string;
  kpp: string;
  address: string;
  bankName: string;
  bik: string;
  /** Settlement account (р/с), 20 digits. */
  account: string;
  /** The bank's correspondent account (к/с), 20 digits. */
  correspondentAccount: string;
}

/**
 * An airline using the cabinet, with its settings (section 3, "Airline settings"): one row per
 * airline. Every feature that depends on a setting reads it from here.
 */
export const airlines = pgTable('airlines', {
  id: serial().primaryKey(),
  /** Company marker: keys availableAirlines, ability conditions and the company header. */
  marker: text().notNull().unique(),
  /** Name and codes. */
  iata: text().notNull(),
  iataRu: text(),
  icao: text(),
  name: text().notNull(),
  awbPrefixes: text().array().notNull().default([]),
  header: text(),
  source: text(),
  bookingPriorities: jsonb().$type<AvailableAirline['bookingPriorities']>().notNull().default([]),
  active: boolean().notNull().default(true),
  /**
   * The airline whose cargo department added this one and keeps its settings (a subsidiary, or a
   * carrier it sells as general sales agent); null for an airline that keeps its own.
   */
  managedById: integer().references((): AnyPgColumn => airlines.id),
  /** Flights and schedule. */
  openSegmentTypes: text().array().$type<(typeof SERVICE_TYPES)[number][]>().notNull().default([]),
  salesOpenInterval: integer(),
  salesOpenIntervalUnit: intervalUnitEnum(),
  /** Passengers and baggage. */
  baggageWeight: numeric({ precision: 8, scale: 1, mode: 'number' }),
  density: numeric({ precision: 8, scale: 1, mode: 'number' }),
  passengerLoadPercent: numeric({ precision: 5, scale: 1, mode: 'number' }),
  adultWeightWinter: numeric({ precision: 6, scale: 1, mode: 'number' }),
  adultWeightSummer: numeric({ precision: 6, scale: 1, mode: 'number' }),
  childWeightWinter: numeric({ precision: 6, scale: 1, mode: 'number' }),
  childWeightSummer: numeric({ precision: 6, scale: 1, mode: 'number' }),
  infantWeightWinter: numeric({ precision: 6, scale: 1, mode: 'number' }),
  infantWeightSummer: numeric({ precision: 6, scale: 1, mode: 'number' }),
  /** Interline. */
  interlineCompanies: text().array().notNull().default([]),
  /** Booking and FBL. */
  forbiddenShr: text().array().notNull().default([]),
  acceptableOverflowWeight: numeric({ precision: 10, scale: 1, mode: 'number' }),
  acceptableOverflowVolume: numeric({ precision: 10, scale: 3, mode: 'number' }),
  acceptableOverflowPercent: numeric({ precision: 5, scale: 1, mode: 'number' }),
  autoConfirmWeightIncreasePercent: numeric({ precision: 5, scale: 1, mode: 'number' }),
  voluntaryRefundFeePercent: numeric({ precision: 5, scale: 1, mode: 'number' }),
  ffrOwnSegmentsOnly: boolean().notNull().default(false),
  separateBookingAnswerPerSegment: boolean().notNull().default(false),
  fblCodes: text().array().notNull().default([]),
  heavyCargoWeight: numeric({ precision: 8, scale: 1, mode: 'number' }),
  heavyCargoActive: boolean().notNull().default(false),
  /** AWB. */
  correctionTimeoutBeforeMinutes: integer(),
  correctionTimeoutAfterMinutes: integer(),
  shcRequiringDimensions: text().array().notNull().default([]),
  useVolumetricWeight: boolean().notNull().default(true),
  minChargeableWeight: numeric({ precision: 8, scale: 1, mode: 'number' }),
  chargeableRatio: integer(),
  chargeableWeightRounding: text().$type<(typeof WEIGHT_ROUNDINGS)[number]>(),
  /** The seller on its acts and invoices; null until entered, and then no document can be made. */
  /** Requisites: the legal entity its acts and invoices name (settings' own section, edited by staff). */
  legalName: text(),
  inn: text(),
  kpp: text(),
  legalAddress: text(),
  bankName: text(),
  bik: text(),
  bankAccount: text(),
  correspondentAccount: text(),
  /** Common. */
  accreditationEmail: text(),
  registrationFormActive: boolean().notNull().default(true),
  acceptsChatMessages: boolean().notNull().default(true),
  /** Access groups the accreditation workflow gives an approved applicant, and a new shipper or agent on activation. */
  approvedAccessGroupId: integer().references((): AnyPgColumn => accessGroups.id, { onDelete: 'set null' }),
  shipperAccessGroupId: integer().references((): AnyPgColumn => accessGroups.id, { onDelete: 'set null' }),
  expeditorAccessGroupId: integer().references((): AnyPgColumn => accessGroups.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
