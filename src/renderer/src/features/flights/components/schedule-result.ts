import * as v from 'valibot';
import { ScheduleResultSchema, type ScheduleResult } from '@shared/flights';

// A schedule's save tells staff which dates it touched; the page it leads to (the flight, or the
// list) shows that, carried in the navigation's state so a reload of a later page does not.

export const SCHEDULE_RESULT_KINDS = ['created', 'updated', 'canceled', 'removed', 'kept'] as const;
export type ScheduleResultKind = (typeof SCHEDULE_RESULT_KINDS)[number];

/** How many dates of one kind are named before "and N more". */
export const NAMED_DATES = 8;

/** The navigation state that carries a save's answer. */
export const withScheduleResult = (result: ScheduleResult) => ({ scheduleResult: result });

/** The save's answer in a location's state, if it carries one. */
export function scheduleResultOf(state: unknown): ScheduleResult | null {
  if (typeof state !== 'object' || state === null || !('scheduleResult' in state)) return null;
  const parsed = v.safeParse(ScheduleResultSchema, (state as { scheduleResult: unknown }).scheduleResult);
  return parsed.success ? parsed.output : null;
}

/** The kinds of dates the save touched, in the order the message reads them, with the dates to name and how many more. */
export function resultLines(result: ScheduleResult, limit = NAMED_DATES): { kind: ScheduleResultKind; dates: string[]; more: number }[] {
  return SCHEDULE_RESULT_KINDS.filter((kind) => result[kind].length > 0).map((kind) => {
    const dates = [...result[kind]].sort();
    return { kind, dates: dates.slice(0, limit), more: Math.max(0, dates.length - limit) };
  });
}
