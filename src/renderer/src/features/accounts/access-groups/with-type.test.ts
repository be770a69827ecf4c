import { describe, expect, it } from 'vitest';
import type { AbilityCondition } from '@shared/abilities';
import { withType } from './with-type';

// Changing a condition's type in the group editor keeps what the new type can hold.

const route: AbilityCondition = { type: 'Route', company: 's7', departure: ['SGC'], arrival: ['VKO'] };

describe('withType', () => {
  it.each<[AbilityCondition['type'], AbilityCondition]>([
    ['Boolean', { type: 'Boolean', value: true }],
    ['Company', { type: 'Company', company: 's7' }],
    ['Route', route],
    ['Departure', { type: 'Departure', company: 's7', departure: ['SGC'] }],
    ['Arrival', { type: 'Arrival', company: 's7', arrival: ['VKO'] }],
  ])('turns a Route into %s, keeping its airline and airports', (type, expected) => {
    expect(withType(route, type, 'ut')).toEqual(expected);
  });

  it("gives a Boolean's new airport condition the administrator's airline and empty lists", () => {
    expect(withType({ type: 'Boolean', value: false }, 'Route', 'ut')).toEqual({ type: 'Route', company: 'ut', departure: [], arrival: [] });
    expect(withType({ type: 'Departure', company: 'ut', departure: ['TJM'] }, 'Arrival', 'ut')).toEqual({ type: 'Arrival', company: 'ut', arrival: [] });
  });
});
