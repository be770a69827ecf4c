import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AllowedTelegram } from '@shared/messaging/settings';
import { airlineRef, stamps } from './columns';
import { letterStatusEnum, messageProtocolEnum, outgoingFormatEnum, outgoingTypeEnum, telegramDirectionEnum, telegramStatusEnum } from './enums';
import { flightLegs } from './flights';
import { movements } from './shipments';
import { contracts } from './parties';

// The telegram log (section 4's "CIMP telegram") and the message settings of section 3: who may send the airline telegrams (incoming) and what the
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
    /**
     * SHA-256 of the secret an HTTP sender authenticates with (Basic, the username and it): the
     * token is shown once when made and never stored; null until one is made.
     */
    tokenHash: text(),
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

/**
 * The log of Cargo-IMP telegrams (the cimp screen): each telegram as received or sent, what it is,
 * and what became of it. A telegram is logged once per airline and direction (its digest), so the
 * same text arriving twice is never applied twice.
 */
export const cimpTelegrams = pgTable(
  'cimp_telegrams',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    direction: telegramDirectionEnum().notNull(),
    /** The message type (FSU...), when the first line names one the codec reads. */
    type: text(),
    /** Its version as written; null when there is no readable first line. */
    version: integer(),
    status: telegramStatusEnum().notNull(),
    /** The telegram as received (as pasted, trimmed). */
    text: text().notNull(),
    /** The codec's fault kind, or `not-applied` when it read but could not be applied; null unless in error. */
    fault: text(),
    /** The 1-based line in error (0: the whole message); null unless the codec refused it. */
    faultLine: integer(),
    detail: text(),
    /** The first AWB number the telegram names. */
    awb: text(),
    /** SHA-256 of the text with CRLF made LF and trailing spaces and blank lines dropped. */
    digest: text().notNull(),
    /** What applying it did (movements added...), in the language of whoever submitted it. */
    note: text(),
    /** The telegram the cabinet answered this one with (an FFR's FFA, logged OUT). */
    answerId: integer().references((): AnyPgColumn => cimpTelegrams.id, { onDelete: 'set null' }),
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.airlineId, t.direction, t.digest), index().on(t.airlineId, t.createdAt), index().on(t.airlineId, t.awb)],
);

/**
 * The letters log (section 4's "Letters"): every letter the cabinet sends, a telegram's or one staff
 * wrote, with its recipients and text as they went out. The delivery queue carries it; its status
 * follows the delivery's.
 */
export const letters = pgTable(
  'letters',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    status: letterStatusEnum().notNull().default('processed'),
    protocol: messageProtocolEnum().notNull(),
    /** The telegram the letter carries (FFM...); null for a free-text letter. */
    telegramType: outgoingTypeEnum(),
    /** E-mail addresses, or the one URL an HTTP telegram is posted to. */
    recipients: text().array().notNull().default([]),
    copy: text().array().notNull().default([]),
    subject: text().notNull(),
    body: text().notNull(),
    attachmentName: text(),
    attachment: text(),
    /** The flight leg it is about (FFM, FBL), as people name it: `UT561/27NOV VKO-EVN`. */
    legId: integer().references(() => flightLegs.id, { onDelete: 'set null' }),
    flight: text(),
    awb: text(),
    /** The movement an FSU's letter tells of: a setting sends each movement once. */
    movementId: integer().references(() => movements.id, { onDelete: 'set null' }),
    /** The setting it was written by; none for a free-text letter. */
    settingId: integer().references(() => outgoingSettings.id, { onDelete: 'set null' }),
    /** The telegram logged as sent (direction OUT) in the cimp log. */
    telegramId: integer().references(() => cimpTelegrams.id, { onDelete: 'set null' }),
    /** The telegram sent on closing the flight by a setting that closes on it: nothing follows it on the interval. */
    final: boolean().notNull().default(false),
    attempts: integer().notNull().default(0),
    /** Why the last attempt failed. */
    error: text(),
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.airlineId, t.createdAt), index().on(t.legId, t.telegramType), index().on(t.settingId, t.movementId)],
);
