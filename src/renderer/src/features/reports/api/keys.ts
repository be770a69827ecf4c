import type { ReportAwbListQuery } from '@shared/reports';

/** Query keys of the reports feature: asking for or rebuilding a report refreshes `all`. */
export const reportKeys = {
  all: ['reports'] as const,
  list: (query: ReportAwbListQuery) => [...reportKeys.all, 'list', query] as const,
  one: (id: number) => [...reportKeys.all, 'one', id] as const,
};
