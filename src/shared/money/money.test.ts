import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LOCALE_CURRENCY } from '../constants';
import { M } from '../validation';
import {
  add,
  allocate,
  compare,
  CURRENCIES,
  CurrencyMismatchError,
  divideEvenly,
  fromDecimal,
  isCurrency,
  isNegative,
  isZero,
  minorDigits,
  money,
  MoneySchema,
  multiply,
  negate,
  percent,
  round,
  subtract,
  sum,
  toDecimal,
  zero,
} from './money';

const rub = (amount: number) => money(amount, 'RUB');
const usd = (amount: number) => money(amount, 'USD');

describe('currencies', () => {
  it('are the four of section 9, each with 2 minor digits as ISO 4217 gives them', () => {
    expect(CURRENCIES).toEqual(['RUB', 'USD', 'KGS', 'AMD']);
    for (const currency of CURRENCIES) expect(minorDigits(currency)).toBe(2);
  });

  it("include every locale's currency", () => {
    for (const currency of Object.values(LOCALE_CURRENCY)) expect(isCurrency(currency)).toBe(true);
    expect(isCurrency('EUR')).toBe(false);
    expect(isCurrency('toString')).toBe(false);
    expect(isCurrency(undefined)).toBe(false);
  });
});

describe('money', () => {
  it('takes safe integers of minor units only', () => {
    expect(money(125430050, 'RUB')).toEqual({ amount: 125430050, currency: 'RUB' });
    expect(() => money(0.5, 'RUB')).toThrow(RangeError);
    expect(() => money(Number.MAX_SAFE_INTEGER + 1, 'RUB')).toThrow(RangeError);
    expect(() => money(Number.NaN, 'RUB')).toThrow(RangeError);
    expect(() => money(1, 'EUR' as never)).toThrow(RangeError);
  });

  it('has no negative zero', () => {
    expect(Object.is(money(-0, 'RUB').amount, 0)).toBe(true);
    expect(Object.is(negate(zero('RUB')).amount, 0)).toBe(true);
  });
});

describe('MoneySchema', () => {
  it('accepts exactly a safe integer amount and a known currency', () => {
    expect(v.parse(MoneySchema, { amount: -5, currency: 'KGS' })).toEqual({ amount: -5, currency: 'KGS' });
    expect(v.safeParse(MoneySchema, { amount: 1.5, currency: 'RUB' }).success).toBe(false);
    expect(v.safeParse(MoneySchema, { amount: 2 ** 53, currency: 'RUB' }).success).toBe(false);
    expect(v.safeParse(MoneySchema, { amount: '10', currency: 'RUB' }).success).toBe(false);
    expect(v.safeParse(MoneySchema, { amount: 10, currency: 'EUR' }).success).toBe(false);
    expect(v.safeParse(MoneySchema, { amount: 10, currency: 'RUB', rate: 1 }).success).toBe(false);
  });

  it('speaks in the translation keys of section 5', () => {
    const result = v.safeParse(MoneySchema, { amount: 1.5, currency: 'EUR' }, { abortEarly: false });
    expect(result.issues?.map((issue) => issue.message)).toEqual([M.integer, M.unknownValue]);
  });
});

describe('fromDecimal and toDecimal', () => {
  it.each([
    ['1254300.5', 125430050, '1254300.50'],
    ['1254300,50', 125430050, '1254300.50'],
    ['12 345,67', 1234567, '12345.67'],
    ['1\u00a0254\u00a0300,5', 125430050, '1254300.50'],
    ['1\u202f254\u202f300,5', 125430050, '1254300.50'],
    ['  7 ', 700, '7.00'],
    ['0.07', 7, '0.07'],
    ['-0.07', -7, '-0.07'],
    ['-0', 0, '0.00'],
    ['10000000000000', 1_000_000_000_000_000, '10000000000000.00'],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%s is %i minor units, %s', (text, amount, decimal) => {
    const parsed = fromDecimal(text, 'RUB');
    expect(parsed).toEqual(rub(amount));
    expect(toDecimal(parsed)).toBe(decimal);
  });

  it.each([
    ['2.345', 235],
    ['2.344', 234],
    ['2.3449999999', 234],
    ['-2.345', -235],
    ['-2.344', -234],
    ['-0.005', -1],
    ['0.005', 1],
    ['0.00499', 0],
    ['0.995', 100],
  ])('rounds %s half away from zero to %i', (text, amount) => {
    expect(fromDecimal(text, 'RUB')).toEqual(rub(amount));
  });

  it.each([
    [''],
    ['-'],
    ['.5'],
    ['5.'],
    ['+5'],
    ['1.2.3'],
    ['1,234.56'],
    ['12 34'],
    ['1 2345'],
    ['1 234 5'],
    ['1e3'],
    ['0x10'],
    ['12 ₽'],
    ['Infinity'],
    ['1 234.5 6'],
  ])('refuses "%s"', (text) => {
    expect(() => fromDecimal(text, 'RUB')).toThrow(RangeError);
  });

  it('refuses amounts past the safe integer range', () => {
    expect(() => fromDecimal('90071992547409.92', 'RUB')).toThrow(RangeError);
  });

  it('writes fewer digits rounded half away from zero, or more padded', () => {
    expect(toDecimal(rub(125430050), 0)).toBe('1254301');
    expect(toDecimal(rub(-125430050), 0)).toBe('-1254301');
    expect(toDecimal(rub(-49), 0)).toBe('0');
    expect(toDecimal(rub(1234), 1)).toBe('12.3');
    expect(toDecimal(rub(1235), 1)).toBe('12.4');
    expect(toDecimal(rub(5), 4)).toBe('0.0500');
    // Past the safe range as minor units, still fine as text.
    expect(toDecimal(rub(Number.MAX_SAFE_INTEGER), 0)).toBe('90071992547410');
    expect(() => toDecimal(rub(1), -1)).toThrow(RangeError);
  });

  it('never passes through a float', () => {
    // As a double, 1.005 is 1.00499999999999989...; the text is exactly 1.005 and rounds up.
    expect(fromDecimal('1.005', 'RUB')).toEqual(rub(101));
    expect(fromDecimal('0.1', 'RUB').amount + fromDecimal('0.2', 'RUB').amount).toBe(30);
  });
});

describe('arithmetic', () => {
  it('adds exactly where floats do not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toDecimal(add(fromDecimal('0.1', 'RUB'), fromDecimal('0.2', 'RUB')))).toBe('0.30');
  });

  it('keeps 10^13 rubles to the kopeck', () => {
    const big = fromDecimal('10000000000000', 'RUB');
    expect(toDecimal(add(big, rub(1)))).toBe('10000000000000.01');
    expect(toDecimal(subtract(big, rub(1)))).toBe('9999999999999.99');
  });

  it('subtracts, negates and tells sign and zero', () => {
    expect(subtract(rub(100), rub(250))).toEqual(rub(-150));
    expect(negate(rub(-150))).toEqual(rub(150));
    expect(isNegative(rub(-1))).toBe(true);
    expect(isNegative(rub(0))).toBe(false);
    expect(isZero(subtract(rub(5), rub(5)))).toBe(true);
    expect(isZero(rub(1))).toBe(false);
  });

  it('throws on results past the safe integer range', () => {
    expect(() => add(rub(Number.MAX_SAFE_INTEGER), rub(1))).toThrow(RangeError);
    expect(() => subtract(rub(Number.MIN_SAFE_INTEGER), rub(1))).toThrow(RangeError);
  });

  it('sums a list in one currency', () => {
    expect(sum([rub(10), rub(20), rub(-5)], 'RUB')).toEqual(rub(25));
    expect(sum([], 'USD')).toEqual(zero('USD'));
    // The running total leaves the safe range and comes back; only the result has to fit.
    expect(sum([rub(Number.MAX_SAFE_INTEGER), rub(1), rub(-2)], 'RUB')).toEqual(rub(Number.MAX_SAFE_INTEGER - 1));
  });

  it('compares amounts of one currency', () => {
    expect(compare(rub(1), rub(2))).toBe(-1);
    expect(compare(rub(2), rub(2))).toBe(0);
    expect(compare(rub(3), rub(2))).toBe(1);
    expect([rub(3), rub(-1), rub(2)].sort(compare)).toEqual([rub(-1), rub(2), rub(3)]);
  });

  it('throws CurrencyMismatchError when currencies mix', () => {
    expect(() => add(rub(1), usd(1))).toThrow(CurrencyMismatchError);
    expect(() => subtract(rub(1), usd(1))).toThrow(CurrencyMismatchError);
    expect(() => compare(rub(1), usd(1))).toThrow(CurrencyMismatchError);
    expect(() => sum([rub(1), usd(1)], 'RUB')).toThrow(CurrencyMismatchError);
    expect(() => sum([usd(1)], 'RUB')).toThrow('Currency mismatch: RUB and USD');
  });
});

describe('multiply and percent', () => {
  it('multiplies by integers and decimal text, rounding half away from zero', () => {
    expect(multiply(rub(1000), '0.18')).toEqual(rub(180));
    expect(multiply(rub(333), '0.18')).toEqual(rub(60)); // 59.94
    expect(multiply(rub(125), '0.5')).toEqual(rub(63)); // 62.5
    expect(multiply(rub(-125), '0.5')).toEqual(rub(-63));
    expect(multiply(rub(1050), '1.2')).toEqual(rub(1260));
    expect(multiply(rub(1), '6000')).toEqual(rub(6000));
    expect(multiply(rub(250), 3)).toEqual(rub(750));
    expect(multiply(rub(250), -1)).toEqual(rub(-250));
    expect(multiply(rub(250), 0)).toEqual(rub(0));
  });

  it('stays exact on large amounts', () => {
    expect(toDecimal(multiply(fromDecimal('10000000000000.01', 'RUB'), '0.18'))).toBe('1800000000000.00');
    expect(toDecimal(multiply(fromDecimal('12345678901.23', 'RUB'), '0.333333'))).toBe('4115222185.18');
    // As floats 100 × 0.145 is 14.499999999999998 and would round down; exactly it is 14.5.
    expect(multiply(rub(100), '0.145')).toEqual(rub(15));
  });

  it('refuses float factors and factors that are not decimals', () => {
    expect(() => multiply(rub(100), 1.2)).toThrow(RangeError);
    expect(() => multiply(rub(100), '1/3')).toThrow(RangeError);
    expect(() => multiply(rub(Number.MAX_SAFE_INTEGER), 2)).toThrow(RangeError);
  });

  it('takes a rate per cent', () => {
    expect(percent(rub(12_000), '20')).toEqual(rub(2_400));
    expect(percent(rub(12_000), 20)).toEqual(rub(2_400));
    expect(percent(rub(999), '20')).toEqual(rub(200)); // 199.8
    expect(percent(rub(1_000_000), '0.5')).toEqual(rub(5_000));
    expect(percent(rub(10), '12.5')).toEqual(rub(1)); // 1.25
    expect(percent(rub(-10), '15')).toEqual(rub(-2)); // -1.5
  });
});

describe('round', () => {
  it('rounds half away from zero to whole units, in minor units', () => {
    expect(round(rub(199_950))).toEqual(rub(200_000));
    expect(round(rub(199_949))).toEqual(rub(199_900));
    expect(round(rub(-150))).toEqual(rub(-200));
    expect(round(rub(1_234), 1)).toEqual(rub(1_230));
    expect(round(rub(1_234), 2)).toEqual(rub(1_234));
    expect(() => round(rub(1), -1)).toThrow(RangeError);
  });
});

describe('allocate', () => {
  const amounts = (parts: { amount: number }[]) => parts.map((part) => part.amount);

  it('splits into parts that add up exactly, remainders to the first parts', () => {
    expect(amounts(allocate(rub(100), [1, 1, 1]))).toEqual([34, 33, 33]);
    expect(amounts(allocate(rub(101), [1, 1, 1]))).toEqual([34, 34, 33]);
    expect(amounts(allocate(rub(-100), [1, 1, 1]))).toEqual([-34, -33, -33]);
  });

  it('gives leftovers to the largest remainders first', () => {
    // 100 × 1/6 = 16.67, × 2/6 = 33.33, × 3/6 = 50: the leftover kopeck goes to the first part.
    expect(amounts(allocate(rub(100), [1, 2, 3]))).toEqual([17, 33, 50]);
    // 10 × 3/7 = 4.29, × 4/7 = 5.71: the second has the larger remainder.
    expect(amounts(allocate(rub(10), [3, 4]))).toEqual([4, 6]);
  });

  it('gives nothing to a zero ratio', () => {
    expect(amounts(allocate(rub(100), [0, 1, 0, 1]))).toEqual([0, 50, 0, 50]);
  });

  it('always sums to the original', () => {
    const original = fromDecimal('1254300.55', 'USD');
    for (const ratios of [[1, 1, 1], [7, 13, 29, 1], [1, 1, 1, 1, 1, 1, 1], [1_000_000, 3]]) {
      const parts = allocate(original, ratios);
      expect(parts).toHaveLength(ratios.length);
      expect(sum(parts, 'USD')).toEqual(original);
    }
  });

  it('refuses ratios it cannot split by', () => {
    expect(() => allocate(rub(100), [])).toThrow(RangeError);
    expect(() => allocate(rub(100), [0, 0])).toThrow(RangeError);
    expect(() => allocate(rub(100), [1, -1])).toThrow(RangeError);
    expect(() => allocate(rub(100), [0.5, 0.5])).toThrow(RangeError);
  });

  it('divides evenly', () => {
    expect(amounts(divideEvenly(rub(1_000), 3))).toEqual([334, 333, 333]);
    expect(amounts(divideEvenly(rub(2), 4))).toEqual([1, 1, 0, 0]);
    expect(() => divideEvenly(rub(1), 0)).toThrow(RangeError);
  });
});
