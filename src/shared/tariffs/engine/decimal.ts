// Exact decimals for what is not yet money: a rate per kg while dynamic rules adjust it, a per-cent
// factor. BigInt units over a power of ten, so 7.5 % of 33 RUB/kg is exactly 2.475 and only the
// amount at the end is rounded (half away from zero, as the money module rounds).

export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const pow10 = (digits: number): bigint => 10n ** BigInt(digits);

export const ZERO: Decimal = { units: 0n, scale: 0 };

/** `n / d` rounded half away from zero; `d` is positive. */
export function divRound(n: bigint, d: bigint): bigint {
  const magnitude = n < 0n ? -n : n;
  const rounded = (magnitude * 2n + d) / (d * 2n);
  return n < 0n ? -rounded : rounded;
}

/**
 * A row's number (a per cent, minor units) as the decimal it was typed as: JavaScript prints a
 * double's shortest text, which is the decimal a person or a sheet gave, never its binary error.
 */
export function decimalOf(value: number): Decimal {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  // Exponent notation only appears below 1e-6 or from 1e21 up; twenty fixed digits cover the first.
  const text = /e/i.test(String(value)) ? value.toFixed(20).replace(/\.?0+$/, '') : String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`Not a decimal number: ${text}`);
  const [, sign = '', whole = '', fraction = ''] = match;
  const units = BigInt(whole + fraction);
  return { units: sign ? -units : units, scale: fraction.length };
}

const aligned = (a: Decimal, b: Decimal): [bigint, bigint, number] => {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
};

export function add(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = aligned(a, b);
  return { units: x + y, scale };
}

export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** `a` raised by `rate` per cent (lowered when negative), exactly. */
export function plusPercent(a: Decimal, rate: Decimal): Decimal {
  const factor = pow10(rate.scale + 2) + rate.units;
  return { units: a.units * factor, scale: a.scale + rate.scale + 2 };
}

/** `a` per kg times `grams`, in whole minor units rounded half away from zero. */
export const timesGrams = (a: Decimal, grams: number): number => Number(divRound(a.units * BigInt(grams), pow10(a.scale + 3)));

/** `a` in whole minor units, rounded half away from zero. */
export const rounded = (a: Decimal): number => Number(divRound(a.units, pow10(a.scale)));

/** A number as the decimal text the money module multiplies by ('7.5', not '7.5e0'). */
export function decimalText(value: number): string {
  const { units, scale } = decimalOf(value);
  const negative = units < 0n;
  const digits = String(negative ? -units : units).padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}
