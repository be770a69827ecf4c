import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { M } from '../validation';
import { capacitiesResource } from './capacities';
import { cellProblem, longestPiece, MATRIX_MESSAGES, matrixWithinHold, sizeProblems, trunkMatrixSchema } from './trunk-matrix';

const first = (input: unknown) => {
  const result = v.safeParse(trunkMatrixSchema, input);
  return result.success ? null : result.issues[0]!.message;
};

describe('the trunk dimension matrix', () => {
  it('reads what a form holds: numbers as text, empty cells as null', () => {
    expect(v.parse(trunkMatrixSchema, { heights: ['20', 40], widths: [' 60 '], lengths: [['350'], ['']] })).toEqual({ heights: [20, 40], widths: [60], lengths: [[350], [null]] });
  });

  it('wants sizes positive, going up without repeats, cells whole numbers from 0, and a cell for every row and column', () => {
    expect(first({ heights: [40, 20], widths: [60], lengths: [[1], [2]] })).toBe(MATRIX_MESSAGES.order);
    expect(first({ heights: [20, 20], widths: [60], lengths: [[1], [2]] })).toBe(MATRIX_MESSAGES.repeated);
    expect(first({ heights: [0], widths: [60], lengths: [[1]] })).toMatch(/^validation:minValue/);
    expect(first({ heights: [''], widths: [60], lengths: [[1]] })).toBe(M.required);
    expect(first({ heights: [20], widths: [60], lengths: [['1.5']] })).toBe(M.integer);
    expect(first({ heights: [20], widths: [60], lengths: [[-1]] })).toMatch(/^validation:minValue/);
    expect(first({ heights: [20], widths: [60, 80], lengths: [[1]] })).toBe(MATRIX_MESSAGES.shape);
    expect(first({ heights: Array.from({ length: 31 }, (_, i) => i + 1), widths: [], lengths: Array.from({ length: 31 }, () => []) })).toMatch(/matrixSize/);
  });

  it('names the problem of each cell and size as typed, against the hold when it is known', () => {
    expect(cellProblem('')).toBeNull();
    expect(cellProblem('abc')).toBe(M.integer);
    expect(cellProblem('900', 800)).toBe(MATRIX_MESSAGES.longerThanHold);
    expect(cellProblem('800', 800)).toBeNull();
    expect(sizeProblems(['20', '', '20', 'x', '130'], 120)).toEqual([null, M.required, MATRIX_MESSAGES.repeated, M.integer, MATRIX_MESSAGES.higherThanHold]);
  });

  it('fits the hold or not, and finds the longest piece for a section through the next row and column up', () => {
    const matrix = { heights: [30, 60], widths: [40, 80], lengths: [[400, 300], [250, null]] };
    expect(matrixWithinHold(matrix, { height: 60, length: 400 })).toBe(true);
    expect(matrixWithinHold(matrix, { height: 50, length: 400 })).toBe(false);
    expect(matrixWithinHold(matrix, { height: 60, length: 399 })).toBe(false);
    expect(longestPiece(matrix, { height: 25, width: 40 })).toBe(400);
    expect(longestPiece(matrix, { height: 31, width: 41 })).toBeNull();
    expect(longestPiece(matrix, { height: 55, width: 10 })).toBe(250);
    expect(longestPiece(matrix, { height: 61, width: 10 })).toBeNull();
  });

  it('is checked against the hold by the capacity definition', () => {
    const capacity = {
      aircraftType: '738',
      registrations: [],
      seats: 186,
      mtow: 79_010,
      defaultPayload: 19_500,
      payloadVolume: 45.1,
      trunkMaxHeight: 114,
      trunkLength: 1_080,
      trunkWidth: 350,
      trunkVolume: 45.1,
      trunkWeight: 8_190,
      maxCargoVolume: null,
      maxCargoWeight: null,
      overloadColor: '#d13438',
      underloadColor: '#0078d4',
      matrix: { heights: [120], widths: [40], lengths: [[100]] },
    };
    const result = v.safeParse(capacitiesResource.input, capacity);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(MATRIX_MESSAGES.outsideHold);
    expect(v.safeParse(capacitiesResource.input, { ...capacity, matrix: { heights: [110], widths: [40], lengths: [[1_080]] } }).success).toBe(true);
  });
});
