import { describe, expect, it } from 'vitest';
import { resultLines, scheduleResultOf, withScheduleResult } from './schedule-result';

const result = { flightId: 7, created: ['2026-03-03', '2026-03-01', '2026-03-02'], updated: [], canceled: ['2026-03-10'], removed: [], kept: ['2026-02-20'] };

describe("a schedule save's answer", () => {
  it('travels in the navigation state and nothing else reads as one', () => {
    expect(scheduleResultOf(withScheduleResult(result))).toEqual(result);
    expect(scheduleResultOf(null)).toBeNull();
    expect(scheduleResultOf({ scheduleResult: { flightId: 'x' } })).toBeNull();
  });

  it('names the dates of each kind touched, in order, and how many more', () => {
    expect(resultLines(result, 2)).toEqual([
      { kind: 'created', dates: ['2026-03-01', '2026-03-02'], more: 1 },
      { kind: 'canceled', dates: ['2026-03-10'], more: 0 },
      { kind: 'kept', dates: ['2026-02-20'], more: 0 },
    ]);
  });
});
