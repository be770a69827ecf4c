// The delay dialog's values: each estimate as a calendar day and a local time at its airport (the
// cabinet's date field and a 24-hour time), sent as `YYYY-MM-DDTHH:MM` or null to clear it.

export interface LocalMoment {
  date: string | null;
  time: string;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A local `YYYY-MM-DDTHH:MM` as the dialog's day and time. */
export const momentOf = (local: string): LocalMoment => ({ date: local.slice(0, 10), time: local.slice(11, 16) });

/** What the dialog sends for one estimate: nothing typed clears it; a half-typed one goes as it is, for the schema to refuse. */
export function localOf(moment: LocalMoment): string | null {
  const date = moment.date?.trim() ?? '';
  const time = moment.time.trim();
  if (!date && !time) return null;
  return `${date}T${time}`;
}

const minutesOf = (local: string): number | null => {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [, y, m, d, h, min] = match.map(Number) as [number, number, number, number, number, number];
  return Date.UTC(y, m - 1, d, h, min) / 60_000;
};

/** Minutes from one local date-time to another, on the wall clock; null when either is not one. */
export function minutesBetween(from: string, to: string): number | null {
  const a = minutesOf(from);
  const b = minutesOf(to);
  return a === null || b === null ? null : b - a;
}

/** A local date-time moved by minutes on the wall clock. */
export function shiftLocal(local: string, minutes: number): string {
  const at = minutesOf(local);
  if (at === null) return local;
  return new Date((at + minutes) * 60_000).toISOString().slice(0, 16);
}
