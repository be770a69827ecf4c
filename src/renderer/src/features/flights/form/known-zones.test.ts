import { describe, expect, it } from 'vitest';
import { zonesOf } from './known-zones';

const leg = (departure: string, departureZone: string, arrival: string, arrivalZone: string) => ({ departure, departureZone, arrival, arrivalZone });

describe('the airport zones the form knows', () => {
  it('come from pages of the list and from flights alike', () => {
    const zones = zonesOf([{ items: [leg('SGC', 'Asia/Yekaterinburg', 'VKO', 'Europe/Moscow')], total: 1 }, { legs: [leg('TJM', 'Asia/Yekaterinburg', 'LED', 'Europe/Moscow')] }, undefined, null]);
    expect(Object.fromEntries(zones)).toEqual({ SGC: 'Asia/Yekaterinburg', VKO: 'Europe/Moscow', TJM: 'Asia/Yekaterinburg', LED: 'Europe/Moscow' });
  });
});
