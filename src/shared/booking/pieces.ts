import type { DimensionRow } from './dimensions';
import { longestPiece, type TrunkMatrix } from '../technology';

// Whether each piece goes into the aircraft's hold (section 3: the capacities handbook's trunk
// limits and its door matrix, the longest piece for a height and width). A piece may be turned on
// the floor (length and width swapped), not stood on end: cargo is loaded the way it is packed.

export interface HoldSize {
  height: number;
  length: number;
  width: number;
  matrix: TrunkMatrix;
}

export interface PieceProblem {
  /** The dimension row, from 0. */
  row: number;
  field: 'height' | 'width' | 'length';
  /** The largest the dimension may be (cm). */
  limit: number;
}

/** The longest piece of this height and width the hold takes, cm (the matrix's when it has one). */
function longestFor(hold: HoldSize, height: number, width: number): number {
  const hasMatrix = hold.matrix.heights.length > 0 && hold.matrix.widths.length > 0;
  if (!hasMatrix) return hold.length;
  return Math.min(hold.length, longestPiece(hold.matrix, { height, width }) ?? 0);
}

/** The first dimension of each row that does not fit, with its limit; empty when every piece fits. */
export function pieceProblems(rows: readonly Pick<DimensionRow, 'length' | 'width' | 'height'>[], hold: HoldSize): PieceProblem[] {
  const problems: PieceProblem[] = [];
  rows.forEach((piece, row) => {
    if (piece.height > hold.height) {
      problems.push({ row, field: 'height', limit: hold.height });
      return;
    }
    const turns = [
      { length: piece.length, width: piece.width },
      { length: piece.width, width: piece.length },
    ];
    if (turns.some((turn) => turn.width <= hold.width && turn.length <= longestFor(hold, piece.height, turn.width))) return;
    if (Math.min(piece.length, piece.width) > hold.width) {
      problems.push({ row, field: piece.width <= piece.length ? 'width' : 'length', limit: hold.width });
      return;
    }
    // The narrow side across the door: the length along the hold is what is too long.
    const width = Math.min(piece.length, piece.width);
    problems.push({ row, field: piece.width === width ? 'length' : 'width', limit: longestFor(hold, piece.height, width) });
  });
  return problems;
}
