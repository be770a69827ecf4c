import * as v from 'valibot';
import { MOVEMENT_STATUSES } from '../constants';
import { M, msg } from '../validation';
import type { AwbAction } from './lifecycle';

// What each AWB action takes (the lifecycle's table says from where and who): a comment where the
// airline takes something back, the measured cargo where the terminal accepts it.

const comment = (required: boolean) => {
  const text = v.pipe(v.string(msg(M.required)), v.trim(), v.maxLength(500, msg(M.maxLength)));
  return required ? v.pipe(text, v.nonEmpty(msg(M.required))) : v.optional(v.nullable(text), null);
};

export const AwbConfirmBodySchema = v.strictObject({ comment: comment(false) });
export const AwbUndoBodySchema = v.strictObject({ comment: comment(true) });

/** The cargo as the terminal measured it (section 4's accept: actual pieces and weight). */
export const AwbAcceptBodySchema = v.strictObject({
  pieces: v.pipe(v.number(msg(M.integer)), v.integer(msg(M.integer)), v.minValue(1, msg(M.minValue)), v.maxValue(9999, msg(M.maxValue))),
  weight: v.pipe(v.number(msg(M.float)), v.finite(msg(M.float)), v.minValue(0.1, msg(M.minValue)), v.maxValue(100_000, msg(M.maxValue))),
  /** m³; left out, the booked volume stands. */
  volume: v.optional(v.nullable(v.pipe(v.number(msg(M.float)), v.finite(msg(M.float)), v.minValue(0, msg(M.minValue)), v.maxValue(1_000, msg(M.maxValue)))), null),
  comment: comment(false),
});
export type AwbAcceptBody = v.InferOutput<typeof AwbAcceptBodySchema>;

/** Each action's body (issue has its own: the consent, awb.ts). */
export const AWB_ACTION_BODIES = {
  confirm: AwbConfirmBodySchema,
  undoConfirm: AwbUndoBodySchema,
  accept: AwbAcceptBodySchema,
  unaccept: AwbUndoBodySchema,
} as const satisfies Record<Exclude<AwbAction, 'issue'>, v.GenericSchema>;

/** Server code of a refusal because the correction time is over (section 4: 'time for adjustments is over'). */
export const CORRECTION_OVER_CODE = 703;

/** A movement of the cargo entered by terminal staff (section 4's statuses; FSU telegrams will add them through the same function). */
export const MovementBodySchema = v.strictObject({
  status: v.picklist(MOVEMENT_STATUSES, msg(M.invalid)),
  /** When it happened (ISO 8601 with its offset); left out, now. */
  time: v.optional(v.nullable(v.pipe(v.string(msg(M.invalid)), v.isoTimestamp(msg(M.invalid)))), null),
  /** The flight it moved on (UT432); none for a status at the terminal. */
  flight: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{2}\d{1,4}[A-Z]?$/, msg(M.invalid)))), null),
  /** The airport where it happened. */
  place: v.pipe(v.string(msg(M.required)), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, msg(M.airportCode))),
  pieces: v.pipe(v.number(msg(M.integer)), v.integer(msg(M.integer)), v.minValue(0, msg(M.minValue)), v.maxValue(9999, msg(M.maxValue))),
  weight: v.pipe(v.number(msg(M.float)), v.finite(msg(M.float)), v.minValue(0, msg(M.minValue)), v.maxValue(100_000, msg(M.maxValue))),
  volume: v.optional(v.nullable(v.pipe(v.number(msg(M.float)), v.finite(msg(M.float)), v.minValue(0, msg(M.minValue)), v.maxValue(1_000, msg(M.maxValue)))), null),
});
export type MovementBody = v.InferOutput<typeof MovementBodySchema>;

/** Editing the booked cargo (section 2's edit booking, `shipment.change`): on the same flights, answered and priced anew. */
export const CargoEditBodySchema = v.strictObject({
  pieces: AwbAcceptBodySchema.entries.pieces,
  weight: AwbAcceptBodySchema.entries.weight,
  volume: AwbAcceptBodySchema.entries.volume,
  /** The agreed new price after a re-tariffing (409, 701): sent back to confirm it. */
  price: v.optional(v.nullable(v.object({ currency: v.string(), total: v.pipe(v.number(), v.safeInteger()) })), null),
});
export type CargoEditBody = v.InferOutput<typeof CargoEditBodySchema>;
