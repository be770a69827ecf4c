import * as v from 'valibot';
import { M, msg } from '../validation';

// The trunk dimension matrix of an aircraft capacity: rows are piece heights, columns piece widths
// (cm), each cell the longest piece (cm) of that height and width that passes the hold door; an
// empty cell means such a piece does not fit at all. The form keeps what is typed (strings); the
// schema turns it into numbers and says what is wrong, cell by cell for the editor.

export const TRUNK_MATRIX_LIMITS = {
  /** Rows and columns each: a door chart is read at 10–20 cm steps, 30 covers any hold door. */
  maxSizes: 30,
  /** A piece height or width, cm. */
  maxSize: 1000,
  /** A cell, cm: longer than any aircraft hold. */
  maxLength: 5000,
} as const;

export const MATRIX_MESSAGES = {
  order: 'resources/capacities:errors.matrixOrder',
  repeated: 'resources/capacities:errors.matrixRepeated',
  size: 'resources/capacities:errors.matrixSize',
  shape: 'resources/capacities:errors.matrixShape',
  longerThanHold: 'resources/capacities:errors.longerThanHold',
  higherThanHold: 'resources/capacities:errors.higherThanHold',
  outsideHold: 'resources/capacities:errors.outsideHold',
} as const;

const integerText = (value: string) => /^-?\d+$/.test(value);

/** A number, or the text of one as typed in a cell. */
const integer = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(msg(M.integer)), v.pipe(v.string(msg(M.integer)), v.trim(), v.check(integerText, msg(M.integer)), v.transform(Number))], msg(M.integer)),
    v.number(msg(M.integer)),
    v.integer(msg(M.integer)),
    v.minValue(min, msg(M.minValue)),
    v.maxValue(max, msg(M.maxValue)),
  );

/** A row's height or a column's width: required, positive. */
export const matrixSizeSchema = v.pipe(
  v.unknown(),
  v.check((value) => value !== null && value !== undefined && String(value).trim() !== '', msg(M.required)),
  integer(1, TRUNK_MATRIX_LIMITS.maxSize),
);

/** A cell: empty (does not fit) or the longest piece, cm. */
export const matrixCellSchema = v.pipe(
  v.unknown(),
  v.transform((value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value)),
  v.nullable(integer(0, TRUNK_MATRIX_LIMITS.maxLength)),
);

const ascending = (values: number[]) => values.every((value, index) => index === 0 || value > values[index - 1]!);

const sizes = v.pipe(
  v.array(matrixSizeSchema, msg(M.invalidType)),
  v.maxLength(TRUNK_MATRIX_LIMITS.maxSizes, msg(MATRIX_MESSAGES.size)),
  v.check((values: number[]) => new Set(values).size === values.length, msg(MATRIX_MESSAGES.repeated)),
  v.check(ascending, msg(MATRIX_MESSAGES.order)),
);

export const trunkMatrixSchema = v.pipe(
  v.strictObject(
    {
      heights: sizes,
      widths: sizes,
      lengths: v.pipe(v.array(v.pipe(v.array(matrixCellSchema, msg(M.invalidType)), v.maxLength(TRUNK_MATRIX_LIMITS.maxSizes, msg(MATRIX_MESSAGES.size))), msg(M.invalidType)), v.maxLength(TRUNK_MATRIX_LIMITS.maxSizes, msg(MATRIX_MESSAGES.size))),
    },
    msg(M.invalidType),
  ),
  v.check((m) => m.lengths.length === m.heights.length && m.lengths.every((row) => row.length === m.widths.length), msg(MATRIX_MESSAGES.shape)),
);

export type TrunkMatrix = v.InferOutput<typeof trunkMatrixSchema>;

/** The matrix as a form holds it: what was typed, before the schema reads it. */
export interface TrunkMatrixDraft {
  heights: (number | string)[];
  widths: (number | string)[];
  lengths: (number | string | null)[][];
}

export const EMPTY_TRUNK_MATRIX: TrunkMatrix = { heights: [], widths: [], lengths: [] };

/** Does the matrix fit the hold: no row higher than the hold, no piece longer than it. */
export const matrixWithinHold = (matrix: TrunkMatrix, hold: { height: number; length: number }): boolean =>
  matrix.heights.every((height) => height <= hold.height) && matrix.lengths.every((row) => row.every((cell) => cell === null || cell <= hold.length));

/** The message for one cell as typed, or null; `holdLength` bounds it when the hold's length is known. */
export function cellProblem(value: unknown, holdLength?: number): string | null {
  const parsed = v.safeParse(matrixCellSchema, value);
  if (!parsed.success) return parsed.issues[0]!.message;
  if (parsed.output !== null && holdLength !== undefined && parsed.output > holdLength) return MATRIX_MESSAGES.longerThanHold;
  return null;
}

/** The message for each height or width as typed, or null: the value itself, then repeats and order. */
export function sizeProblems(values: readonly unknown[], holdHeight?: number): (string | null)[] {
  const parsed = values.map((value) => v.safeParse(matrixSizeSchema, value));
  const numbers = parsed.map((result) => (result.success ? result.output : null));
  return parsed.map((result, index) => {
    if (!result.success) return result.issues[0]!.message;
    const value = result.output;
    if (numbers.indexOf(value) !== index) return MATRIX_MESSAGES.repeated;
    if (holdHeight !== undefined && value > holdHeight) return MATRIX_MESSAGES.higherThanHold;
    return null;
  });
}

/** The longest piece of this height and width that fits (cm), or null when none does: the next row and column up. */
export function longestPiece(matrix: TrunkMatrix, piece: { height: number; width: number }): number | null {
  const row = matrix.heights.findIndex((height) => height >= piece.height);
  const column = matrix.widths.findIndex((width) => width >= piece.width);
  if (row < 0 || column < 0) return null;
  return matrix.lengths[row]?.[column] ?? null;
}
