import { describe, expect, it } from 'vitest';
import { parseReportQuery, reportFilterCount, reportQueryParams } from './report-query';

describe('the reports list’s address', () => {
  it('reads its filters and leaves out what it refuses and the defaults', () => {
    const query = parseReportQuery({ state: 'ready', groupBy: 'airport', page: '2' });
    expect(query).toEqual({ page: 2, size: 20, sort: '-createdAt', state: 'ready' });
    expect(reportFilterCount(query)).toBe(1);
    expect(reportQueryParams(query)).toEqual({ page: '2', state: 'ready' });
  });
});
