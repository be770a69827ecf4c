import * as v from 'valibot';
import { AWB_PATTERN, normalizeAwb, parseAwb } from '../awb';
import { AWB_STATUSES, MOVEMENT_STATUSES } from '../constants';
import { M, msg } from '../validation';
import { SHOWN_STATUSES } from './shown-status';

/**
 * The AWB search box of the landing page: the number as people type it (`298 4518 2303`,
 * `29845182303`, `298-45182303`...) with the mod-7 check digit, given on as `298-45182303`.
 */
export const AwbInputSchema = v.pipe(
  v.string(msg(M.required)),
  v.trim(),
  v.nonEmpty(msg(M.required)),
  v.regex(AWB_PATTERN, msg(M.awbFormat)),
  v.check((value) => parseAwb(value).ok, msg(M.awbCheckDigit)),
  v.transform((value) => normalizeAwb(value) ?? value),
);

export const MovementSchema = v.object({
  time: v.string(),
  status: v.picklist(MOVEMENT_STATUSES),
  flight: v.nullable(v.string()),
  place: v.string(),
  pieces: v.number(),
  weight: v.number(),
  volume: v.nullable(v.number()),
});
export type Movement = v.InferOutput<typeof MovementSchema>;

/** What anybody holding the AWB number may see, without signing in. */
export const TrackingSchema = v.object({
  awb: v.string(),
  origin: v.string(),
  destination: v.string(),
  route: v.array(v.string()),
  pieces: v.number(),
  weight: v.number(),
  volume: v.nullable(v.number()),
  /** The AWB's own status (section 4): where the document is. */
  status: v.picklist(AWB_STATUSES),
  /** What the shipment is shown as: its latest movement's state once it has moved (shown-status.ts). */
  shownStatus: v.picklist(SHOWN_STATUSES),
  movements: v.array(MovementSchema),
});
export type Tracking = v.InferOutput<typeof TrackingSchema>;
