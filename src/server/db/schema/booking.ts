import { date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Variant, VariantDetail } from '@shared/booking/search';
import { airlineRef, stamps } from './columns';
import { bookingActionEnum, bookingSourceEnum, bookingStatusEnum } from './enums';
import { flightLegs } from './flights';
import { shipments } from './shipments';
import { quotas } from './technology';
import { contracts } from './parties';
import { users } from './users';

// Pricing search and booking (issue 16).

/**
 * A priced variant as the search offered it, under an unguessable id: the shareable `/pricing/{id}`
 * shows it as made, and a booking made from it knows what price the agent saw. Kept a week.
 */
export const pricingVariants = pgTable(
  'pricing_variants',
  {
    id: text().primaryKey(),
    airlineId: airlineRef(),
    /** The contract whose fares priced it; null: public fares or no prices. */
    contractId: integer().references(() => contracts.id, { onDelete: 'cascade' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    date: date().notNull(),
    legIds: integer().array().notNull(),
    query: jsonb().$type<VariantDetail['query']>().notNull(),
    variant: jsonb().$type<Variant>().notNull(),
    /** The breakdown as priced; null without a price. */
    quote: jsonb().$type<NonNullable<VariantDetail['quote']>>(),
  },
  (t) => [index().on(t.createdAt)],
);

const kg = () => numeric({ precision: 12, scale: 1, mode: 'number' });
const m3 = () => numeric({ precision: 12, scale: 3, mode: 'number' });

/**
 * A booking of section 3: a shipment's space on one flight leg, answered with a status of section 4
 * (KK confirmed, HN waiting for the airline, LL/CN wait list, UU refused). A shipment through a
 * transfer point has a booking per leg. A KK booking counts in its leg's accepted load, HN, LL and
 * CN in its wait-listed load: the counters change in the same transaction as the status.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    shipmentId: integer()
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    // A leg is deleted only while nothing live is booked on it (the flights area cancels a loaded
    // one): a refused or cancelled booking goes with it.
    legId: integer()
      .notNull()
      .references(() => flightLegs.id, { onDelete: 'cascade' }),
    /** The leg's place in the shipment's routing, from 1. */
    seq: integer().notNull(),
    /** The part of a split shipment this booking carries (1 until it is split); `seq` counts within the part. */
    part: integer().notNull().default(1),
    status: bookingStatusEnum().notNull(),
    source: bookingSourceEnum().notNull(),
    /** The airline's booking priority of the shipment's product (1 first), then time. */
    priority: integer().notNull(),
    pieces: integer().notNull(),
    weight: kg().notNull(),
    volume: m3().notNull(),
    /** The contract's quota the confirmed space came from, if any. */
    quotaId: integer().references(() => quotas.id, { onDelete: 'set null' }),
    /** Cargo not at the terminal by then (the leg's departure less the terminal's LAT) releases the booking. */
    latestAcceptance: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp({ withTimezone: true }),
    /** Cancelled by the booker or the airline, or expired: it holds nothing any more and keeps its last status. */
    cancelledAt: timestamp({ withTimezone: true }),
    ...stamps,
  },
  (t) => [index().on(t.legId, t.status), index().on(t.shipmentId), index().on(t.airlineId, t.createdAt), index().on(t.status, t.latestAcceptance)],
);

/** What happened to a shipment's bookings, who did it and when. */
export const bookingHistory = pgTable(
  'booking_history',
  {
    id: serial().primaryKey(),
    shipmentId: integer()
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    bookingId: integer().references(() => bookings.id, { onDelete: 'set null' }),
    action: bookingActionEnum().notNull(),
    fromStatus: bookingStatusEnum(),
    toStatus: bookingStatusEnum(),
    comment: text(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.shipmentId, t.at)],
);
