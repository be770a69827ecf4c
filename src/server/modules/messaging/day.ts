import { MONTHS } from '@shared/messaging/cimp/elements';

// Cargo-IMP writes a day and a month, never the year: the year is the reader's to choose.

/**
 * A Cargo-IMP day and month (`27NOV`) as an ISO day: of the year before, this one and the next,
 * the one that puts it nearest to now (a telegram about late December read in early January).
 */
export function dayOf(dayMonth: string, now: Date): string {
  const day = Number(dayMonth.slice(0, 2));
  const month = (MONTHS as readonly string[]).indexOf(dayMonth.slice(2));
  const year = now.getUTCFullYear();
  const candidates = [year - 1, year, year + 1].filter((y) => new Date(Date.UTC(y, month, day)).getUTCDate() === day);
  const best = candidates.reduce((a, b) => (Math.abs(Date.UTC(b, month, day) - now.getTime()) < Math.abs(Date.UTC(a, month, day) - now.getTime()) ? b : a));
  return `${best}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
