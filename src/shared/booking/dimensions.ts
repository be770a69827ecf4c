import * as v from 'valibot';
import { M, msg } from '../validation';

// Section 3's dimensions of a shipment (booked here first; the AWB carries them): rows of like pieces, each with its size in centimetres and
// (optionally) the weight of the row. The volume of a row is pieces × L × W × H.

const whole = (min: number, max: number) =>
  v.pipe(v.number(msg(M.integer)), v.integer(msg(M.integer)), v.minValue(min, msg(M.minValue)), v.maxValue(max, msg(M.maxValue)));

/** The longest side a piece may have (cm): beyond any hold door, a typo. */
export const MAX_PIECE_SIDE = 2_000;

export const DimensionRowSchema = v.object({
  pieces: whole(1, 9999),
  length: whole(1, MAX_PIECE_SIDE),
  width: whole(1, MAX_PIECE_SIDE),
  height: whole(1, MAX_PIECE_SIDE),
  /** The row's weight, kg; left out, the shipment's weight is spread over its pieces. */
  weight: v.optional(v.nullable(v.pipe(v.number(msg(M.float)), v.finite(msg(M.float)), v.minValue(0.1, msg(M.minValue)), v.maxValue(100_000, msg(M.maxValue)))), null),
});
export type DimensionRow = v.InferOutput<typeof DimensionRowSchema>;

export const DimensionsSchema = v.pipe(v.array(DimensionRowSchema), v.maxLength(50, msg(M.maxLength)));

/** m³ of the rows, to three decimals (whole litres). */
export function dimensionsVolume(rows: readonly Pick<DimensionRow, 'pieces' | 'length' | 'width' | 'height'>[]): number {
  const cm3 = rows.reduce((sum, row) => sum + row.pieces * row.length * row.width * row.height, 0);
  return Math.round(cm3 / 1000) / 1000;
}
