import { describe, expect, it } from 'vitest';
import { defaultSpan, periodCount, periodsOf, periodStart } from './periods';

describe('cash flow periods', () => {
  it('start days on Mondays and months on the first', () => {
    expect(periodStart('2026-11-25', 'week')).toBe('2026-11-23');
    expect(periodStart('2026-11-22', 'week')).toBe('2026-11-16');
    expect(periodStart('2026-11-25', 'month')).toBe('2026-11-01');
  });

  it('cut a span into periods, the first and last at its ends', () => {
    expect(periodsOf('2026-01-15', '2026-03-10', 'month')).toEqual([
      { key: '2026-01-01', from: '2026-01-15', to: '2026-01-31' },
      { key: '2026-02-01', from: '2026-02-01', to: '2026-02-28' },
      { key: '2026-03-01', from: '2026-03-01', to: '2026-03-10' },
    ]);
    expect(periodsOf('2026-11-25', '2026-11-25', 'day')).toHaveLength(1);
    expect(periodsOf('2026-11-20', '2026-12-02', 'week').map((period) => period.key)).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
  });

  it('count them without listing them', () => {
    for (const [from, to] of [
      ['2026-01-15', '2026-03-10'],
      ['2025-12-31', '2026-01-01'],
      ['2026-11-20', '2026-12-02'],
    ] as const) {
      for (const period of ['day', 'week', 'month'] as const) expect(periodCount(from, to, period), `${from} ${to} ${period}`).toBe(periodsOf(from, to, period).length);
    }
  });

  it('default to a month of days, twelve weeks or twelve months ending today', () => {
    expect(periodCount(defaultSpan('2026-11-25', 'day').from, '2026-11-25', 'day')).toBe(31);
    expect(periodCount(defaultSpan('2026-11-25', 'week').from, '2026-11-25', 'week')).toBe(12);
    expect(periodCount(defaultSpan('2026-11-25', 'month').from, '2026-11-25', 'month')).toBe(12);
  });
});
