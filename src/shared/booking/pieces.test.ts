import { describe, expect, it } from 'vitest';
import { pieceProblems, type HoldSize } from './pieces';

// A Boeing 737-800's forward hold as the demo fleet has it, simplified: 114 cm high, 120 cm door
// width, 1000 cm long; the door matrix gives the longest piece for a height and width.
const HOLD: HoldSize = {
  height: 114,
  width: 120,
  length: 1000,
  matrix: { heights: [40, 80, 110], widths: [40, 80, 120], lengths: [[500, 400, 300], [400, 300, 200], [300, 200, null]] },
};

describe('pieces in the hold', () => {
  it.each([
    ['a box that fits', { length: 100, width: 60, height: 50 }, []],
    ['too high', { length: 100, width: 60, height: 120 }, [{ row: 0, field: 'height', limit: 114 }]],
    ['too wide either way round', { length: 130, width: 125, height: 30 }, [{ row: 0, field: 'width', limit: 120 }]],
    ['long and low passes the door', { length: 480, width: 30, height: 30 }, []],
    ['too long for its height and width', { length: 350, width: 70, height: 70 }, [{ row: 0, field: 'length', limit: 300 }]],
    ['turned on the floor it fits', { length: 60, width: 350, height: 30 }, []],
    ['a size the matrix has no cell for (no door passes it)', { length: 100, width: 115, height: 100 }, [{ row: 0, field: 'width', limit: 0 }]],
  ])('%s', (_, piece, expected) => {
    expect(pieceProblems([piece], HOLD)).toEqual(expected);
  });

  it('names each row that fails', () => {
    expect(pieceProblems([{ length: 10, width: 10, height: 10 }, { length: 10, width: 10, height: 200 }], HOLD)).toEqual([{ row: 1, field: 'height', limit: 114 }]);
  });

  it('uses the hold length alone without a matrix', () => {
    const hold = { ...HOLD, matrix: { heights: [], widths: [], lengths: [] } };
    expect(pieceProblems([{ length: 900, width: 100, height: 100 }], hold)).toEqual([]);
    expect(pieceProblems([{ length: 1100, width: 100, height: 100 }], hold)).toEqual([{ row: 0, field: 'length', limit: 1000 }]);
  });
});
