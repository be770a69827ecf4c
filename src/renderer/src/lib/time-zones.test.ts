import { describe, expect, it } from 'vitest';
import en from '@shared/locales/en/time-zones.json';
import ru from '@shared/locales/ru/time-zones.json';
import { formatOffset, offsetMinutes, RUSSIA_TIME_ZONES, searchTimeZones, supportedTimeZones, timeZoneOption, timeZoneOptions } from './time-zones';

// A winter day and a summer day: Moscow keeps +03:00 all year, New York moves between -05:00 and -04:00.
const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');
const RU = { places: ru.places, at: WINTER };
const EN = { places: en.places, at: WINTER };

describe('the place names of time-zones:places', () => {
  it('name every zone the runtime knows, in both languages', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    const places = (texts: Record<string, string>) => zones.filter((zone) => !texts[zone]);
    expect(places(ru.places)).toEqual([]);
    expect(places(en.places)).toEqual([]);
  });

  it('are Russian in ru: the point of keeping them, since Chromium answers "Moscow"', () => {
    const latin = Object.entries(ru.places).filter(([, name]) => /^[\x20-\x7e]*$/.test(name));
    expect(latin).toEqual([]);
  });
});

describe('timeZoneOptions', () => {
  const ru = timeZoneOptions('ru', RU);
  const en = timeZoneOptions('en', EN);

  it('holds every IANA zone the runtime knows, and UTC, each once: no cut after the first 200', () => {
    const known = Intl.supportedValuesOf('timeZone');
    expect(known.length).toBeGreaterThan(200);
    const zones = ru.map((option) => option.zone);
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones).toEqual(expect.arrayContaining([...known, 'UTC']));
    expect(zones).toHaveLength(supportedTimeZones().length);
    expect(en).toHaveLength(ru.length);
  });

  it("lists Russia's zones first, west to east, then the world by offset", () => {
    const russian = RUSSIA_TIME_ZONES.filter((zone) => Intl.supportedValuesOf('timeZone').includes(zone));
    expect(russian.length).toBeGreaterThanOrEqual(20);
    const head = ru.slice(0, russian.length);
    expect(new Set(head.map((option) => option.zone))).toEqual(new Set(russian));
    expect(head.every((option) => option.russia)).toBe(true);
    expect(head[0]!.zone).toBe('Europe/Kaliningrad');
    expect(head.map((option) => option.offsetMinutes)).toEqual([...head.map((option) => option.offsetMinutes)].sort((a, b) => a - b));
    const rest = ru.slice(russian.length);
    expect(rest.some((option) => option.russia)).toBe(false);
    expect(rest.map((option) => option.offsetMinutes)).toEqual([...rest.map((option) => option.offsetMinutes)].sort((a, b) => a - b));
    // Moscow is not buried among the world's +03:00 zones (Istanbul, Nairobi...).
    expect(ru.findIndex((option) => option.zone === 'Europe/Moscow')).toBeLessThan(5);
  });

  it('names each zone in the language with its offset', () => {
    const label = (options: typeof ru, zone: string) => options.find((option) => option.zone === zone)?.label;
    expect(label(ru, 'Europe/Moscow')).toBe('(UTC+03:00) Москва');
    expect(label(en, 'Europe/Moscow')).toBe('(UTC+03:00) Moscow');
    expect(label(ru, 'Asia/Yekaterinburg')).toBe('(UTC+05:00) Екатеринбург');
    expect(label(ru, 'Asia/Kamchatka')).toBe('(UTC+12:00) Петропавловск-Камчатский');
    expect(label(ru, 'America/New_York')).toBe('(UTC-05:00) Нью-Йорк');
    expect(label(en, 'America/New_York')).toBe('(UTC-05:00) New York');
    // A country of one zone is named by the country.
    expect(label(ru, 'Europe/Berlin')).toBe('(UTC+01:00) Германия');
    expect(label(en, 'Europe/Berlin')).toBe('(UTC+01:00) Germany');
    expect(label(ru, 'UTC')).toBe('(UTC+00:00) Всемирное координированное время');
    expect(label(en, 'UTC')).toBe('(UTC+00:00) Coordinated Universal Time');
    // No raw ids with underscores or slashes left in Russian.
    expect(ru.filter((option) => /[_/]/.test(option.label))).toEqual([]);
  });
});

describe('offsets', () => {
  it('follow summer time on the given day', () => {
    expect(offsetMinutes('America/New_York', WINTER)).toBe(-300);
    expect(offsetMinutes('America/New_York', SUMMER)).toBe(-240);
    expect(offsetMinutes('Europe/Moscow', SUMMER)).toBe(180);
    expect(offsetMinutes('Asia/Kathmandu', WINTER)).toBe(345);
    expect(offsetMinutes('UTC', WINTER)).toBe(0);
  });

  it('are written as UTC±hh:mm', () => {
    expect(formatOffset(180)).toBe('UTC+03:00');
    expect(formatOffset(-570)).toBe('UTC-09:30');
    expect(formatOffset(0)).toBe('UTC+00:00');
    expect(formatOffset(345)).toBe('UTC+05:45');
  });
});

describe('searchTimeZones', () => {
  const ru = timeZoneOptions('ru', RU);
  const en = timeZoneOptions('en', EN);
  const zones = (found: { zone: string }[]) => found.map((option) => option.zone);

  it('finds Moscow by the start of its Russian name, in any case, and by its English one', () => {
    expect(zones(searchTimeZones(ru, 'моск'))).toEqual(['Europe/Moscow']);
    expect(zones(searchTimeZones(ru, 'МОСКВА'))).toEqual(['Europe/Moscow']);
    expect(zones(searchTimeZones(ru, 'moscow'))).toEqual(['Europe/Moscow']);
    expect(zones(searchTimeZones(en, 'mosc'))).toEqual(['Europe/Moscow']);
  });

  it('matches every word typed, whatever the punctuation', () => {
    expect(zones(searchTimeZones(ru, 'нью йорк'))).toEqual(['America/New_York']);
    expect(zones(searchTimeZones(en, 'new york'))).toEqual(['America/New_York']);
    expect(zones(searchTimeZones(ru, 'петропавловск-камч'))).toEqual(['Asia/Kamchatka']);
    expect(zones(searchTimeZones(ru, 'екатеринбург'))).toEqual(['Asia/Yekaterinburg']);
  });

  it('finds zones by offset', () => {
    const plusFive = zones(searchTimeZones(ru, 'utc+5'));
    expect(plusFive).toContain('Asia/Yekaterinburg');
    expect(plusFive).not.toContain('Europe/Moscow');
    // Nepal's zone alone: its id is Asia/Kathmandu or the older Asia/Katmandu, as the runtime knows it.
    const nepal = searchTimeZones(ru, '+05:45');
    expect(nepal.map((option) => option.label)).toEqual(['(UTC+05:45) Непал']);
    expect(zones(searchTimeZones(en, 'utc-5'))).toContain('America/New_York');
    expect(zones(searchTimeZones(en, 'utc-5'))).not.toContain('Asia/Yekaterinburg');
  });

  it('returns the whole list for an empty query, and nothing for nonsense', () => {
    expect(searchTimeZones(ru, '  ')).toHaveLength(ru.length);
    expect(searchTimeZones(ru, 'qqqxxx')).toEqual([]);
  });
});

describe('timeZoneOption', () => {
  it('names a zone the texts lack (an id a newer browser reports) by Intl or by its tz city', () => {
    expect(timeZoneOption('Asia/Kolkata', 'en', { at: WINTER }).label).toBe('(UTC+05:30) Kolkata');
    expect(timeZoneOption('Europe/Kyiv', 'ru', { at: WINTER }).label).toBe('(UTC+02:00) Украина');
    expect(timeZoneOption('Asia/Kolkata', 'en', { at: WINTER }).russia).toBe(false);
    expect(timeZoneOption('Europe/Moscow', 'ru', RU).russia).toBe(true);
  });
});
