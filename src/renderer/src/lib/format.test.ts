import { describe, expect, it } from 'vitest';
import { formatNumber } from './format';

// Intl separates groups with a no-break space in ru; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatNumber', () => {
  it('shows 0 to 2 fraction digits', () => {
    expect(formatNumber(700, 'en')).toBe('700');
    expect(formatNumber(700.256, 'en')).toBe('700.26');
    expect(plain(formatNumber(3.154, 'ru', 3))).toBe('3,154');
  });
});
