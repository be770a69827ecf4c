import * as v from 'valibot';
import { AWB_STATUSES, BOOKING_STATUSES } from '../constants';
import { LEDGER_ENTRY_TYPES } from '../finance';
import { INFORMING_STATUSES } from '../flights';
import { pageOf, PageQuerySchema } from '../api/page';
import { isoDay } from '../resources/fields';
import { M, msg } from '../validation';
import { AwbDataSchema, SHIPMENT_TYPES } from './awb';
import { AWB_ACTIONS } from './lifecycle';
import { ParticipantsSchema } from './participants';
import { RefundBidSchema } from './refund';
import { ShipmentAttachmentSchema } from './attachments';
import { SHOWN_STATUSES } from './shown-status';
import { MovementSchema } from './tracking';

// Shipments (section 3's Shipment / AWB): the list's rows, its query, and one shipment as its page
// shows it. Amounts are integer minor units with their currency.

const money = v.object({ currency: v.string(), total: v.number() });

/** A shipment's booking on one leg, as the list and the page show it. */
export const ShipmentBookingSchema = v.object({
  id: v.number(),
  flight: v.string(),
  /** The leg's local departure date. */
  date: v.string(),
  departure: v.string(),
  arrival: v.string(),
  status: v.picklist(BOOKING_STATUSES),
  cancelled: v.boolean(),
  part: v.number(),
});
export type ShipmentBooking = v.InferOutput<typeof ShipmentBookingSchema>;

/** A shipment as the list shows it, and as its owner (or the airline) sees it. */
export const ShipmentSchema = v.object({
  id: v.number(),
  awb: v.string(),
  /** The general (master) AWB number a consolidation hangs on. */
  postNumber: v.nullable(v.string()),
  createdAt: v.string(),
  type: v.picklist(SHIPMENT_TYPES),
  origin: v.string(),
  destination: v.string(),
  route: v.array(v.string()),
  /** The AWB's own status (section 4): where the document is. */
  status: v.picklist(AWB_STATUSES),
  /** What the shipment is shown as: its latest movement's state once it has moved (shown-status.ts). */
  shownStatus: v.picklist(SHOWN_STATUSES),
  /** Its bookings alive, by part and leg (cancelled ones left out). */
  bookings: v.array(ShipmentBookingSchema),
  pieces: v.number(),
  weight: v.number(),
  volume: v.nullable(v.number()),
  chargeableWeight: v.nullable(v.number()),
  shc: v.array(v.string()),
  cargoName: v.nullable(v.string()),
  contractorId: v.nullable(v.number()),
  /** The client company's name (the airline's staff see many). */
  contractor: v.nullable(v.string()),
  contract: v.nullable(v.object({ id: v.number(), number: v.string() })),
  product: v.nullable(v.string()),
  price: v.nullable(money),
});
export type Shipment = v.InferOutput<typeof ShipmentSchema>;

export const ShipmentPageSchema = pageOf(ShipmentSchema);
export type ShipmentPage = v.InferOutput<typeof ShipmentPageSchema>;

export const SHIPMENT_SORTS = ['-created', 'created', 'awb', '-awb', 'weight', '-weight', 'status', '-status'] as const;
export type ShipmentSort = (typeof SHIPMENT_SORTS)[number];

const airport = v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, msg(M.airportCode))));

/** The list's filters (kept in the address with the block page's state). */
export const ShipmentListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  /** Created on these days (the viewer's calendar days, UTC), inclusive. */
  from: v.optional(isoDay),
  to: v.optional(isoDay),
  status: v.optional(v.picklist(AWB_STATUSES, msg(M.invalid))),
  type: v.optional(v.picklist(SHIPMENT_TYPES, msg(M.invalid))),
  departure: airport,
  arrival: airport,
  /** An AWB number or its beginning, digits only or with its hyphen; or the cargo's name. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, msg(M.maxLength)))),
  /** Shipments with a refund bid waiting for the airline. */
  bid: v.optional(v.picklist(['process'] as const, msg(M.invalid))),
  sort: v.optional(v.picklist(SHIPMENT_SORTS, msg(M.invalid)), '-created'),
});
export type ShipmentListQuery = v.InferOutput<typeof ShipmentListQuerySchema>;

/** One change of a shipment, as its history lists it: who, what, the values before and after. */
export const ShipmentHistoryEntrySchema = v.object({
  at: v.string(),
  user: v.nullable(v.string()),
  action: v.string(),
  changes: v.array(v.object({ field: v.string(), before: v.unknown(), after: v.unknown() })),
  comment: v.nullable(v.string()),
});
export type ShipmentHistoryEntry = v.InferOutput<typeof ShipmentHistoryEntrySchema>;

const CorrectionSchema = v.variant('state', [
  v.object({ state: v.literal('free') }),
  v.object({ state: v.literal('open'), until: v.nullable(v.string()), sent: v.boolean() }),
  v.object({ state: v.literal('over'), since: v.string(), sent: v.boolean() }),
]);

/** What the caller may do with the shipment now: its rights and the AWB's state together. */
export const ShipmentRightsSchema = v.object({
  /** Edit the AWB's data (before the issue, or within the correction time; the airline's staff always). */
  edit: v.boolean(),
  actions: v.array(v.picklist(AWB_ACTIONS)),
  movements: v.boolean(),
  /** Ask for a refund (the refund form). */
  refund: v.boolean(),
  /** Answer its refund bid waiting (the airline). */
  answerRefund: v.boolean(),
  /** Attach documents. */
  attach: v.boolean(),
  /** Change the booked cargo (section 2's edit booking): until the terminal accepts it. */
  editCargo: v.boolean(),
  /** Take the refund bid waiting back (its asker, or the client's company). */
  cancelRefund: v.boolean(),
  /** Order a service with it (a contract to charge). */
  orderService: v.boolean(),
});
export type ShipmentRights = v.InferOutput<typeof ShipmentRightsSchema>;

export const ShipmentDetailSchema = v.object({
  ...ShipmentSchema.entries,
  issuedAt: v.nullable(v.string()),
  confirmedAt: v.nullable(v.string()),
  acceptedAt: v.nullable(v.string()),
  refundedAt: v.nullable(v.string()),
  /** When its FWB was sent (the messaging area's); null until then. */
  fwbSentAt: v.nullable(v.string()),
  participants: ParticipantsSchema,
  dimensions: v.array(v.object({ pieces: v.number(), length: v.number(), width: v.number(), height: v.number(), weight: v.nullable(v.number()) })),
  awbData: AwbDataSchema,
  /** What the terminal measured at acceptance. */
  measured: v.nullable(v.object({ pieces: v.number(), weight: v.number(), volume: v.nullable(v.number()) })),
  correction: CorrectionSchema,
  movements: v.array(MovementSchema),
  history: v.array(ShipmentHistoryEntrySchema),
  refunds: v.array(RefundBidSchema),
  attachments: v.array(ShipmentAttachmentSchema),
  /** The temporary storage warehouse the warehouse rules choose for it. */
  warehouse: v.nullable(v.object({ id: v.number(), code: v.string(), name: v.string(), airport: v.string(), address: v.nullable(v.string()) })),
  /** Its entries in the contract's ledger: the hold, its release, the charge, refunds. */
  payments: v.array(v.object({ at: v.string(), type: v.picklist(LEDGER_ENTRY_TYPES), amount: v.number(), currency: v.string(), description: v.nullable(v.string()) })),
  /** Preliminary informing of customs on its international legs (the flights area records the answers). */
  informing: v.array(
    v.object({
      flight: v.string(),
      date: v.string(),
      departure: v.string(),
      arrival: v.string(),
      status: v.picklist(INFORMING_STATUSES),
      tin: v.nullable(v.string()),
      preDecision: v.nullable(v.string()),
      finalDecision: v.nullable(v.string()),
      comment: v.nullable(v.string()),
    }),
  ),
  can: ShipmentRightsSchema,
});
export type ShipmentDetail = v.InferOutput<typeof ShipmentDetailSchema>;
