import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isoWeekday, localIso, localIsoWithOffset, localToUtc, utcToLocal, zoneOffsetMinutes } from './zones';

describe('local times at airports and UTC', () => {
  it.each([
    // Airports in different zones: Tyumen +5, Moscow +3, Kaliningrad +2, Yerevan +4, Bishkek +6.
    ['2026-11-24', '08:40', 'Asia/Yekaterinburg', '2026-11-24T03:40:00.000Z'],
    ['2026-11-24', '08:40', 'Europe/Moscow', '2026-11-24T05:40:00.000Z'],
    ['2026-11-24', '00:15', 'Europe/Kaliningrad', '2026-11-23T22:15:00.000Z'],
    ['2026-11-24', '23:50', 'Asia/Yerevan', '2026-11-24T19:50:00.000Z'],
    ['2026-11-24', '02:10', 'Asia/Bishkek', '2026-11-23T20:10:00.000Z'],
    ['2026-01-05', '12:00', 'America/New_York', '2026-01-05T17:00:00.000Z'],
    ['2026-07-05', '12:00', 'America/New_York', '2026-07-05T16:00:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, utc) => {
    expect(localToUtc(date, time, zone).toISOString()).toBe(utc);
    expect(utcToLocal(utc, zone)).toEqual({ date, time });
    expect(localIso(utc, zone)).toBe(`${date}T${time}`);
  });

  it('moves a time the clocks skip forward by the gap, and takes the first of a time that happens twice', () => {
    // Berlin: 29 March 2026 02:00 → 03:00; 25 October 2026 03:00 → 02:00.
    expect(localToUtc('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(utcToLocal('2026-03-29T01:30:00.000Z', 'Europe/Berlin')).toEqual({ date: '2026-03-29', time: '03:30' });
    expect(localToUtc('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zoneOffsetMinutes('Europe/Berlin', Date.parse('2026-10-25T00:30:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('Europe/Berlin', Date.parse('2026-10-25T01:30:00Z'))).toBe(60);
    // Either side of the change, a quarter-hour apart, as the list's cached offsets give them.
    expect(localIso('2026-10-25T00:45:00Z', 'Europe/Berlin')).toBe('2026-10-25T02:45');
    expect(localIso('2026-10-25T01:00:00Z', 'Europe/Berlin')).toBe('2026-10-25T02:00');
  });

  it('counts calendar days and weekdays from Monday', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it.each([
    ['2026-11-24T03:40:00.000Z', 'Asia/Yekaterinburg', '2026-11-24T08:40+05:00'],
    ['2026-11-23T22:15:00.000Z', 'Europe/Kaliningrad', '2026-11-24T00:15+02:00'],
    ['2026-01-05T17:00:00.000Z', 'America/New_York', '2026-01-05T12:00-05:00'],
    ['2026-07-05T06:00:00.000Z', 'Asia/Kolkata', '2026-07-05T11:30+05:30'],
  ])('%s at %s reads %s with its offset', (utc, zone, local) => {
    expect(localIsoWithOffset(utc, zone)).toBe(local);
    expect(new Date(local).toISOString()).toBe(utc);
  });
});
