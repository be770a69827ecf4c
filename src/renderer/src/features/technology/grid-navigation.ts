// Moving between the trunk matrix's inputs from the keyboard. Positions count data rows and
// columns from 0; row -1 holds the widths, column -1 the heights, and their corner is no input.

export interface GridPosition {
  r: number;
  c: number;
}

export interface Caret {
  /** The caret is before the first character (and nothing is selected). */
  atStart: boolean;
  /** The caret is after the last character (and nothing is selected). */
  atEnd: boolean;
}

const isInput = ({ r, c }: GridPosition, rows: number, columns: number): boolean => r >= -1 && c >= -1 && r < rows && c < columns && !(r === -1 && c === -1);

/**
 * Where a key takes the focus, or null when it stays (the key then edits the text). Up, Down and
 * Enter move between rows; Left and Right move between columns once the caret is at the text's edge.
 */
export function nextPosition(from: GridPosition, key: string, rows: number, columns: number, caret: Caret): GridPosition | null {
  const to =
    key === 'ArrowUp'
      ? { r: from.r - 1, c: from.c }
      : key === 'ArrowDown' || key === 'Enter'
        ? { r: from.r + 1, c: from.c }
        : key === 'ArrowLeft' && caret.atStart
          ? { r: from.r, c: from.c - 1 }
          : key === 'ArrowRight' && caret.atEnd
            ? { r: from.r, c: from.c + 1 }
            : null;
  return to && isInput(to, rows, columns) ? to : null;
}
