import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';
import { fromDecimal, money, type Currency } from './money';

// Exact strings as Node 20's ICU writes them: ru groups digits with a no-break space (U+00A0) and
// puts one before the currency sign too.

const amount = (text: string, currency: Currency) => fromDecimal(text, currency);

describe('formatMoney', () => {
  it.each([
    ['ru', 'RUB', '1\u00a0254\u00a0300,50\u00a0₽', '1\u00a0254\u00a0300,50\u00a0₽', '1\u00a0254\u00a0301\u00a0₽'],
    ['ru', 'USD', '1\u00a0254\u00a0300,50\u00a0$', '1\u00a0254\u00a0300,50\u00a0$', '1\u00a0254\u00a0301\u00a0$'],
    ['en', 'RUB', 'RUB\u00a01,254,300.50', 'RUB\u00a01,254,300.50', 'RUB\u00a01,254,301'],
    ['en', 'USD', '$1,254,300.50', '$1,254,300.50', '$1,254,301'],
  ] as const)('%s, %s: full, default and compact', (locale, currency, full, byDefault, compact) => {
    const value = amount('1254300.5', currency);
    expect(formatMoney(value, locale, 'full')).toBe(full);
    expect(formatMoney(value, locale, 'default')).toBe(byDefault);
    expect(formatMoney(value, locale, 'compact')).toBe(compact);
  });

  it.each([
    ['ru', 'RUB', '10,00\u00a0₽', '10\u00a0₽', '10\u00a0₽'],
    ['ru', 'USD', '10,00\u00a0$', '10\u00a0$', '10\u00a0$'],
    ['en', 'RUB', 'RUB\u00a010.00', 'RUB\u00a010', 'RUB\u00a010'],
    ['en', 'USD', '$10.00', '$10', '$10'],
  ] as const)('%s, %s: a whole amount drops its zeros only outside full', (locale, currency, full, byDefault, compact) => {
    const value = amount('10', currency);
    expect(formatMoney(value, locale, 'full')).toBe(full);
    expect(formatMoney(value, locale, 'default')).toBe(byDefault);
    expect(formatMoney(value, locale, 'compact')).toBe(compact);
  });

  it('is full unless asked otherwise', () => {
    expect(formatMoney(amount('7', 'USD'), 'en')).toBe('$7.00');
  });

  it('shows an amount in its own currency whatever the language', () => {
    expect(formatMoney(amount('1234.5', 'RUB'), 'en')).toBe('RUB\u00a01,234.50');
    expect(formatMoney(amount('1234.5', 'USD'), 'ru')).toBe('1\u00a0234,50\u00a0$');
  });

  it('agrees with Intl in every locale and currency of section 9', () => {
    for (const [locale, currency] of [['ru', 'RUB'], ['en', 'USD'], ['kg', 'KGS'], ['am', 'AMD']] as const) {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
      expect(formatMoney(amount('-98765.43', currency), locale)).toBe(intl.format(-98765.43));
    }
  });

  it('rounds compact half away from zero', () => {
    expect(formatMoney(amount('1999.50', 'USD'), 'en', 'compact')).toBe('$2,000');
    expect(formatMoney(amount('1999.49', 'USD'), 'en', 'compact')).toBe('$1,999');
    expect(formatMoney(amount('-1999.50', 'USD'), 'en', 'compact')).toBe('-$2,000');
    expect(formatMoney(amount('2.50', 'RUB'), 'ru', 'compact')).toBe('3\u00a0₽');
    // Intl's own default would be the same, but this does not depend on it.
    expect(formatMoney(amount('-0.49', 'RUB'), 'ru', 'compact')).toBe('0\u00a0₽');
  });

  it('shows negative amounts with a sign', () => {
    expect(formatMoney(amount('-0.01', 'RUB'), 'ru')).toBe('-0,01\u00a0₽');
    expect(formatMoney(amount('-1999.5', 'USD'), 'en', 'default')).toBe('-$1,999.50');
  });

  it('keeps the last kopeck of the largest amounts, which a float would lose', () => {
    const largest = money(Number.MAX_SAFE_INTEGER, 'USD');
    expect(Number.MAX_SAFE_INTEGER / 100).toBe(90071992547409.9);
    expect(formatMoney(largest, 'en')).toBe('$90,071,992,547,409.91');
    expect(formatMoney(largest, 'en', 'compact')).toBe('$90,071,992,547,410');
    expect(formatMoney(amount('10000000000000.01', 'RUB'), 'ru')).toBe('10\u00a0000\u00a0000\u00a0000\u00a0000,01\u00a0₽');
  });
});
