import { describe, expect, it } from 'vitest';
import { amountProblem, parseAmount } from './amount';

describe('typed amounts', () => {
  it('take spaces between thousands and either decimal mark, in the currency’s minor units', () => {
    expect(amountProblem('1 500,50', 'RUB')).toBeNull();
    expect(parseAmount('1 500,50', 'RUB')).toBe(150_050);
    expect(parseAmount('0.1', 'USD')).toBe(10);
    expect(parseAmount('-250', 'RUB')).toBe(-25_000);
  });

  it('name what is wrong', () => {
    expect(amountProblem('ten', 'RUB')).toBe('finance:amountFormat');
    expect(amountProblem('1e3', 'RUB')).toBe('finance:amountFormat');
    expect(amountProblem('', 'RUB')).toBe('finance:amountFormat');
    expect(amountProblem('10.555', 'RUB')).toBe('finance:amountDecimals');
    expect(amountProblem('-10', 'RUB')).toBe('finance:amountPositive');
    expect(amountProblem('-10', 'RUB', { signed: true })).toBeNull();
    expect(amountProblem('0,00', 'RUB', { signed: true })).toBe('finance:amountZero');
    expect(amountProblem('100000000001', 'RUB')).toBe('finance:amountTooLarge');
  });
});
