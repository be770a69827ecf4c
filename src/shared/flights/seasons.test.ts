import { describe, expect, it } from 'vitest';
import { iataSeasonOf, seasonOf } from './seasons';

describe('seasons', () => {
  it.each([
    ['2026-12-01', 'WINTER'],
    ['2027-02-28', 'WINTER'],
    ['2026-03-01', 'SPRING'],
    ['2026-06-30', 'SUMMER'],
    ['2026-11-30', 'AUTUMN'],
  ])('the handbooks read %s as %s', (date, season) => expect(seasonOf(date)).toBe(season));

  it.each([
    // 2026: the last Sunday of March is the 29th, of October the 25th.
    ['2026-03-28', 'winter'],
    ['2026-03-29', 'summer'],
    ['2026-10-24', 'summer'],
    ['2026-10-25', 'winter'],
    ['2026-12-31', 'winter'],
  ])('passenger weights read %s as IATA %s', (date, season) => expect(iataSeasonOf(date)).toBe(season));
});
