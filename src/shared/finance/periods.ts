import type { CashFlowPeriod } from './balance';

// Calendar periods of the cash flow over ISO days ("2026-11-25"): a span cut into days, ISO weeks
// (Monday first) or months, the first and last cut at the span's ends.

const DAY_MS = 86_400_000;
const toTime = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => toDay(toTime(day) + days * DAY_MS);

/** The first day of the period holding `day`. */
export function periodStart(day: string, period: CashFlowPeriod): string {
  if (period === 'day') return day;
  if (period === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(toTime(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The first day of the next period. */
export function nextPeriod(start: string, period: CashFlowPeriod): string {
  if (period === 'day') return addDays(start, 1);
  if (period === 'week') return addDays(start, 7);
  const date = new Date(toTime(start));
  return toDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}

/** The periods of a span, each as its first and last day within the span. */
export function periodsOf(from: string, to: string, period: CashFlowPeriod): { key: string; from: string; to: string }[] {
  const list: { key: string; from: string; to: string }[] = [];
  for (let start = periodStart(from, period); start <= to; start = nextPeriod(start, period)) {
    const last = addDays(nextPeriod(start, period), -1);
    list.push({ key: start, from: start < from ? from : start, to: last > to ? to : last });
  }
  return list;
}

/** How many periods a span holds, without listing them. */
export function periodCount(from: string, to: string, period: CashFlowPeriod): number {
  if (to < from) return 0;
  if (period === 'day') return Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1;
  if (period === 'week') return Math.round((toTime(periodStart(to, 'week')) - toTime(periodStart(from, 'week'))) / (7 * DAY_MS)) + 1;
  const months = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
  return months(to) - months(from) + 1;
}

/** The default span of a series ending today: 31 days, 12 weeks or 12 months. */
export function defaultSpan(today: string, period: CashFlowPeriod): { from: string; to: string } {
  if (period === 'day') return { from: addDays(today, -30), to: today };
  if (period === 'week') return { from: addDays(periodStart(today, 'week'), -77), to: today };
  const date = new Date(toTime(today));
  return { from: toDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 11, 1)), to: today };
}
