import * as v from 'valibot';
import { BOOKING_STATUSES } from '../constants';
import { IdTextSchema, MAX_ROW_ID } from '../api/params';
import { pageOf, PageQuerySchema } from '../api/page';
import { CONTRACT_CURRENCIES } from '../parties';
import { f, isoDay } from '../resources/fields';
import { DimensionsSchema } from './dimensions';
import { ParticipantsSchema } from '../shipments';
import { M, msg } from '../validation';

// Booking (issue 16): what an agent (or the airline's staff for a client) sends to book a variant or
// flights typed by hand, the answer decided at once, the bookings list and the airline's answers.

/** Section 3: where a booking came from: the cabinet, a telegram (FFR), or the airline's staff for a client. */
export const BOOKING_SOURCES = ['cabinet', 'telegram', 'airline'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/** What happened to a booking, as its history lists it. */
export const BOOKING_ACTIONS = ['created', 'answered', 'cancelled', 'expired', 'moved', 'split', 'offered', 'flightCanceled', 'remeasured'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** Server codes of a booking's refusals (section 5's re-tariffing texts). */
export const BOOKING_ERROR_CODES = {
  /** The price changed since the variant was priced ('Re-tariffing has occurred. The price may have changed.'). */
  retariffed: 701,
  /** A flight of the variant is no longer sold ('Re-tariffing has occurred. Please select the required flight'). */
  flightGone: 702,
} as const;

const rowId = v.pipe(v.number(msg(M.integer)), v.integer(msg(M.integer)), v.minValue(1, msg(M.minValue)), v.maxValue(MAX_ROW_ID, msg(M.maxValue)));
const weight = v.pipe(v.number(msg(M.float)), v.finite(msg(M.float)), v.minValue(0.1, msg(M.minValue)), v.maxValue(100_000, msg(M.maxValue)));
const volume = v.pipe(v.number(msg(M.float)), v.finite(msg(M.float)), v.minValue(0, msg(M.minValue)), v.maxValue(1_000, msg(M.maxValue)));

export const BookingPriceSchema = v.object({
  currency: v.picklist(CONTRACT_CURRENCIES),
  /** Integer minor units. */
  total: v.pipe(v.number(), v.safeInteger()),
});
export type BookingPrice = v.InferOutput<typeof BookingPriceSchema>;

export const BookingBodySchema = v.strictObject({
  /** The search variant booked; or `legIds` typed by hand. */
  variantId: v.optional(v.nullable(v.pipe(v.string(msg(M.invalid)), v.regex(/^[A-Za-z0-9_-]{22}$/, msg(M.invalid)))), null),
  /** The flight legs, in the order flown (1 to 4). */
  legIds: v.optional(v.pipe(v.array(rowId), v.maxLength(4, msg(M.maxLength))), []),
  /** Staff booking for a client name its contract; a client books under its own contract in force. */
  contractId: v.optional(v.nullable(rowId), null),
  /** The MAWB number from the contract's AWB stock (`298-1234 5675`); a shipper may leave it out for one of the airline's own stock. */
  awb: v.optional(f.awb().schema, null),
  cargoName: v.pipe(v.string(msg(M.invalidType)), v.trim(), v.minLength(1, msg(M.required)), v.maxLength(200, msg(M.maxLength))),
  pieces: v.pipe(v.number(msg(M.integer)), v.integer(msg(M.integer)), v.minValue(1, msg(M.minValue)), v.maxValue(9999, msg(M.maxValue))),
  /** Gross weight, kg. */
  weight,
  /** m³; left out, the dimensions' volume. */
  volume: v.optional(v.nullable(volume), null),
  dimensions: v.optional(DimensionsSchema, []),
  shc: v.optional(f.shc().schema, []),
  product: v.optional(v.nullable(v.pipe(v.string(msg(M.invalidType)), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{2,10}$/, msg(M.invalid)))), null),
  /** The price the booker agreed to: a re-tariffed variant is booked only once its new price is agreed. */
  price: v.optional(v.nullable(BookingPriceSchema), null),
  /** Section 2's `post` flag: the shipment goes under a general AWB (the caller holds `booking.post`). */
  post: v.optional(v.boolean(), false),
  /** The AWB's parties known at booking (the shipper and consignee, most often); the rest come with the AWB. */
  participants: v.optional(ParticipantsSchema, {}),
});
export type BookingBody = v.InferOutput<typeof BookingBodySchema>;

export const BookingLegSchema = v.object({
  id: v.number(),
  legId: v.number(),
  flightId: v.number(),
  seq: v.number(),
  /** The part of a split shipment this leg carries (1 when the shipment was never split). */
  part: v.number(),
  /** The cargo this booking holds space for: the shipment's, or its part's once split. */
  pieces: v.number(),
  weight: v.number(),
  volume: v.number(),
  /** Carrier and number: `UT241`. */
  flight: v.string(),
  /** The leg's local departure date. */
  date: v.string(),
  departure: v.string(),
  arrival: v.string(),
  /** ISO 8601 local times with their offset. */
  std: v.string(),
  sta: v.string(),
  status: v.picklist(BOOKING_STATUSES),
  /** Whether the confirmed space came from the contract's quota. */
  quota: v.boolean(),
  /** Cancelled or expired: it holds nothing, `status` is the last it had. */
  cancelled: v.boolean(),
});
export type BookingLeg = v.InferOutput<typeof BookingLegSchema>;

/** A booking as the bookings list shows it (section 3: date, status, flight, route, pieces, weight, volume, source, priority). */
export const BookingRowSchema = v.object({
  id: v.number(),
  shipmentId: v.number(),
  awb: v.string(),
  createdAt: v.string(),
  date: v.string(),
  status: v.picklist(BOOKING_STATUSES),
  cancelled: v.boolean(),
  flight: v.string(),
  flightId: v.number(),
  legId: v.number(),
  departure: v.string(),
  arrival: v.string(),
  std: v.string(),
  pieces: v.number(),
  weight: v.number(),
  volume: v.number(),
  source: v.picklist(BOOKING_SOURCES),
  priority: v.number(),
  product: v.nullable(v.string()),
  shc: v.array(v.string()),
  cargoName: v.nullable(v.string()),
  contractId: v.nullable(v.number()),
  contract: v.nullable(v.string()),
  contractor: v.nullable(v.string()),
});
export type BookingRow = v.InferOutput<typeof BookingRowSchema>;

export const BookingHistoryEntrySchema = v.object({
  at: v.string(),
  action: v.picklist(BOOKING_ACTIONS),
  bookingId: v.nullable(v.number()),
  from: v.nullable(v.picklist(BOOKING_STATUSES)),
  to: v.nullable(v.picklist(BOOKING_STATUSES)),
  comment: v.nullable(v.string()),
  user: v.nullable(v.string()),
});
export type BookingHistoryEntry = v.InferOutput<typeof BookingHistoryEntrySchema>;

/** A shipment's bookings: what a booking answers, and what its page shows. */
export const BookedShipmentSchema = v.object({
  shipmentId: v.number(),
  awb: v.string(),
  contractId: v.nullable(v.number()),
  origin: v.string(),
  destination: v.string(),
  route: v.array(v.string()),
  pieces: v.number(),
  weight: v.number(),
  volume: v.number(),
  cargoName: v.nullable(v.string()),
  shc: v.array(v.string()),
  product: v.nullable(v.string()),
  source: v.picklist(BOOKING_SOURCES),
  price: v.nullable(v.object({ currency: v.picklist(CONTRACT_CURRENCIES), total: v.number() })),
  /** The money reserved on the contract's balance while the booking lives; null: none. */
  /** Its AWB is issued (charged): its bookings are cancelled by a refund, not here. */
  issued: v.boolean(),
  hold: v.nullable(v.object({ id: v.number(), amount: v.number(), currency: v.string() })),
  participants: ParticipantsSchema,
  legs: v.array(BookingLegSchema),
  history: v.array(BookingHistoryEntrySchema),
});
export type BookedShipment = v.InferOutput<typeof BookedShipmentSchema>;

export const BOOKING_SORTS = ['date', '-date', 'created', '-created', 'priority', '-priority', 'weight', '-weight'] as const;

export const BookingListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  /** Local departure dates of the legs, inclusive. */
  from: v.optional(isoDay),
  to: v.optional(isoDay),
  status: v.optional(v.picklist(BOOKING_STATUSES, msg(M.invalid))),
  source: v.optional(v.picklist(BOOKING_SOURCES, msg(M.invalid))),
  departure: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, msg(M.airportCode)))),
  arrival: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, msg(M.airportCode)))),
  /** One flight leg's bookings. */
  legId: v.optional(IdTextSchema),
  /** A flight's bookings on all its legs (the flight's booking-processing tab). */
  flightId: v.optional(IdTextSchema),
  /** The airline's processing queue: HN, LL and CN by priority, then time. */
  queue: v.optional(v.picklist(['1', 'true'])),
  sort: v.optional(v.picklist(BOOKING_SORTS, msg(M.invalid)), '-created'),
});
export type BookingListQuery = v.InferOutput<typeof BookingListQuerySchema>;

export const BookingPageSchema = pageOf(BookingRowSchema);
export type BookingPage = v.InferOutput<typeof BookingPageSchema>;

/** The airline's answer to a booking waiting for it (HN) or wait-listed (LL, CN). */
export const BookingAnswerBodySchema = v.strictObject({
  status: v.picklist(['KK', 'LL', 'UU'] as const, msg(M.invalid)),
  comment: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500, msg(M.maxLength)))), null),
});
export type BookingAnswerBody = v.InferOutput<typeof BookingAnswerBodySchema>;

/** Moving a shipment's bookings to other flights of the same origin and destination: a variant, or legs by hand. */
export const BookingMoveBodySchema = v.strictObject({
  variantId: v.optional(v.nullable(v.pipe(v.string(msg(M.invalid)), v.regex(/^[A-Za-z0-9_-]{22}$/, msg(M.invalid)))), null),
  legIds: v.optional(v.pipe(v.array(rowId), v.maxLength(4, msg(M.maxLength))), []),
  /** The new price agreed after a re-tariffing. */
  price: v.optional(v.nullable(BookingPriceSchema), null),
});
export type BookingMoveBody = v.InferOutput<typeof BookingMoveBodySchema>;

/** One part of a split shipment: its share of the cargo, and its flights (left out: those this part, or else the first part, is booked on now). */
export const BookingSplitPartSchema = v.strictObject({
  pieces: v.pipe(v.number(msg(M.integer)), v.integer(msg(M.integer)), v.minValue(1, msg(M.minValue)), v.maxValue(9999, msg(M.maxValue))),
  weight,
  /** m³; left out, the shipment's volume shared out by weight. */
  volume: v.optional(v.nullable(volume), null),
  variantId: v.optional(v.nullable(v.pipe(v.string(msg(M.invalid)), v.regex(/^[A-Za-z0-9_-]{22}$/, msg(M.invalid)))), null),
  legIds: v.optional(v.pipe(v.array(rowId), v.maxLength(4, msg(M.maxLength))), []),
});
export type BookingSplitPart = v.InferOutput<typeof BookingSplitPartSchema>;

/** Splitting a shipment's booking into parts whose pieces and weight add up to the shipment's. */
export const BookingSplitBodySchema = v.strictObject({
  parts: v.pipe(v.array(BookingSplitPartSchema), v.minLength(2, msg(M.minLength)), v.maxLength(10, msg(M.maxLength))),
});
export type BookingSplitBody = v.InferOutput<typeof BookingSplitBodySchema>;
