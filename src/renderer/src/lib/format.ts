import { LOCALE_CURRENCY } from '@shared/constants';

// Numbers and dates in the user's language; section 9: 0 to 2 fraction digits.

export const formatNumber = (value: number, locale: string, maximumFractionDigits = 2): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits }).format(value);

export const formatDateTime = (iso: string, locale: string, timeZone?: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(new Date(iso));

/**
 * An amount in its own currency (section 9: full shows 2 fraction digits, compact none). The
 * locale's currency (RUB for ru, USD for en) is only the default when the amount carries none.
 */
export function formatMoney(amount: number, locale: string, currency?: string, style: 'full' | 'compact' = 'full'): string {
  const digits = style === 'full' ? 2 : 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency ?? LOCALE_CURRENCY[locale as keyof typeof LOCALE_CURRENCY] ?? LOCALE_CURRENCY.ru,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}
