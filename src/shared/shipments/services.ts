import * as v from 'valibot';
import { pageOf, PageQuerySchema } from '../api/page';
import { isoDay } from '../resources/fields';
import { M, msg } from '../validation';

// Ancillary services ordered with a shipment (section 2's /services): storage at the temporary
// storage warehouse beyond its free days, special handling, documents, delivery to the consignee.
// Each is a row of the surcharges book marked as a service, priced by it for the shipment and the
// quantity ordered (days, pieces, times), and charged to the contract like freight.

/** Ordered (charged), done by the airline, or cancelled (the charge given back). */
export const SERVICE_STATUSES = ['ordered', 'done', 'cancelled'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** A service the shipment may be given: its surcharge, and the price of one unit for this shipment. */
export const ServiceOfferSchema = v.object({
  surchargeId: v.number(),
  code: v.string(),
  nameRu: v.string(),
  nameEn: v.string(),
  method: v.string(),
  /** One unit's price for this shipment, minor units. */
  unitPrice: v.number(),
  currency: v.string(),
});
export type ServiceOffer = v.InferOutput<typeof ServiceOfferSchema>;

export const ServiceOrderBodySchema = v.strictObject({
  surchargeId: v.pipe(v.number(msg(M.integer)), v.integer(msg(M.integer)), v.minValue(1, msg(M.minValue))),
  /** Units: days of storage, times of handling or delivery. */
  quantity: v.pipe(v.number(msg(M.integer)), v.integer(msg(M.integer)), v.minValue(1, msg(M.minValue)), v.maxValue(365, msg(M.maxValue))),
  comment: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500, msg(M.maxLength)))), null),
});
export type ServiceOrderBody = v.InferOutput<typeof ServiceOrderBodySchema>;

export const ServiceRowSchema = v.object({
  id: v.number(),
  shipmentId: v.number(),
  awb: v.string(),
  code: v.string(),
  nameRu: v.string(),
  nameEn: v.string(),
  quantity: v.number(),
  amount: v.number(),
  currency: v.string(),
  status: v.picklist(SERVICE_STATUSES),
  comment: v.nullable(v.string()),
  createdAt: v.string(),
  by: v.nullable(v.string()),
  doneAt: v.nullable(v.string()),
  /** The client company (the airline's staff see many). */
  contractor: v.nullable(v.string()),
  /** What the caller may do with it now: mark it done (the airline), cancel it (before done). */
  can: v.object({ done: v.boolean(), cancel: v.boolean() }),
});
export type ServiceRow = v.InferOutput<typeof ServiceRowSchema>;

export const SERVICE_SORTS = ['-created', 'created', 'amount', '-amount'] as const;

export const ServiceListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  from: v.optional(isoDay),
  to: v.optional(isoDay),
  status: v.optional(v.picklist(SERVICE_STATUSES, msg(M.invalid))),
  /** An AWB number or its beginning. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20, msg(M.maxLength)))),
  /** One shipment's services. */
  shipmentId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/, msg(M.integer)), v.transform(Number))),
  sort: v.optional(v.picklist(SERVICE_SORTS, msg(M.invalid)), '-created'),
});
export type ServiceListQuery = v.InferOutput<typeof ServiceListQuerySchema>;

export const ServicePageSchema = pageOf(ServiceRowSchema);
export type ServicePage = v.InferOutput<typeof ServicePageSchema>;
