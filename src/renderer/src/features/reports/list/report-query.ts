import { ReportAwbListQuerySchema, type ReportAwbListQuery } from '@shared/reports';
import { parseViewQuery, viewQueryParams } from '@/lib/view-query';

// The reports list's view lives in its address (the block page keeps it while the user is elsewhere).

export const REPORT_FILTERS = ['state', 'groupBy'] as const;

export const DEFAULT_REPORT_QUERY: ReportAwbListQuery = { page: 1, size: 20, sort: '-createdAt' };

export const parseReportQuery = (raw: Record<string, unknown>): ReportAwbListQuery => parseViewQuery(ReportAwbListQuerySchema, raw, DEFAULT_REPORT_QUERY);

export const reportQueryParams = (query: ReportAwbListQuery): Record<string, string> => viewQueryParams(query, DEFAULT_REPORT_QUERY, REPORT_FILTERS);

export const reportFilterCount = (query: ReportAwbListQuery): number => REPORT_FILTERS.filter((key) => query[key] !== undefined).length;

export const withoutReportFilters = (query: ReportAwbListQuery): ReportAwbListQuery => ({ page: 1, size: query.size, sort: query.sort });
