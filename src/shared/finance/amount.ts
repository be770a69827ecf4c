import { fromDecimal, minorDigits, type Currency } from '../money';

// Amounts people type (a payment, a correction): decimal text in the currency's own units, never a
// float. The currency decides how many decimals there may be (kopecks: two); spaces may group the
// thousands, ',' or '.' separates the fraction.

const AMOUNT = /^(-?)([\d \u00a0\u202f]+)(?:[.,](\d+))?$/;

/** The largest amount one operation may carry: a hundred billion major units. */
export const MAX_AMOUNT_MINOR = 10_000_000_000_000;

/** Why a typed amount cannot be taken (a translation key), or null when it can. */
export function amountProblem(text: string, currency: Currency, { signed = false } = {}): string | null {
  const match = AMOUNT.exec(text.trim());
  if (!match || !/\d/.test(match[2]!)) return 'finance:amountFormat';
  if ((match[3]?.length ?? 0) > minorDigits(currency)) return 'finance:amountDecimals';
  if (match[1] && !signed) return 'finance:amountPositive';
  const minor = fromDecimal(text.trim(), currency).amount;
  if (minor === 0) return 'finance:amountZero';
  if (Math.abs(minor) > MAX_AMOUNT_MINOR) return 'finance:amountTooLarge';
  return null;
}

/** The typed amount in minor units; call after `amountProblem` said null. */
export const parseAmount = (text: string, currency: Currency): number => fromDecimal(text.trim(), currency).amount;
