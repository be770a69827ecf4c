import * as v from 'valibot';
import { parseAwb } from '../awb';
import { AWB_STATUSES, MOVEMENT_STATUSES } from '../constants';
import { M, msg } from '../validation';

/** The AWB search box of the landing page: `PPP-SSSSSSSS` with the mod-7 check digit. */
export const AwbInputSchema = v.pipe(
  v.string(msg(M.required)),
  v.trim(),
  v.nonEmpty(msg(M.required)),
  v.regex(/^\d{3}[-\s]?\d{8}$/, msg(M.awbFormat)),
  v.check((value) => parseAwb(value).ok, msg(M.awbCheckDigit)),
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
  status: v.picklist(AWB_STATUSES),
  movements: v.array(MovementSchema),
});
export type Tracking = v.InferOutput<typeof TrackingSchema>;
