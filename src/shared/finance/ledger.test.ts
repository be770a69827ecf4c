import { describe, expect, it } from 'vitest';
import { available, creditLimit, floorOf, mayDebit } from './ledger';

describe('credit terms', () => {
  it('take the KR payment method’s value as the limit, in the contract’s currency', () => {
    expect(creditLimit([{ method: 'CA', value: null }, { method: 'KR', value: '1500000' }], 'RUB')).toBe(150_000_000);
    expect(creditLimit([{ method: 'KR', value: '1 500 000,50' }], 'RUB')).toBe(150_000_050);
  });

  it('leave a contract prepaid without KR, or with a value that is no amount', () => {
    expect(creditLimit([{ method: 'VZ', value: 'GSA-2019/3' }], 'RUB')).toBe(0);
    expect(creditLimit([{ method: 'KR', value: 'unlimited' }], 'RUB')).toBe(0);
    expect(creditLimit([{ method: 'KR', value: '-500' }], 'RUB')).toBe(0);
    expect(creditLimit([{ method: 'KR', value: null }], 'RUB')).toBe(0);
  });
});

describe('the floor', () => {
  it('lets a debit go down to it exactly and not a kopeck further', () => {
    expect(floorOf({ limit: 0 })).toBe(0);
    expect(mayDebit(10_000, 10_000, { limit: 0 })).toBe(true);
    expect(mayDebit(10_000, 10_001, { limit: 0 })).toBe(false);
    expect(mayDebit(-40_000, 60_000, { limit: 100_000 })).toBe(true);
    expect(mayDebit(-40_000, 60_001, { limit: 100_000 })).toBe(false);
  });

  it('counts what is available down to it, never below nothing', () => {
    expect(available(125_430_000, { limit: 150_000_000 })).toBe(275_430_000);
    expect(available(-5, { limit: 0 })).toBe(0);
  });
});
