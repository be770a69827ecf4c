import { describe, expect, it } from 'vitest';
import { historyValue } from './history-text';

const words = { yes: 'yes', no: 'no' };

describe('a history change value', () => {
  it('reads nothing, switches, lists and the rest', () => {
    expect(historyValue(null, words)).toBe('—');
    expect(historyValue('', words)).toBe('—');
    expect(historyValue(true, words)).toBe('yes');
    expect(historyValue(false, words)).toBe('no');
    expect(historyValue([1, 3], words)).toBe('1, 3');
    expect(historyValue('2026-03-01T10:00', words)).toBe('2026-03-01T10:00');
    expect(historyValue({ a: 1 }, words)).toBe('{"a":1}');
  });
});
