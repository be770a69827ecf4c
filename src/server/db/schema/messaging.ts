import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AllowedTelegram } from '@shared/messaging/settings';
import { airlineRef, stamps } from './columns';
import { messageProtocolEnum, outgoingFormatEnum, outgoingTypeEnum } from './enums';
import { contracts } from './parties';

// The message settings of section 3: who may send the airline telegrams (incoming) and what the
// airline sends, to whom and when (outgoing). Every row belongs to an airline.

/** A sender of telegrams: its username (an e-mail address) finds the setting, one per airline. */
export const incomingSettings = pgTable(
  'incoming_settings',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    airport: text().notNull(),
    /** The client on whose behalf FFR and FWB are applied. */
    contractId: integer().references(() => contracts.id),
    username: text().notNull(),
    telegrams: text().array().$type<AllowedTelegram[]>().notNull().default([]),
    protocol: messageProtocolEnum().notNull(),
    ...stamps,
  },
  (t) => [index().on(t.contractId), uniqueIndex().on(t.airlineId, t.username)],
);

/** A telegram the airline sends about an airport's flights: its type and version, recipients, letter and timing. */
export const outgoingSettings = pgTable(
  'outgoing_settings',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    airport: text().notNull(),
    active: boolean().notNull().default(true),
    type: outgoingTypeEnum().notNull(),
    format: outgoingFormatEnum().notNull(),
    version: integer().notNull(),
    protocol: messageProtocolEnum().notNull(),
    /** Only this client's shipments (FWB, FSU, FFA); none: every client's. */
    contractId: integer().references(() => contracts.id),
    /** E-mail addresses, or the one URL an HTTP telegram is posted to. */
    recipients: text().array().notNull().default([]),
    copy: text().array().notNull().default([]),
    /** Also to the arrival airport's receivers (e-mail addresses). */
    arrivalPort: boolean().notNull().default(false),
    arrivalReceivers: text().array().notNull().default([]),
    /** With `{company}`, `{flight}`, `{date}`, `{departure}` and `{receipt}` filled in when sent. */
    subject: text(),
    body: text(),
    attachmentName: text(),
    /** Sent every so many minutes while the flight is open; none: on demand and on closing only. */
    intervalMinutes: integer(),
    /** Sent for a flight that carries no cargo too (a manifest saying NIL). */
    sendEmpty: boolean().notNull().default(false),
    /** The telegram sent on closing the flight is its last: nothing more goes out on the interval. */
    closeFlight: boolean().notNull().default(false),
    /** Flights to these airports are not sent. */
    excludedAirports: text().array().notNull().default([]),
    ...stamps,
  },
  (t) => [index().on(t.airlineId), index().on(t.contractId)],
);
