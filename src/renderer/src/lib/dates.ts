// Calendar days as the cabinet shows and reads them: day first in both languages, 07.03.2026 in
// ru and 07/03/2026 in en (the British order, so a date never reads differently after a person
// switches language), stored as ISO 2026-03-07 as the shared schemas want.

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The separator of a day written in `locale`. */
export const daySeparator = (locale: string): string => (locale.toLowerCase().startsWith('ru') ? '.' : '/');

/** Whether a year, month and day make a day the calendar has (no 30 February). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const iso = (year: number, month: number, day: number): string => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The ISO day a stored value starts with ("2026-03-07" or "2026-03-07T00:00:00Z"), if it is one. */
export function isoDayOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDay(year, month, day) ? iso(year, month, day) : null;
}

/** "2026-03-07" as the cabinet writes it: "07.03.2026" in ru, "07/03/2026" in en. */
export function formatDay(isoDay: string, locale: string): string {
  const day = isoDayOf(isoDay);
  if (!day) return isoDay;
  const [year, month, date] = day.split('-');
  const separator = daySeparator(locale);
  return `${date}${separator}${month}${separator}${year}`;
}

/** A two-digit year: 00–69 is this century, 70–99 the last (as POSIX reads %y). */
const fullYear = (year: string): number => (year.length === 2 ? (Number(year) < 70 ? 2000 : 1900) + Number(year) : Number(year));

/**
 * A day as a person types it, in either language: day first with dots, slashes, dashes or spaces
 * ("7.3.2026", "07/03/26"), eight digits ("07032026"), or ISO ("2026-03-07"). The ISO day, or null
 * when the text is not a day the calendar has.
 */
export function parseDay(text: string): string | null {
  const value = text.trim();
  const isoDay = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const dayFirst = /^(\d{1,2})[./\-\s]+(\d{1,2})[./\-\s]+(\d{4}|\d{2})$/.exec(value) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  let parts: [number, number, number] | null = null;
  if (isoDay) parts = [Number(isoDay[1]), Number(isoDay[2]), Number(isoDay[3])];
  else if (dayFirst) parts = [fullYear(dayFirst[3]!), Number(dayFirst[2]), Number(dayFirst[1])];
  if (!parts) return null;
  const [year, month, day] = parts;
  return isCalendarDay(year, month, day) ? iso(year, month, day) : null;
}

/** The local midnight of an ISO day: what a calendar widget selects. */
export function dateOfDay(isoDay: string): Date {
  const [year, month, day] = isoDay.split('-').map(Number);
  const date = new Date(year!, month! - 1, day!);
  // Years below 100 would otherwise be read as 19xx.
  date.setFullYear(year!);
  return date;
}

/** The ISO day of a calendar widget's local date. */
export const dayOfDate = (date: Date): string => iso(date.getFullYear(), date.getMonth() + 1, date.getDate());

const capitalize = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** A week of 2024 beginning on Sunday 7 January: the order calendar widgets index weekdays in. */
const SUNDAY_FIRST = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 7 + i, 12)));
const MONTHS = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2024, i, 15, 12)));

/** Month and weekday names in `locale`, capitalised as a calendar heads them ("Январь", "Пн"). */
export function calendarNames(locale: string): { months: string[]; shortMonths: string[]; days: string[]; shortDays: string[] } {
  const format = (options: Intl.DateTimeFormatOptions) => {
    const formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    return (date: Date) => capitalize(formatter.format(date));
  };
  return {
    months: MONTHS.map(format({ month: 'long' })),
    shortMonths: MONTHS.map(format({ month: 'short' })),
    days: SUNDAY_FIRST.map(format({ weekday: 'long' })),
    shortDays: SUNDAY_FIRST.map(format({ weekday: 'short' })),
  };
}

/** English dates in the cabinet are British: day before month in words as in figures. */
const dayFirstLocale = (locale: string): string => (locale.toLowerCase() === 'en' ? 'en-GB' : locale);

/** "Март 2026 г." / "March 2026": a calendar's heading. */
export const formatMonthYear = (date: Date, locale: string): string =>
  capitalize(new Intl.DateTimeFormat(dayFirstLocale(locale), { month: 'long', year: 'numeric' }).format(date));

/** "7 марта 2026 г." / "7 March 2026": how a calendar day is read out. */
export const formatLongDay = (date: Date, locale: string): string => new Intl.DateTimeFormat(dayFirstLocale(locale), { dateStyle: 'long' }).format(date);

/** An instant in the reader's own clock, short: "07.03.2026 13:05" (audit times: history, letters). */
export function formatInstant(instant: string, locale: string): string {
  const at = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDay(dayOfDate(at), locale)} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
