import { describe, expect, it } from 'vitest';
import { calendarNames, dateOfDay, dayOfDate, formatDay, formatLongDay, formatMonthYear, isoDayOf, parseDay } from './dates';

describe('formatDay', () => {
  it('writes an ISO day day-first: dd.mm.yyyy in ru, dd/mm/yyyy in en', () => {
    expect(formatDay('2026-03-07', 'ru')).toBe('07.03.2026');
    expect(formatDay('2026-03-07', 'en')).toBe('07/03/2026');
    expect(formatDay('2026-12-31T00:00:00.000Z', 'ru')).toBe('31.12.2026');
  });
});

describe('parseDay', () => {
  it('reads what a person types in either language', () => {
    expect(parseDay('07.03.2026')).toBe('2026-03-07');
    expect(parseDay('7.3.2026')).toBe('2026-03-07');
    expect(parseDay(' 07/03/2026 ')).toBe('2026-03-07');
    expect(parseDay('07-03-2026')).toBe('2026-03-07');
    expect(parseDay('07 03 2026')).toBe('2026-03-07');
    expect(parseDay('07032026')).toBe('2026-03-07');
    expect(parseDay('2026-03-07')).toBe('2026-03-07');
  });

  it('reads a two-digit year as 2000–2069 or 1970–1999', () => {
    expect(parseDay('07.03.26')).toBe('2026-03-07');
    expect(parseDay('15.06.95')).toBe('1995-06-15');
  });

  it('refuses what is not a day of the calendar', () => {
    expect(parseDay('30.02.2026')).toBeNull();
    expect(parseDay('29.02.2026')).toBeNull();
    expect(parseDay('29.02.2024')).toBe('2024-02-29');
    expect(parseDay('07.13.2026')).toBeNull();
    expect(parseDay('00.01.2026')).toBeNull();
    expect(parseDay('03/07/2026 ')).toBe('2026-07-03');
    expect(parseDay('завтра')).toBeNull();
    expect(parseDay('')).toBeNull();
    expect(parseDay('2026-3-7x')).toBeNull();
  });

  it('round-trips with formatDay in both languages', () => {
    for (const day of ['2026-01-01', '2024-02-29', '1999-12-31']) {
      expect(parseDay(formatDay(day, 'ru'))).toBe(day);
      expect(parseDay(formatDay(day, 'en'))).toBe(day);
    }
  });
});

describe('isoDayOf', () => {
  it('takes the day a stored value starts with, if it is one', () => {
    expect(isoDayOf('2026-03-07')).toBe('2026-03-07');
    expect(isoDayOf('2026-03-07T10:00:00Z')).toBe('2026-03-07');
    expect(isoDayOf('2026-02-30')).toBeNull();
    expect(isoDayOf('07.03.2026')).toBeNull();
    expect(isoDayOf(null)).toBeNull();
  });
});

describe('dateOfDay and dayOfDate', () => {
  it('meet at local midnight, whatever the time zone', () => {
    const date = dateOfDay('2026-03-07');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 7, 0]);
    expect(dayOfDate(date)).toBe('2026-03-07');
    expect(dayOfDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
});

describe('calendar names', () => {
  it('are Russian in ru, capitalised, Sunday first as the calendar indexes them', () => {
    const ru = calendarNames('ru');
    expect(ru.months[0]).toBe('Январь');
    expect(ru.months[2]).toBe('Март');
    expect(ru.days[0]).toBe('Воскресенье');
    expect(ru.days[1]).toBe('Понедельник');
    expect(ru.shortDays).toEqual(['Вс', 'Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб']);
  });

  it('are English in en', () => {
    const en = calendarNames('en');
    expect(en.months[2]).toBe('March');
    expect(en.days[1]).toBe('Monday');
    expect(en.shortDays[1]).toBe('Mon');
  });

  it('head a month and read a day out in the language, day before month', () => {
    expect(formatMonthYear(new Date(2026, 2, 7), 'ru')).toMatch(/^Март 2026/);
    expect(formatMonthYear(new Date(2026, 2, 7), 'en')).toBe('March 2026');
    expect(formatLongDay(new Date(2026, 2, 7), 'ru')).toMatch(/^7 марта 2026/);
    expect(formatLongDay(new Date(2026, 2, 7), 'en')).toBe('7 March 2026');
  });
});
