import { describe, expect, it } from 'vitest';
import { monthSteps } from './months';

describe('a report range’s months', () => {
  it('cuts a range into calendar months, the ends part months', () => {
    expect(monthSteps('2026-01-15', '2026-03-03')).toEqual([
      { from: '2026-01-15', until: '2026-02-01' },
      { from: '2026-02-01', until: '2026-03-01' },
      { from: '2026-03-01', until: '2026-03-04' },
    ]);
  });

  it('gives one step for a single day and crosses the year', () => {
    expect(monthSteps('2026-05-31', '2026-05-31')).toEqual([{ from: '2026-05-31', until: '2026-06-01' }]);
    expect(monthSteps('2025-12-20', '2026-01-10').map((step) => step.until)).toEqual(['2026-01-01', '2026-01-11']);
  });
});
