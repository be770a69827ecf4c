import { boolean, date, index, integer, jsonb, numeric, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { FLIGHT_STATUSES, HISTORY_ACTIONS, INFORMING_STATUSES, type PassengerCount, type ScheduleLeg } from '@shared/flights';
import { airlineRef, stamps } from './columns';
import { shipments } from './shipments';
import { users } from './users';

// Flights (section 3, "Flight / segment"): a schedule (one date or a period), the flight dates it
// made, and each date's legs with their instants, status, sale and closing flags and the cargo
// booked on them. A leg carries booked counters that booking keeps inside its own transaction, so
// the list and capacity read one row per leg.

export const flightStatusEnum = pgEnum('flight_status', FLIGHT_STATUSES);
export const informingStatusEnum = pgEnum('informing_status', INFORMING_STATUSES);
export const flightHistoryActionEnum = pgEnum('flight_history_action', HISTORY_ACTIONS);

const kg = () => numeric({ precision: 12, scale: 1, mode: 'number' });
const m3 = () => numeric({ precision: 12, scale: 3, mode: 'number' });

/** A schedule as staff typed it: one date, or a period with weekdays and exceptions. */
export const flightSchedules = pgTable(
  'flight_schedules',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    number: text().notNull(),
    periodic: boolean().notNull(),
    begin: date().notNull(),
    finish: date(),
    weekdays: integer().array().notNull().default([]),
    exceptions: date().array().notNull().default([]),
    /** The legs' airports and local times, as the form gives them. */
    legs: jsonb().$type<ScheduleLeg[]>().notNull(),
    aircraftType: text().notNull(),
    tailNumber: text(),
    serviceType: text().notNull(),
    comments: text(),
    ...stamps,
  },
  (t) => [index().on(t.airlineId)],
);

/** One flight on one date: the number and its first leg's local departure date name it. */
export const flights = pgTable(
  'flights',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    scheduleId: integer().references(() => flightSchedules.id, { onDelete: 'set null' }),
    number: text().notNull(),
    date: date().notNull(),
    serviceType: text().notNull(),
    aircraftType: text().notNull(),
    tailNumber: text(),
    comments: text(),
    /** How many legs the flight has: "leg 2 of 3" in the list without counting. */
    legCount: integer().notNull(),
    ...stamps,
  },
  (t) => [uniqueIndex().on(t.airlineId, t.number, t.date), index().on(t.scheduleId)],
);

/** A leg (segment) of a flight: one row of the list. */
export const flightLegs = pgTable(
  'flight_legs',
  {
    id: serial().primaryKey(),
    flightId: integer()
      .notNull()
      .references(() => flights.id, { onDelete: 'cascade' }),
    /** The flight's airline, repeated so that the list reads and scopes one table. */
    airlineId: airlineRef(),
    seq: integer().notNull(),
    departure: text().notNull(),
    arrival: text().notNull(),
    /** The airports' IANA zones when the leg was made: local times without a join. */
    departureZone: text().notNull(),
    arrivalZone: text().notNull(),
    /** The local date of departure: the list's date filter. */
    departureDate: date().notNull(),
    international: boolean().notNull(),
    std: timestamp({ withTimezone: true }).notNull(),
    sta: timestamp({ withTimezone: true }).notNull(),
    etd: timestamp({ withTimezone: true }),
    eta: timestamp({ withTimezone: true }),
    status: flightStatusEnum().notNull().default('scheduled'),
    saleClosed: boolean().notNull().default(false),
    closed: boolean().notNull().default(false),
    ffmSent: boolean().notNull().default(false),
    fblSent: boolean().notNull().default(false),
    /** Passengers booked, once the passenger system tells; null: capacity uses the sales norms. */
    passengers: jsonb().$type<PassengerCount>(),
    acceptedPieces: integer().notNull().default(0),
    acceptedWeight: kg().notNull().default(0),
    acceptedVolume: m3().notNull().default(0),
    waitlistedPieces: integer().notNull().default(0),
    waitlistedWeight: kg().notNull().default(0),
    waitlistedVolume: m3().notNull().default(0),
    ...stamps,
  },
  (t) => [
    uniqueIndex().on(t.flightId, t.seq),
    index().on(t.airlineId, t.departureDate),
    index().on(t.airlineId, t.std),
    index().on(t.departure, t.departureDate),
    index().on(t.arrival, t.departureDate),
  ],
);

/** Who changed what on a flight, and when: schedule, sale, closing, status, delays, customs answers. */
export const flightHistory = pgTable(
  'flight_history',
  {
    id: serial().primaryKey(),
    flightId: integer()
      .notNull()
      .references(() => flights.id, { onDelete: 'cascade' }),
    legId: integer().references(() => flightLegs.id, { onDelete: 'set null' }),
    shipmentId: integer().references(() => shipments.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: flightHistoryActionEnum().notNull(),
    changes: jsonb().$type<{ field: string; from: unknown; to: unknown }[]>().notNull().default([]),
  },
  (t) => [index().on(t.flightId, t.at)],
);

/** Preliminary informing: customs' answers about a shipment on an international leg. */
export const preliminaryInforming = pgTable(
  'preliminary_informing',
  {
    id: serial().primaryKey(),
    legId: integer()
      .notNull()
      .references(() => flightLegs.id, { onDelete: 'cascade' }),
    shipmentId: integer()
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    tin: text(),
    preDecision: text(),
    finalDecision: text(),
    status: informingStatusEnum().notNull().default('created'),
    comment: text(),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...stamps,
  },
  (t) => [uniqueIndex().on(t.legId, t.shipmentId)],
);
