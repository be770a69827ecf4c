import { describe, expect, it } from 'vitest';
import type { Variant } from '@shared/booking';
import { M, messageRef } from '@shared/validation';
import { checkSplit, emptyPart, fieldOfPath, firstParts, nestErrors, nextPart, placeProblems, remainderState, splitInput, splitRemainder, type SplitPartValues } from './split-values';

const VARIANT = { id: 'abcdefghijklmnopqrstuv', date: '2026-12-01', legs: [], transfers: [], duration: 60, capacity: 'free', price: null } as Variant;
const TOTAL = { pieces: 5, weight: 120.5 };
const part = (pieces: string, weight: string, more: Partial<SplitPartValues> = {}): SplitPartValues => ({ ...emptyPart(), pieces, weight, ...more });

describe('what is left to share out', () => {
  it('counts what is typed as numbers, the weight to the gram', () => {
    expect(splitRemainder(TOTAL, [part('2', '60,1'), part('3', '60.4')])).toEqual({ pieces: 0, weight: 0 });
    expect(splitRemainder({ pieces: 2, weight: 120 }, [part('1', '60.1'), part('1', '59.9')])).toEqual({ pieces: 0, weight: 0 });
    expect(splitRemainder(TOTAL, [part('2', '50'), part('', 'lots')])).toEqual({ pieces: 3, weight: 70.5 });
    expect(splitRemainder(TOTAL, [part('4', '100'), part('3', '30')])).toEqual({ pieces: -2, weight: -9.5 });
  });

  it('says whether the parts add up, fall short, go over, or both', () => {
    expect(remainderState({ pieces: 0, weight: 0 })).toBe('balanced');
    expect(remainderState({ pieces: 1, weight: 0 })).toBe('left');
    expect(remainderState({ pieces: 0, weight: -0.5 })).toBe('over');
    expect(remainderState({ pieces: 1, weight: -10 })).toBe('differs');
  });
});

describe('the split form rows', () => {
  it('starts with the shipment halved, the second half to go on other flights', () => {
    expect(firstParts(TOTAL)).toEqual([part('3', '72.3'), part('2', '48.2', { flights: 'other' })]);
    expect(firstParts({ pieces: 2, weight: 100 })).toEqual([part('1', '50'), part('1', '50', { flights: 'other' })]);
    expect(splitRemainder(TOTAL, firstParts(TOTAL))).toEqual({ pieces: 0, weight: 0 });
  });

  it('adds a part with what is left, or empty when nothing is', () => {
    expect(nextPart(TOTAL, [part('2', '50'), part('1', '20')])).toEqual(part('2', '50.5'));
    expect(nextPart(TOTAL, firstParts(TOTAL))).toEqual(emptyPart());
  });
});

describe('checking a split', () => {
  it('makes the body the server splits with: a part on other flights names its variant', () => {
    const values = { parts: [part('3', '70,5', { volume: '0.3' }), part('2', '50', { flights: 'other', variant: VARIANT })] };
    expect(splitInput(values)).toEqual({
      parts: [
        { pieces: 3, weight: 70.5, volume: 0.3, variantId: null },
        { pieces: 2, weight: 50, volume: null, variantId: VARIANT.id },
      ],
    });
    const checked = checkSplit(values, TOTAL);
    expect(checked.problems).toBeNull();
    expect(checked.body).toEqual({
      parts: [
        { pieces: 3, weight: 70.5, volume: 0.3, variantId: null, legIds: [] },
        { pieces: 2, weight: 50, volume: null, variantId: VARIANT.id, legIds: [] },
      ],
    });
  });

  it('puts each problem on its part, and the sums apart', () => {
    const checked = checkSplit({ parts: [part('', '70.5'), part('2.5', '-1', { flights: 'other' })] }, TOTAL);
    expect(checked.body).toBeNull();
    expect(checked.problems).toEqual({
      'parts.0.pieces': M.required,
      'parts.1.pieces': 'validation:integer',
      'parts.1.weight': 'validation:float',
      'parts.1.flights': messageRef('booking:split.chooseFlights'),
    });
    expect(checked.sum).toBe(messageRef('booking:split.mismatch', { pieces: 5, weight: 120.5 }));
    const short = checkSplit({ parts: [part('3', '70'), part('1', '50')] }, TOTAL);
    expect(short).toMatchObject({ body: null, problems: {}, sum: messageRef('booking:split.mismatch', { pieces: 5, weight: 120.5 }) });
  });
});

describe('the server problems on the form', () => {
  it('places a part field on its input, its flights and their limits on its choice of flights', () => {
    expect(fieldOfPath('parts.1.weight', 2)).toBe('parts.1.weight');
    expect(fieldOfPath('parts.0.variantId', 2)).toBe('parts.0.flights');
    expect(fieldOfPath('parts.0.legIds.1', 2)).toBe('parts.0.flights');
    expect(fieldOfPath('parts.1.dimensions.0.height', 2)).toBe('parts.1.flights');
    expect(fieldOfPath('parts.2.pieces', 2)).toBeNull();
    expect(fieldOfPath('parts', 2)).toBeNull();
  });

  it('keeps the first message of a field, and the rest for the form', () => {
    expect(placeProblems({ 'parts.0.legIds': 'gone', 'parts.0.variantId': 'other', parts: 'The sums differ' }, 2)).toEqual({
      placed: { 'parts.0.flights': 'gone' },
      unplaced: ['The sums differ'],
    });
  });

  it('nests the messages as the form holds its errors', () => {
    const errors = nestErrors({ 'parts.1.weight': 'heavy' });
    expect(errors.parts?.[1]?.weight).toEqual({ type: 'validation', message: 'heavy' });
  });
});
