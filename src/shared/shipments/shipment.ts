import * as v from 'valibot';
import { AWB_STATUSES } from '../constants';
import { pageOf } from '../api/page';
import { SHOWN_STATUSES } from './shown-status';
import { MovementSchema } from './tracking';

/** A shipment as its owner (or the airline) sees it; later issues add the rest of section 3. */
export const ShipmentSchema = v.object({
  id: v.number(),
  awb: v.string(),
  postNumber: v.nullable(v.string()),
  createdAt: v.string(),
  origin: v.string(),
  destination: v.string(),
  route: v.array(v.string()),
  /** The AWB's own status (section 4): where the document is. */
  status: v.picklist(AWB_STATUSES),
  /** What the shipment is shown as: its latest movement's state once it has moved (shown-status.ts). */
  shownStatus: v.picklist(SHOWN_STATUSES),
  pieces: v.number(),
  weight: v.number(),
  volume: v.nullable(v.number()),
  chargeableWeight: v.nullable(v.number()),
  shc: v.array(v.string()),
  cargoName: v.nullable(v.string()),
  contractorId: v.nullable(v.number()),
});
export type Shipment = v.InferOutput<typeof ShipmentSchema>;

export const ShipmentPageSchema = pageOf(ShipmentSchema);
export type ShipmentPage = v.InferOutput<typeof ShipmentPageSchema>;

export const ShipmentDetailSchema = v.object({ ...ShipmentSchema.entries, movements: v.array(MovementSchema) });
export type ShipmentDetail = v.InferOutput<typeof ShipmentDetailSchema>;
