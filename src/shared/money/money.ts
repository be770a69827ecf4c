import * as v from 'valibot';
import type { LOCALE_CURRENCY } from '../constants';
import { M, msg } from '../validation';

// Money is a whole number of minor units (kopecks, cents) and its ISO 4217 currency, never a
// float: 0.1 + 0.2 rubles is 10 + 20 kopecks, exactly 30. Decimal text and factors go through
// strings and BigInt, so no amount is ever rounded by binary floating point. Every rounding here is
// half-up on the magnitude, that is half away from zero: 2.345 → 2.35, -2.345 → -2.35.

type LocaleCurrency = (typeof LOCALE_CURRENCY)[keyof typeof LOCALE_CURRENCY];

/**
 * ISO 4217 minor-unit digits of every currency we take; a new currency is one more line here. The
 * check makes sure each locale's currency of section 9 is among them (the string index lets the
 * table hold currencies no locale defaults to).
 */
const MINOR_DIGITS = {
  RUB: 2,
  USD: 2,
  KGS: 2,
  AMD: 2,
} as const satisfies Record<LocaleCurrency, number> & Record<string, number>;

export type Currency = keyof typeof MINOR_DIGITS;
/** The table's currencies in its order (object keys that are not numbers keep insertion order). */
export const CURRENCIES = Object.freeze(Object.keys(MINOR_DIGITS)) as readonly Currency[];

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && Object.hasOwn(MINOR_DIGITS, value);

/** How many fraction digits the currency's minor unit has (2 for kopecks and cents). */
export const minorDigits = (currency: Currency): number => MINOR_DIGITS[currency];

export const MoneySchema = v.strictObject({
  amount: v.pipe(v.number(msg(M.integer)), v.safeInteger(msg(M.integer))),
  currency: v.picklist(CURRENCIES, msg(M.unknownValue)),
});

/** `amount` is a safe integer of the currency's minor units: 1254300.50 ₽ is `{ amount: 125430050, currency: 'RUB' }`. */
export type Money = v.InferOutput<typeof MoneySchema>;

export class CurrencyMismatchError extends Error {
  constructor(
    readonly left: Currency,
    readonly right: Currency,
  ) {
    super(`Currency mismatch: ${left} and ${right}`);
    this.name = 'CurrencyMismatchError';
  }
}

export function money(amount: number, currency: Currency): Money {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money amount must be a safe integer of minor units: ${amount}`);
  if (!isCurrency(currency)) throw new RangeError(`Unknown currency: ${String(currency)}`);
  // `+ 0` turns -0 into 0, so equal amounts compare equal with Object.is and in tests.
  return { amount: amount + 0, currency };
}

export const zero = (currency: Currency): Money => money(0, currency);

function fromBig(amount: bigint, currency: Currency): Money {
  if (amount > BigInt(Number.MAX_SAFE_INTEGER) || amount < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Money amount out of the safe integer range: ${amount} ${currency}`);
  }
  return money(Number(amount), currency);
}

const pow10 = (digits: number): bigint => 10n ** BigInt(digits);

/** `n / d` rounded half away from zero; `d` is positive. */
function divRound(n: bigint, d: bigint): bigint {
  const magnitude = n < 0n ? -n : n;
  const rounded = (magnitude * 2n + d) / (d * 2n);
  return n < 0n ? -rounded : rounded;
}

/** A decimal as `units / 10^scale`, exactly. */
interface Decimal {
  units: bigint;
  scale: number;
}

// An optional minus, the whole part (plain digits or groups of three split by a space, a no-break
// space or a narrow no-break space, as Intl writes them in ru), then '.' or ',' and the fraction.
// Nothing else: a second separator, a letter or a currency sign is more likely a typo than a
// format we should guess at.
const DECIMAL = /^(-?)(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,](\d+))?$/;

function parseDecimal(text: string): Decimal {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new RangeError(`Not a decimal number: "${text}"`);
  const [, sign = '', whole = '', fraction = ''] = match;
  const units = BigInt(whole.replace(/\D/g, '') + fraction);
  return { units: sign ? -units : units, scale: fraction.length };
}

/** `value` in minor units of a currency with `digits` fraction digits, rounded half away from zero. */
const toMinor = ({ units, scale }: Decimal, digits: number): bigint =>
  scale <= digits ? units * pow10(digits - scale) : divRound(units, pow10(scale - digits));

/**
 * Parses "1254300.5", "-0.005" or "12 345,67": '.' or ',' separates the fraction, spaces may group
 * the thousands. Digits past the minor unit round half away from zero. Anything else throws a
 * RangeError.
 */
export function fromDecimal(text: string, currency: Currency): Money {
  return fromBig(toMinor(parseDecimal(text), minorDigits(currency)), currency);
}

/**
 * The amount as plain decimal text, with every minor digit unless `fractionDigits` asks for fewer
 * (rounded half away from zero) or more: "1254300.50", "-0.01"; with 0, "1254301". Text has no
 * range to leave, so this never throws for a valid amount, unlike `round` near the safe limit.
 */
export function toDecimal({ amount, currency }: Money, fractionDigits = minorDigits(currency)): string {
  if (!Number.isSafeInteger(fractionDigits) || fractionDigits < 0) throw new RangeError(`Fraction digits must be a whole number: ${fractionDigits}`);
  const digits = minorDigits(currency);
  const units = fractionDigits < digits ? divRound(BigInt(amount), pow10(digits - fractionDigits)) : BigInt(amount);
  const sign = units < 0n ? '-' : '';
  const magnitude = String(units < 0n ? -units : units) + '0'.repeat(Math.max(fractionDigits - digits, 0));
  if (fractionDigits === 0) return sign + magnitude;
  const padded = magnitude.padStart(fractionDigits + 1, '0');
  return `${sign}${padded.slice(0, -fractionDigits)}.${padded.slice(-fractionDigits)}`;
}

function sameCurrency(a: Money, b: Money): Currency {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
  return a.currency;
}

export const add = (a: Money, b: Money): Money => fromBig(BigInt(a.amount) + BigInt(b.amount), sameCurrency(a, b));

export const subtract = (a: Money, b: Money): Money => fromBig(BigInt(a.amount) - BigInt(b.amount), sameCurrency(a, b));

export const negate = (m: Money): Money => money(-m.amount, m.currency);

/** The total of `list` in `currency` (zero for an empty list); every item must be in that currency. */
export function sum(list: readonly Money[], currency: Currency): Money {
  let total = 0n;
  for (const item of list) {
    if (item.currency !== currency) throw new CurrencyMismatchError(currency, item.currency);
    total += BigInt(item.amount);
  }
  // Checked once at the end: a running total may leave the safe range and come back.
  return fromBig(total, currency);
}

/** -1, 0 or 1, for sorting and comparing amounts of one currency. */
export function compare(a: Money, b: Money): -1 | 0 | 1 {
  sameCurrency(a, b);
  return a.amount < b.amount ? -1 : a.amount > b.amount ? 1 : 0;
}

export const isZero = (m: Money): boolean => m.amount === 0;

export const isNegative = (m: Money): boolean => m.amount < 0;

/** An integer, or decimal text such as '1.2', '0.18' or '6000'; a float would bring its binary error in. */
export type Factor = number | string;

function parseFactor(factor: Factor): Decimal {
  if (typeof factor === 'string') return parseDecimal(factor);
  if (!Number.isSafeInteger(factor)) throw new RangeError(`A number factor must be a safe integer; pass decimals as text: ${factor}`);
  return { units: BigInt(factor), scale: 0 };
}

/** `m × factor`, rounded half away from zero to the minor unit. */
export function multiply(m: Money, factor: Factor): Money {
  const { units, scale } = parseFactor(factor);
  return fromBig(divRound(BigInt(m.amount) * units, pow10(scale)), m.currency);
}

/** `rate` per cent of `m` (percent(m, '20') is a fifth), rounded half away from zero to the minor unit. */
export function percent(m: Money, rate: Factor): Money {
  const { units, scale } = parseFactor(rate);
  return fromBig(divRound(BigInt(m.amount) * units, pow10(scale + 2)), m.currency);
}

/** `m` rounded half away from zero to `fractionDigits` (0 for whole rubles), still in minor units. */
export function round(m: Money, fractionDigits = 0): Money {
  if (!Number.isInteger(fractionDigits) || fractionDigits < 0) throw new RangeError(`Fraction digits must be a whole number: ${fractionDigits}`);
  const dropped = minorDigits(m.currency) - fractionDigits;
  if (dropped <= 0) return m;
  const step = pow10(dropped);
  return fromBig(divRound(BigInt(m.amount), step) * step, m.currency);
}

/**
 * Splits `m` in proportion to `ratios` (non-negative safe integers, one at least positive) so that
 * the parts add up to `m` exactly: each part gets its share rounded toward zero, and the minor
 * units left over go one each to the parts with the largest remainders, the first parts on a tie.
 * 100 kopecks among [1, 1, 1] are 34, 33 and 33; a negative amount splits the same way, negated.
 */
export function allocate(m: Money, ratios: readonly number[]): Money[] {
  if (ratios.some((ratio) => !Number.isSafeInteger(ratio) || ratio < 0)) {
    throw new RangeError(`Ratios must be non-negative safe integers: ${ratios.join(', ')}`);
  }
  const weights = ratios.map(BigInt);
  const total = weights.reduce((a, b) => a + b, 0n);
  if (total === 0n) throw new RangeError('Ratios must have a positive total');
  const magnitude = BigInt(Math.abs(m.amount));
  const shares = weights.map((weight) => (magnitude * weight) / total);
  const remainders = weights.map((weight) => (magnitude * weight) % total);
  let left = magnitude - shares.reduce((a, b) => a + b, 0n);
  // A stable sort keeps the first parts first among equal remainders.
  const order = remainders.map((_, index) => index).sort((a, b) => {
    const difference = (remainders[b] ?? 0n) - (remainders[a] ?? 0n);
    return difference > 0n ? 1 : difference < 0n ? -1 : 0;
  });
  for (const index of order) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  const sign = m.amount < 0 ? -1n : 1n;
  return shares.map((share) => fromBig(sign * share, m.currency));
}

/** `m` split into `parts` amounts as equal as minor units allow, the larger ones first. */
export function divideEvenly(m: Money, parts: number): Money[] {
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError(`Parts must be a positive integer: ${parts}`);
  return allocate(m, Array.from({ length: parts }, () => 1));
}
