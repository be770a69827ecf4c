import * as v from 'valibot';
import { matrixSizeSchema, TRUNK_MATRIX_LIMITS, type TrunkMatrixDraft } from '@shared/technology/trunk-matrix';

// The trunk matrix as the grid editor changes it: what is typed stays as typed (the shared schema
// reads it on save and names what is wrong), rows and columns keep their cells when they move.

export type Cell = number | string | null;

/** Whatever the form holds (a stored matrix, a draft, nothing yet) as a well-formed draft. */
export function toDraft(value: unknown): TrunkMatrixDraft {
  const matrix = (value ?? {}) as Partial<TrunkMatrixDraft>;
  const heights = Array.isArray(matrix.heights) ? matrix.heights : [];
  const widths = Array.isArray(matrix.widths) ? matrix.widths : [];
  const rows = Array.isArray(matrix.lengths) ? matrix.lengths : [];
  return {
    heights,
    widths,
    lengths: heights.map((_, r) => widths.map((__, c) => (Array.isArray(rows[r]) ? (rows[r][c] ?? null) : null))),
  };
}

export const canAddRow = (draft: TrunkMatrixDraft): boolean => draft.heights.length < TRUNK_MATRIX_LIMITS.maxSizes;
export const canAddColumn = (draft: TrunkMatrixDraft): boolean => draft.widths.length < TRUNK_MATRIX_LIMITS.maxSizes;

export const addRow = (draft: TrunkMatrixDraft): TrunkMatrixDraft =>
  canAddRow(draft) ? { ...draft, heights: [...draft.heights, ''], lengths: [...draft.lengths, draft.widths.map(() => null)] } : draft;

export const addColumn = (draft: TrunkMatrixDraft): TrunkMatrixDraft =>
  canAddColumn(draft) ? { ...draft, widths: [...draft.widths, ''], lengths: draft.lengths.map((row) => [...row, null]) } : draft;

export const removeRow = (draft: TrunkMatrixDraft, r: number): TrunkMatrixDraft => ({
  ...draft,
  heights: draft.heights.filter((_, i) => i !== r),
  lengths: draft.lengths.filter((_, i) => i !== r),
});

export const removeColumn = (draft: TrunkMatrixDraft, c: number): TrunkMatrixDraft => ({
  ...draft,
  widths: draft.widths.filter((_, i) => i !== c),
  lengths: draft.lengths.map((row) => row.filter((_, i) => i !== c)),
});

export const setHeight = (draft: TrunkMatrixDraft, r: number, text: string): TrunkMatrixDraft => ({ ...draft, heights: draft.heights.map((one, i) => (i === r ? text : one)) });

export const setWidth = (draft: TrunkMatrixDraft, c: number, text: string): TrunkMatrixDraft => ({ ...draft, widths: draft.widths.map((one, i) => (i === c ? text : one)) });

export const setCell = (draft: TrunkMatrixDraft, r: number, c: number, text: string): TrunkMatrixDraft => ({
  ...draft,
  lengths: draft.lengths.map((row, i) => (i === r ? row.map((one, j) => (j === c ? text : one)) : row)),
});

/** The sizes as numbers when every one is a valid, distinct size; otherwise null (nothing to sort by yet). */
function sizesOf(values: readonly (number | string)[]): number[] | null {
  const numbers: number[] = [];
  for (const value of values) {
    const parsed = v.safeParse(matrixSizeSchema, value);
    if (!parsed.success) return null;
    numbers.push(parsed.output);
  }
  return new Set(numbers).size === numbers.length ? numbers : null;
}

/** The order that sorts `sizes` ascending (indices into them), or null when it cannot be sorted yet. */
function orderOf(values: readonly (number | string)[]): number[] | null {
  const sizes = sizesOf(values);
  return sizes ? sizes.map((_, i) => i).sort((a, b) => sizes[a]! - sizes[b]!) : null;
}

/**
 * Rows in ascending height and columns in ascending width, each carrying its cells, once the
 * sizes are all valid and distinct (the schema requires the order; the editor keeps it).
 * Returns where each old row and column went, so focus can follow the one being edited.
 */
export function sorted(draft: TrunkMatrixDraft): { draft: TrunkMatrixDraft; rowAt: number[]; columnAt: number[] } {
  const rows = orderOf(draft.heights) ?? draft.heights.map((_, i) => i);
  const columns = orderOf(draft.widths) ?? draft.widths.map((_, i) => i);
  const inverse = (order: number[]) => order.reduce<number[]>((at, old, now) => ((at[old] = now), at), []);
  return {
    draft: {
      heights: rows.map((r) => draft.heights[r]!),
      widths: columns.map((c) => draft.widths[c]!),
      lengths: rows.map((r) => columns.map((c) => draft.lengths[r]?.[c] ?? null)),
    },
    rowAt: inverse(rows),
    columnAt: inverse(columns),
  };
}
