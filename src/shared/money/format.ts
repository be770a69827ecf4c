import { minorDigits, toDecimal, type Money } from './money';

// Section 9: amounts show 0 to 2 fraction digits, compact none and full 2 (in general the
// currency's minor digits). Default drops the kopecks of a whole amount but never shows one of
// two digits: "10 ₽" and "12,50 ₽", not "12,5 ₽", which reads as a typo in an invoice. Intl gets
// the amount as decimal text, which it formats exactly (ECMA-402's string overload, in Node 20 and
// current browsers), so amounts past 2^53 / 100 keep their last kopeck; a number would not.

export type MoneyStyle = 'default' | 'compact' | 'full';

// Building a NumberFormat costs far more than using one, and a list formats many amounts.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, money: Money, style: MoneyStyle): Intl.NumberFormat {
  const key = `${locale}|${money.currency}|${style}`;
  let format = formats.get(key);
  if (!format) {
    const digits = style === 'compact' ? 0 : minorDigits(money.currency);
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      trailingZeroDisplay: style === 'default' ? 'stripIfInteger' : 'auto',
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * `money` in its own currency, in the words of `locale`: full "1 254 300,00 ₽", default
 * "1 254 300 ₽" (and "1 254 300,50 ₽"), compact "1 254 301 ₽" for 1 254 300,50.
 */
export function formatMoney(money: Money, locale: string, style: MoneyStyle = 'full'): string {
  // Compact rounds here, half away from zero like every rounding of money, rather than by Intl's rules.
  const text = toDecimal(money, style === 'compact' ? 0 : minorDigits(money.currency));
  // toDecimal always gives "-?digits(.digits)?", which is the numeric text Intl takes.
  return numberFormat(locale, money, style).format(text as `${number}`);
}
