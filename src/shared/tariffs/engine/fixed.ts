// Rates per kg while dynamic rules move them, as BigInt in 10⁻¹² of a minor unit: exact for every
// rate, per cent and amount a row holds (they have at most a few decimals), and rounded past that
// only after several per cents in a row, a trillionth of a kopeck per kg. No binary fraction ever
// enters: amounts are rounded once, at the end, half away from zero as the money module rounds.

export type Fixed = bigint;

const SCALE = 12;
export const ONE: Fixed = 10n ** BigInt(SCALE);
const HUNDRED = 100n * ONE;
/** Grams to kg and fixed to minor units at once. */
const PER_GRAM = ONE * 1000n;

/** `n / d` rounded half away from zero; `d` is positive. */
export function divRound(n: bigint, d: bigint): bigint {
  // Truncating division, then one more away from zero when the remainder is half of d or more.
  const quotient = n / d;
  const remainder = n - quotient * d;
  if (remainder === 0n) return quotient;
  return remainder > 0n ? (remainder * 2n >= d ? quotient + 1n : quotient) : -remainder * 2n >= d ? quotient - 1n : quotient;
}

/** A decimal as JavaScript prints a double: the shortest text, the decimal a person or a sheet typed. */
function decimalParts(value: number): { negative: boolean; digits: string; scale: number } {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  // Exponent notation only appears below 1e-6 or from 1e21 up; twenty fixed digits cover the first.
  const text = /e/i.test(String(value)) ? value.toFixed(20).replace(/\.?0+$/, '') : String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`Not a decimal number: ${text}`);
  const [, sign = '', whole = '', fraction = ''] = match;
  return { negative: sign === '-', digits: whole + fraction, scale: fraction.length };
}

/** A row's number (minor units per kg, a per cent) as a fixed rate. */
export function fixedOf(value: number): Fixed {
  if (Number.isSafeInteger(value)) return BigInt(value) * ONE;
  const { negative, digits, scale } = decimalParts(value);
  const units = BigInt(digits) * (negative ? -1n : 1n);
  return scale <= SCALE ? units * 10n ** BigInt(SCALE - scale) : divRound(units, 10n ** BigInt(scale - SCALE));
}

/** A number as the decimal text the money module multiplies by ('7.5', never '7.5e-7'). */
export function decimalText(value: number): string {
  const { negative, digits, scale } = decimalParts(value);
  const padded = digits.padStart(scale + 1, '0');
  const text = scale === 0 ? padded : `${padded.slice(0, -scale)}.${padded.slice(-scale)}`;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/** `rate` raised by `percent` (a fixed per cent; lowered when negative). */
export const plusPercent = (rate: Fixed, percent: Fixed): Fixed => divRound(rate * (HUNDRED + percent), HUNDRED);

/** A rate per kg times `grams`, in whole minor units. */
export const timesGrams = (rate: Fixed, grams: number): number => Number(divRound(rate * BigInt(grams), PER_GRAM));

/** A fixed amount in whole minor units. */
export const toMinor = (amount: Fixed): number => Number(divRound(amount, ONE));
