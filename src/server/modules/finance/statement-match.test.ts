import { describe, expect, it } from 'vitest';
import { matchContract, mentions } from './statement-match';

// Reading a contract's number in a payment's purpose: whole tokens only, whatever the case, and
// a payment for exactly one contract of its payer.

describe('a contract number in a purpose', () => {
  it.each([
    ['Оплата по договору UT-AG-2024/017 за перевозку', true],
    ['Оплата по дог. №UT-AG-2024/017, НДС не облагается', true],
    ['(ut-ag-2024/017)', true],
    ['UT-AG-2024/017', true],
    ['по договору «UT-AG-2024/017».', true],
    ['Оплата по договору UT-AG-2024/0170', false],
    ['Оплата по договору UT-AG-2024/017-2', false],
    ['Оплата по договору XUT-AG-2024/017', false],
    ['Оплата по договору 1/UT-AG-2024/017', false],
    ['Оплата по договору ЯUT-AG-2024/017', false],
    ['Оплата по договору UT-AG-2024/01', false],
  ])('%s → %s', (purpose, found) => {
    expect(mentions(purpose, 'UT-AG-2024/017')).toBe(found);
  });

  it('finds a whole token after a partial one', () => {
    expect(mentions('UT-AG-2024/0170 и UT-AG-2024/017', 'UT-AG-2024/017')).toBe(true);
  });
});

describe('the contract of a payment', () => {
  const candidates = [
    { id: 1, number: 'UT-AG-2024/017', inn: '7203412655' },
    { id: 2, number: 'UT-AG-2025/003', inn: '7203412655' },
    { id: 3, number: 'UT-SH-2025/042', inn: '8901027745' },
  ];

  it('is the one contract of the payer the purpose names', () => {
    expect(matchContract({ payerInn: '7203412655', purpose: 'по договору UT-AG-2025/003' }, candidates)?.id).toBe(2);
  });

  it('is none when the purpose names another company’s contract, two contracts, or none; or the payer is unknown', () => {
    expect(matchContract({ payerInn: '7203412655', purpose: 'по договору UT-SH-2025/042' }, candidates)).toBeNull();
    expect(matchContract({ payerInn: '7203412655', purpose: 'UT-AG-2024/017 и UT-AG-2025/003' }, candidates)).toBeNull();
    expect(matchContract({ payerInn: '7203412655', purpose: 'Оплата по счёту 114' }, candidates)).toBeNull();
    expect(matchContract({ payerInn: null, purpose: 'по договору UT-AG-2024/017' }, candidates)).toBeNull();
    expect(matchContract({ payerInn: '7203412655', purpose: null }, candidates)).toBeNull();
  });
});
