import { describe, expect, it } from 'vitest';
import { moneyDigitsHold, moneyText, parseMoneyText } from './money-field';

describe('money fields', () => {
  it('hold every currency in two minor digits', () => {
    expect(moneyDigitsHold()).toBe(true);
  });

  it('show minor units as major text and read it back exactly', () => {
    expect(moneyText(4550)).toBe('45.50');
    expect(moneyText(-5)).toBe('-0.05');
    for (const [typed, minor] of [['45.5', 4550], ['45,50', 4550], ['1 200', 120000], ['0.01', 1], ['-3.3', -330], ['0.29', 29]] as const) {
      expect(parseMoneyText(typed), typed).toBe(minor);
    }
  });

  it('refuses what is not an amount of at most two decimals', () => {
    for (const typed of ['', 'abc', '1.234', '1..2', '1,2,3', '12e3']) expect(parseMoneyText(typed), typed).toBeNull();
  });
});
