import { describe, expect, it } from 'vitest';
import { localOf, minutesBetween, momentOf, shiftLocal } from './estimate-values';

describe("a delay's estimates", () => {
  it('go as local date-times, or null when left empty', () => {
    expect(localOf(momentOf('2026-12-03T01:15'))).toBe('2026-12-03T01:15');
    expect(localOf({ date: null, time: '' })).toBeNull();
    expect(localOf({ date: '2026-12-03', time: '' })).toBe('2026-12-03T');
  });

  it('move the arrival by the departure’s delay, across midnight', () => {
    expect(minutesBetween('2026-12-02T23:30', '2026-12-03T01:15')).toBe(105);
    expect(shiftLocal('2026-12-03T00:10', 105)).toBe('2026-12-03T01:55');
    expect(shiftLocal('2026-12-31T23:30', 45)).toBe('2027-01-01T00:15');
    expect(minutesBetween('2026-12-02T23:30', '2026-12-03T')).toBeNull();
  });
});
