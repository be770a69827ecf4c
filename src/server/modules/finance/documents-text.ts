import { DEFAULT_FINANCE_ZONE } from '@shared/finance/balance';
import { rublesInWords } from '@shared/finance/words';
import { minorDigits, toDecimal, type Currency } from '@shared/money';

// How acts and invoices write figures and days: Russian accounting style whatever the reader's
// language ("1 254 300,50", "31.10.2026", "31 октября 2026"), plain spaces between thousands so
// the text a PDF reader copies out is the text printed.

const MONTHS_GENITIVE = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

/** Minor units as "1 254 300,50" (a minus before a negative one). */
export function formatAmount(amount: number, currency: Currency): string {
  const text = toDecimal({ amount, currency }, minorDigits(currency));
  const negative = text.startsWith('-');
  const [whole = '0', fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `,${fraction}`}`;
}

/** The currency as an amount's unit in a sentence: "руб." for rubles, the ISO code otherwise. */
export const currencyUnit = (currency: Currency): string => (currency === 'RUB' ? 'руб.' : currency);

/** An amount in a sentence: in words for rubles, as the law's forms write totals; in figures otherwise. */
export const amountInWords = (amount: number, currency: Currency): string =>
  currency === 'RUB' ? rublesInWords(amount) : `${formatAmount(amount, currency)} ${currency}`;

/** "2026-10-31" → "31.10.2026". */
export const formatDay = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** "2026-10-31" → "31 октября 2026". */
export const dayInWords = (day: string): string => `${Number(day.slice(8, 10))} ${MONTHS_GENITIVE[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** A VAT rate as printed: "22%", "0%", "10,5%". */
export const formatRate = (rate: number): string => `${String(rate).replace('.', ',')}%`;

/** ISO 4217 name and numeric code, as an invoice's line 7 names its currency. */
export const CURRENCY_NAMES: Record<Currency, string> = {
  RUB: 'Российский рубль, 643',
  USD: 'Доллар США, 840',
  KGS: 'Киргизский сом, 417',
  AMD: 'Армянский драм, 051',
};

/** The airline's accounting day (Moscow) of a moment, as an ISO day. */
export const accountingDay = (at: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_FINANCE_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
