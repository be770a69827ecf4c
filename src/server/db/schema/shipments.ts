import { bigint, boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { DimensionRow } from '@shared/booking/dimensions';
import type { Participants } from '@shared/shipments/participants';
import { airlines } from './airlines';
import { flightLegs } from './flights';
import { awbStatusEnum, bookingSourceEnum, movementStatusEnum } from './enums';
import { contractors, contracts } from './parties';

/** Shipment / AWB of section 3: the fields tracking needs; later issues extend it. */
export const shipments = pgTable(
  'shipments',
  {
    id: serial().primaryKey(),
    airlineId: integer()
      .notNull()
      .references(() => airlines.id),
    contractorId: integer().references(() => contractors.id),
    contractId: integer().references(() => contracts.id),
    awbPrefix: text().notNull(),
    awbSerial: text().notNull(),
    /** The general (master) AWB number a consolidation hangs on. */
    postNumber: text(),
    origin: text().notNull(),
    destination: text().notNull(),
    route: text().array().notNull(),
    status: awbStatusEnum().notNull().default('not_issued'),
    pieces: integer().notNull(),
    weight: numeric({ precision: 12, scale: 1, mode: 'number' }).notNull(),
    volume: numeric({ precision: 12, scale: 3, mode: 'number' }),
    chargeableWeight: numeric({ precision: 12, scale: 1, mode: 'number' }),
    shc: text().array().notNull().default([]),
    cargoName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp({ withTimezone: true }),
    acceptedAt: timestamp({ withTimezone: true }),
    /** The tariff product it is priced and prioritised by. */
    product: text(),
    dimensions: jsonb().$type<DimensionRow[]>().notNull().default([]),
    /** The price as booked, integer minor units of `priceCurrency`. */
    priceAmount: bigint({ mode: 'number' }),
    priceCurrency: text(),
    /** The ledger hold reserving the price on a prepaid contract, while the booking lives. */
    holdId: integer(),
    /** The search variant it was booked from. */
    variantId: text(),
    source: bookingSourceEnum().notNull().default('cabinet'),
    createdBy: integer(),
    /** Booked under a general (master) AWB: the `post` flag of section 2. */
    post: boolean().notNull().default(false),
    /** The AWB's shipper, consignee, expeditor and notify party, each null until named. */
    participants: jsonb().$type<Participants>().notNull().default({ shipper: null, consignee: null, expeditor: null, notify: null }),
  },
  (t) => [unique().on(t.awbPrefix, t.awbSerial), index().on(t.contractorId), index().on(t.airlineId)],
);

/** A cargo movement (FSU status) of a shipment. */
export const movements = pgTable(
  'movements',
  {
    id: serial().primaryKey(),
    shipmentId: integer()
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    status: movementStatusEnum().notNull(),
    flight: text(),
    place: text().notNull(),
    pieces: integer().notNull(),
    weight: numeric({ precision: 12, scale: 1, mode: 'number' }).notNull(),
    volume: numeric({ precision: 12, scale: 3, mode: 'number' }),
    /** The flight leg the movement happened on, when it names one of the airline's own flights. */
    legId: integer().references(() => flightLegs.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.shipmentId, t.occurredAt), index().on(t.legId)],
);
