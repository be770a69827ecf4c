import { describe, expect, it } from 'vitest';
import { dayShift, durationParts, minutesBetween, offsetText, stripDay, transferWaits, wallClock } from './variant-text';

describe('a variant’s local times', () => {
  it('read the airport’s wall clock from the text, whatever the browser’s zone', () => {
    expect(wallClock('2026-12-01T07:00+05:00')).toEqual({ date: '2026-12-01', time: '07:00', offset: '+05:00' });
    // 23:40 at UTC+5 is 18:40 UTC: the airport's evening, not the UTC or the browser's hour.
    expect(wallClock('2026-12-01T23:40+05:00').time).toBe('23:40');
    expect(wallClock('2026-12-01T00:15-03:00')).toEqual({ date: '2026-12-01', time: '00:15', offset: '-03:00' });
    expect(wallClock('2026-12-01T06:00:00Z')).toEqual({ date: '2026-12-01', time: '06:00', offset: 'Z' });
    expect(() => wallClock('2026-12-01 07:00')).toThrow();
  });

  it('write the offset as people do', () => {
    expect(offsetText('2026-12-01T07:00+05:00')).toBe('UTC+5');
    expect(offsetText('2026-12-01T07:00+05:30')).toBe('UTC+5:30');
    expect(offsetText('2026-12-01T07:00-03:00')).toBe('UTC\u22123');
    expect(offsetText('2026-12-01T07:00Z')).toBe('UTC');
  });

  it('mark an arrival on a later local date than the flight date', () => {
    expect(dayShift('2026-12-01T23:50+05:00', '2026-12-01')).toBe(0);
    expect(dayShift('2026-12-02T01:10+03:00', '2026-12-01')).toBe(1);
    expect(dayShift('2026-12-03T08:00+05:00', '2026-12-01')).toBe(2);
    // Flying west: the arrival's local date may even be the day before the UTC one.
    expect(dayShift('2026-11-30T22:00-03:00', '2026-12-01')).toBe(-1);
  });

  it('count durations and waits across zones by the instants', () => {
    // 07:00 at UTC+5 to 08:30 at UTC+3 is three and a half hours.
    expect(minutesBetween('2026-12-01T07:00+05:00', '2026-12-01T08:30+03:00')).toBe(210);
    expect(durationParts(210)).toEqual({ hours: 3, minutes: 30 });
    expect(durationParts(45)).toEqual({ hours: 0, minutes: 45 });
    expect(
      transferWaits([
        { arrival: 'TJM', sta: '2026-12-01T09:00+05:00', std: '2026-12-01T07:00+05:00' },
        { arrival: 'UFA', sta: '2026-12-02T13:00+05:00', std: '2026-12-02T11:15+05:00' },
      ]),
    ).toEqual([{ airport: 'TJM', minutes: 26 * 60 + 15 }]);
  });
});

describe('a strip day', () => {
  it('names its weekday and its day and month in the reader’s language, whatever the browser’s zone', () => {
    // 2026-12-07 is a Monday.
    expect(stripDay('2026-12-07', 'ru')).toEqual({ weekday: 'пн', day: '07.12' });
    expect(stripDay('2026-12-07', 'en')).toEqual({ weekday: 'Mon', day: '07/12' });
  });
});
