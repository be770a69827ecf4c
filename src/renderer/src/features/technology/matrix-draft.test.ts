import { describe, expect, it } from 'vitest';
import { nextPosition } from './grid-navigation';
import { addColumn, addRow, removeColumn, removeRow, setCell, setHeight, setWidth, sorted, toDraft } from './matrix-draft';

const base = () => ({ heights: [30, 60], widths: [40, 80], lengths: [[400, 300], [250, null]] as (number | string | null)[][] });

describe('the matrix draft', () => {
  it('reads anything the form holds as a well-formed draft', () => {
    expect(toDraft('')).toEqual({ heights: [], widths: [], lengths: [] });
    expect(toDraft({ heights: [30, 60], widths: [40], lengths: [[1]] })).toEqual({ heights: [30, 60], widths: [40], lengths: [[1], [null]] });
  });

  it('adds and removes rows and columns with their cells', () => {
    const grown = addColumn(addRow(base()));
    expect(grown).toEqual({ heights: [30, 60, ''], widths: [40, 80, ''], lengths: [[400, 300, null], [250, null, null], [null, null, null]] });
    expect(removeColumn(removeRow(grown, 0), 1)).toEqual({ heights: [60, ''], widths: [40, ''], lengths: [[250, null], [null, null]] });
  });

  it('keeps what is typed in cells and sizes', () => {
    const typed = setWidth(setHeight(setCell(base(), 1, 1, '12a'), 0, '35'), 1, '');
    expect(typed).toEqual({ heights: ['35', 60], widths: [40, ''], lengths: [[400, 300], [250, '12a']] });
  });

  it('sorts rows and columns by size, carrying their cells, once every size is valid and distinct', () => {
    const draft = setHeight(setWidth(base(), 0, '100'), 0, '90');
    const { draft: next, rowAt, columnAt } = sorted(draft);
    expect(next).toEqual({ heights: [60, '90'], widths: [80, '100'], lengths: [[null, 250], [300, 400]] });
    expect(rowAt).toEqual([1, 0]);
    expect(columnAt).toEqual([1, 0]);
    const unfinished = setHeight(draft, 1, '');
    expect(sorted(unfinished).draft.heights).toEqual(['90', '']);
    expect(sorted(unfinished).rowAt).toEqual([0, 1]);
  });
});

describe('moving through the grid from the keyboard', () => {
  const caret = { atStart: true, atEnd: true };
  it('goes up, down and with Enter between rows, to the widths row but never the corner', () => {
    expect(nextPosition({ r: 0, c: 0 }, 'ArrowUp', 2, 2, caret)).toEqual({ r: -1, c: 0 });
    expect(nextPosition({ r: 0, c: -1 }, 'ArrowUp', 2, 2, caret)).toBeNull();
    expect(nextPosition({ r: 0, c: 1 }, 'Enter', 2, 2, caret)).toEqual({ r: 1, c: 1 });
    expect(nextPosition({ r: 1, c: 1 }, 'ArrowDown', 2, 2, caret)).toBeNull();
  });

  it('goes left and right only from the edge of the text', () => {
    expect(nextPosition({ r: 0, c: 0 }, 'ArrowLeft', 2, 2, caret)).toEqual({ r: 0, c: -1 });
    expect(nextPosition({ r: 0, c: 0 }, 'ArrowLeft', 2, 2, { atStart: false, atEnd: true })).toBeNull();
    expect(nextPosition({ r: 0, c: 0 }, 'ArrowRight', 2, 2, { atStart: true, atEnd: false })).toBeNull();
    expect(nextPosition({ r: 0, c: 0 }, 'ArrowRight', 2, 2, caret)).toEqual({ r: 0, c: 1 });
    expect(nextPosition({ r: 0, c: 1 }, 'ArrowRight', 2, 2, caret)).toBeNull();
    expect(nextPosition({ r: -1, c: 0 }, 'ArrowLeft', 2, 2, caret)).toBeNull();
    expect(nextPosition({ r: 0, c: 0 }, 'a', 2, 2, caret)).toBeNull();
  });
});
