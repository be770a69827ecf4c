import { bigint, boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { DimensionRow } from '@shared/booking/dimensions';
import type { Participants } from '@shared/shipments/participants';
import { EMPTY_AWB_DATA, type AwbData, type ShipmentCharges, type ShipmentType } from '@shared/shipments/awb';
import type { BidStatus, RefundType } from '@shared/shipments/refund';
import type { ServiceStatus } from '@shared/shipments/services';
import type { RefundReason } from '@shared/constants';
import { airlines } from './airlines';
import { bytea } from './columns';
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
    /** The price's lines as priced (the AWB's charges). */
    charges: jsonb().$type<ShipmentCharges>(),
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
    /** A paper AWB or an e-AWB (its number of an EAWB stock). */
    type: text().$type<ShipmentType>().notNull().default('awb'),
    /** The AWB's own data: declared values, charges codes, handling information, HS codes, accounts. */
    awb: jsonb().$type<AwbData>().notNull().default(EMPTY_AWB_DATA),
    confirmedAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    /** When its FWB was sent (the messaging area's); the correction time after sending counts from it. */
    fwbSentAt: timestamp({ withTimezone: true }),
    /** The cargo as the terminal measured it at acceptance. */
    measuredPieces: integer(),
    measuredWeight: numeric({ precision: 12, scale: 1, mode: 'number' }),
    measuredVolume: numeric({ precision: 12, scale: 3, mode: 'number' }),
  },
  (t) => [
    unique().on(t.awbPrefix, t.awbSerial),
    index().on(t.contractorId, t.createdAt),
    index().on(t.airlineId, t.createdAt),
    // The AWB report reads AWBs by their issue date, over an airline's or a client's.
    index().on(t.airlineId, t.issuedAt),
    index().on(t.contractorId, t.issuedAt),
  ],
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
    /** When the cabinet learnt of it (entered, or read from a telegram): FSU settings send what they learn after they are made. */
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.shipmentId, t.occurredAt), index().on(t.legId)],
);

/** A shipment's history (section 2's "history"): every change, who made it, each field before and after. */
export const shipmentHistory = pgTable(
  'shipment_history',
  {
    id: serial().primaryKey(),
    shipmentId: integer()
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: integer(),
    /** What was done: an AWB action (issue, confirm...), `awb` (its data edited), `movement`... */
    action: text().notNull(),
    changes: jsonb().$type<{ field: string; before: unknown; after: unknown }[]>().notNull().default([]),
    comment: text(),
  },
  (t) => [index().on(t.shipmentId, t.at)],
);

/** A refund bid (section 3's Refund and refund bid): asked by the client or raised by the airline, answered by the airline. */
export const refundBids = pgTable(
  'refund_bids',
  {
    id: serial().primaryKey(),
    shipmentId: integer()
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    type: text().$type<RefundType>().notNull(),
    reason: text().$type<RefundReason>(),
    comment: text(),
    /** What the refund returns, and the fee kept, in minor units of `currency`. */
    sum: bigint({ mode: 'number' }).notNull(),
    fee: bigint({ mode: 'number' }).notNull().default(0),
    currency: text().notNull(),
    status: text().$type<BidStatus>().notNull().default('process'),
    /** Who asked; null when the airline raised it (a cancelled flight). */
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answeredBy: integer(),
    answeredAt: timestamp({ withTimezone: true }),
    answer: text(),
  },
  (t) => [index().on(t.shipmentId), index().on(t.status)],
);

/** A shipment's document (section 2's attachments): typed by the shipment file types, its bytes kept here (every instance serves every file). */
export const shipmentAttachments = pgTable(
  'shipment_attachments',
  {
    id: serial().primaryKey(),
    shipmentId: integer()
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    name: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    content: bytea().notNull(),
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.shipmentId)],
);

/** A service ordered with a shipment (section 2's /services), priced by a surcharge marked as a service and charged to its contract. */
export const shipmentServices = pgTable(
  'shipment_services',
  {
    id: serial().primaryKey(),
    shipmentId: integer()
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    airlineId: integer()
      .notNull()
      .references(() => airlines.id),
    surchargeId: integer().notNull(),
    code: text().notNull(),
    nameRu: text().notNull(),
    nameEn: text().notNull(),
    quantity: integer().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    status: text().$type<ServiceStatus>().notNull().default('ordered'),
    comment: text(),
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.shipmentId), index().on(t.airlineId, t.createdAt)],
);
