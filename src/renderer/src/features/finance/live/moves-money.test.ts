import { describe, expect, it } from 'vitest';
import { movesMoney } from './moves-money';

describe('movesMoney', () => {
  it.each(['payment', 'booking', 'refund'])('a %s notification moves money: the balance reads again', (group) => {
    expect(movesMoney({ group })).toBe(true);
  });

  it.each(['chat', 'bid', 'tariff'])('a %s notification leaves money where it was', (group) => {
    expect(movesMoney({ group })).toBe(false);
  });

  it('a message without a group moves nothing', () => {
    expect(movesMoney(undefined)).toBe(false);
    expect(movesMoney({ group: 3 })).toBe(false);
  });
});
