// Local wall time at an airport and the UTC instant it names, through the IANA zone the airports
// reference gives each airport. Schedules are written in local time (IATA SSIM practice); the
// database keeps instants. Intl carries the zone rules on both sides, so no zone data ships twice.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let found = formatters.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, found);
  }
  return found;
}

/** Whether Intl knows the zone. */
export function isKnownZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `zone` at an instant, as milliseconds of a UTC date with the same fields. */
function wallClock(zone: string, utcMs: number): number {
  const fields: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(new Date(utcMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return Date.UTC(fields.year!, fields.month! - 1, fields.day!, fields.hour! % 24, fields.minute!, fields.second!);
}

/** Minutes `zone` is ahead of UTC at an instant (Yekaterinburg +300, New York in winter -300). */
export function zoneOffsetMinutes(zone: string, utcMs: number): number {
  const whole = Math.floor(utcMs / 1000) * 1000;
  return Math.round((wallClock(zone, whole) - whole) / 60_000);
}

const DAY = 86_400_000;

/** `YYYY-MM-DD` and `HH:MM` as milliseconds of the same fields read as UTC. */
function fieldsMs(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return Date.UTC(y!, m! - 1, d!, h!, min!);
}

/**
 * The instant a local date and time name in a zone. A time that happens twice (clocks going back)
 * is the first of the two; a time that never happens (clocks going forward) is moved forward by
 * the gap, as airline schedules and the Temporal proposal both do.
 */
export function localToUtc(date: string, time: string, zone: string): Date {
  const wall = fieldsMs(date, time);
  const before = zoneOffsetMinutes(zone, wall - DAY / 2);
  const after = zoneOffsetMinutes(zone, wall + DAY / 2);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => wallClock(zone, instant) === wall)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? wall - before * 60_000);
}

/** The local date (`YYYY-MM-DD`) and time (`HH:MM`) of an instant in a zone. */
export function utcToLocal(instant: Date | string, zone: string): { date: string; time: string } {
  const iso = localIso(instant, zone);
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

const HOUR = 3_600_000;
/** Zone offsets by zone and UTC quarter-hour: clocks change on quarter-hours, so one lookup serves a quarter. */
const offsets = new Map<string, number>();

/**
 * The local date and time of an instant in a zone, `YYYY-MM-DDTHH:MM`: a list of legs asks for
 * hundreds, so each zone's offset is asked of Intl once per quarter-hour of UTC and kept.
 */
export function localIso(instant: Date | string, zone: string): string {
  const ms = new Date(instant).getTime();
  return new Date(ms + cachedOffset(zone, ms) * 60_000).toISOString().slice(0, 16);
}

/** The zone's offset at an instant, asked of Intl once per zone and quarter-hour of UTC. */
function cachedOffset(zone: string, ms: number): number {
  const key = `${zone}@${Math.floor(ms / (HOUR / 4))}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size > 50_000) offsets.clear();
    offset = zoneOffsetMinutes(zone, ms);
    offsets.set(key, offset);
  }
  return offset;
}

/** A calendar date moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(fieldsMs(date, '00:00') + days * DAY).toISOString().slice(0, 10);
}

/** Section 9's weekday of a calendar date: 1 Monday to 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(fieldsMs(date, '00:00')).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Whole days from `from` to `to` (calendar dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((fieldsMs(to, '00:00') - fieldsMs(from, '00:00')) / DAY);
}

/** An instant as ISO 8601 local time at a zone with its offset: `2026-12-01T07:00+05:00`. */
export function localIsoWithOffset(instant: Date | string | number, zone: string): string {
  const ms = new Date(instant).getTime();
  const offset = cachedOffset(zone, ms);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${new Date(ms + offset * 60_000).toISOString().slice(0, 16)}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
