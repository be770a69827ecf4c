// Numbers and dates in the user's language; section 9: 0 to 2 fraction digits. Amounts of money
// are formatted by @shared/money, from exact minor units rather than floats.

export const formatNumber = (value: number, locale: string, maximumFractionDigits = 2): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits }).format(value);

export const formatDateTime = (iso: string, locale: string, timeZone?: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(new Date(iso));
