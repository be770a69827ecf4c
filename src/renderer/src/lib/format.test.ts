import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './format';

// Intl separates groups with a no-break space in ru; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows an amount in its own currency whatever the language', () => {
    expect(plain(formatMoney(1234.5, 'en', 'RUB'))).toBe('RUB 1,234.50');
    expect(plain(formatMoney(1234.5, 'ru', 'USD'))).toBe('1 234,50 $');
  });

  it("falls back to the locale's currency of section 9", () => {
    expect(plain(formatMoney(10, 'ru'))).toBe('10,00 ₽');
    expect(plain(formatMoney(10, 'en'))).toBe('$10.00');
  });

  it('uses 2 fraction digits in full and none in compact', () => {
    expect(plain(formatMoney(1999.99, 'en', 'USD', 'compact'))).toBe('$2,000');
  });
});

describe('formatNumber', () => {
  it('shows 0 to 2 fraction digits', () => {
    expect(formatNumber(700, 'en')).toBe('700');
    expect(formatNumber(700.256, 'en')).toBe('700.26');
    expect(plain(formatNumber(3.154, 'ru', 3))).toBe('3,154');
  });
});
