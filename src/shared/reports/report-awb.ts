import * as v from 'valibot';
import { PageQuerySchema, pageOf } from '../api/page';
import { AWB_STATUSES } from '../constants';
import { MoneySchema } from '../money';
import { isoDay } from '../resources/fields';
import { M, msg } from '../validation';

// The AWB report (section 2's report-awb, section 5's rule: a report needs a date range whose
// minimum is below its maximum). A report is asked for once and built in the background: it is a
// row with a state and a progress, and its groups once ready. docs/decisions.md says what it counts.

export const REPORT_GROUPINGS = ['period', 'route', 'contract', 'product', 'status'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

export const REPORT_STATES = ['building', 'ready', 'failed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** What a "period" group is: a day for ranges up to DAILY_MAX_DAYS days, else a month. */
export const REPORT_PERIODS = ['day', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** Two months of days still read as bars on a chart; longer ranges group by month. */
export const DAILY_MAX_DAYS = 62;
/** The longest range a report covers: ten years of months. */
export const MAX_RANGE_DAYS = 3660;

const DAY_MS = 86_400_000;
/** Days from one ISO day to another, both counted (a one-day range is 1). */
export const rangeDays = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export const periodOf = (from: string, to: string): ReportPeriod => (rangeDays(from, to) <= DAILY_MAX_DAYS ? 'day' : 'month');

/** A date of the range: missing or empty is section 5's 'Fill this field'. */
const rangeDay = v.pipe(v.string(msg(M.required)), v.trim(), v.nonEmpty(msg(M.required)), isoDay);

const ReportAwbBodyObject = v.strictObject({
  dateFrom: rangeDay,
  dateTo: rangeDay,
  groupBy: v.picklist(REPORT_GROUPINGS, msg(M.unknownValue)),
});
export type ReportAwbBody = v.InferOutput<typeof ReportAwbBodyObject>;

/**
 * The range's rules on the field that breaks them: the maximum before the minimum is section 5's
 * "the minimum must be below the maximum" (a one-day range, both the same day, covers that day);
 * a range longer than MAX_RANGE_DAYS is refused on the maximum too.
 */
export const ReportAwbBodySchema = v.pipe(
  ReportAwbBodyObject,
  v.forward(
    v.check((body) => body.dateFrom <= body.dateTo, msg(M.rangeOrder)),
    ['dateTo'],
  ),
  v.forward(
    v.check((body) => rangeDays(body.dateFrom, body.dateTo) <= MAX_RANGE_DAYS, msg('reports:rangeTooLong')),
    ['dateTo'],
  ),
);

/** A report as the list shows it. */
export const ReportAwbRowSchema = v.object({
  id: v.number(),
  dateFrom: v.string(),
  dateTo: v.string(),
  groupBy: v.picklist(REPORT_GROUPINGS),
  /** The period a "period" report groups by (null for other groupings). */
  period: v.nullable(v.picklist(REPORT_PERIODS)),
  /** The time zone its days are read in: its author's. */
  timeZone: v.string(),
  state: v.picklist(REPORT_STATES),
  /** 0 to 100: the share of the range's months counted so far. */
  progress: v.number(),
  /** The client whose shipments it covers; null for the airline's whole cargo. */
  contractor: v.nullable(v.string()),
  createdBy: v.nullable(v.string()),
  createdAt: v.string(),
  finishedAt: v.nullable(v.string()),
});
export type ReportAwbRow = v.InferOutput<typeof ReportAwbRowSchema>;

/** The figures of a group (or of the whole report). */
const FiguresEntries = {
  /** How many AWBs. */
  shipments: v.number(),
  pieces: v.number(),
  /** Kilograms, to one decimal. */
  weight: v.number(),
  chargeableWeight: v.number(),
};

/**
 * One group's line: a group whose AWBs were priced in several currencies has a line per currency
 * (revenue is never summed across currencies); revenue is null for AWBs without a price.
 */
export const ReportAwbLineSchema = v.object({
  /** The group's value: a period's first day, "NJC-UFA", a contract's id, a product's code, an AWB status ('' for none). */
  key: v.string(),
  /** What the group is called where the key is an id (a contract's number); else the key. */
  label: v.string(),
  ...FiguresEntries,
  revenue: v.nullable(MoneySchema),
});
export type ReportAwbLine = v.InferOutput<typeof ReportAwbLineSchema>;

export const ReportAwbTotalsSchema = v.object({
  ...FiguresEntries,
  /** One sum per currency. */
  revenue: v.array(MoneySchema),
});
export type ReportAwbTotals = v.InferOutput<typeof ReportAwbTotalsSchema>;

export const ReportAwbSchema = v.object({
  ...ReportAwbRowSchema.entries,
  /** Set when a build failed: why, for the log's reader. */
  error: v.nullable(v.string()),
  lines: v.array(ReportAwbLineSchema),
  totals: ReportAwbTotalsSchema,
});
export type ReportAwb = v.InferOutput<typeof ReportAwbSchema>;

export const REPORT_SORTS = ['createdAt', '-createdAt', 'dateFrom', '-dateFrom'] as const;

export const ReportAwbListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  state: v.optional(v.picklist(REPORT_STATES, msg(M.invalid))),
  groupBy: v.optional(v.picklist(REPORT_GROUPINGS, msg(M.invalid))),
  sort: v.optional(v.picklist(REPORT_SORTS, msg(M.invalid)), '-createdAt'),
});
export type ReportAwbListQuery = v.InferOutput<typeof ReportAwbListQuerySchema>;

export const ReportAwbPageSchema = pageOf(ReportAwbRowSchema);
export type ReportAwbPage = v.InferOutput<typeof ReportAwbPageSchema>;

/** The statuses a "status" report's groups can take: the AWB's own, once issued. */
export const REPORT_AWB_STATUSES = AWB_STATUSES.filter((status) => status !== 'not_issued');
