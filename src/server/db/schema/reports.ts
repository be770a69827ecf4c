import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReportGrouping, ReportPeriod, ReportState } from '@shared/reports/report-awb';
import { airlines } from './airlines';
import { contractors } from './parties';
import { users } from './users';

// The AWB report (issue 19): a report asked for is a row here at once; a background job fills
// its lines month by month (adding each month's sums to the lines) and moves its progress.

export const reportAwb = pgTable(
  'report_awb',
  {
    id: serial().primaryKey(),
    /** A staff report: the airline whose shipments it covers. */
    airlineId: integer().references(() => airlines.id),
    /** A client's report: the contractor whose shipments it covers (exactly one of the two is set). */
    contractorId: integer().references(() => contractors.id),
    dateFrom: date().notNull(),
    dateTo: date().notNull(),
    groupBy: text().$type<ReportGrouping>().notNull(),
    /** For a "period" report, its period (the range's length decides it when asked for). */
    period: text().$type<ReportPeriod>(),
    /** The zone its local days are read in: its author's at the time. */
    timeZone: text().notNull(),
    state: text().$type<ReportState>().notNull().default('building'),
    /** 0 to 100. */
    progress: integer().notNull().default(0),
    error: text(),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    /** Bumped by each (re)build: a job finding another generation stops writing. */
    generation: integer().notNull().default(0),
  },
  (t) => [index().on(t.airlineId, t.createdAt), index().on(t.contractorId, t.createdAt), index('report_awb_building_idx').on(t.id).where(sql`${t.state} = 'building'`)],
);

/** A group's sums in one currency ('' for AWBs without a price); the job adds each month's to them. */
export const reportAwbLines = pgTable(
  'report_awb_lines',
  {
    reportId: integer()
      .notNull()
      .references(() => reportAwb.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    currency: text().notNull(),
    shipments: integer().notNull(),
    pieces: bigint({ mode: 'number' }).notNull(),
    weight: numeric({ precision: 16, scale: 1, mode: 'number' }).notNull(),
    chargeableWeight: numeric({ precision: 16, scale: 1, mode: 'number' }).notNull(),
    /** Minor units of `currency`; 0 where it is ''. */
    revenue: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.key, t.currency] })],
);
