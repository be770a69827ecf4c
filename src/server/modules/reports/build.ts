import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ReportGrouping, ReportPeriod } from '@shared/reports/report-awb';
import type { Database } from '../../db/client';
import { reportAwb, reportAwbLines, shipments } from '../../db/schema';
import { monthSteps } from './months';

// Counting a report: one aggregation per month of its range, each adding its sums to the report's
// lines (insert ... on conflict add) and moving its progress in the same transaction, so a report
// read mid-build shows the months counted so far and a rebuild asked for meanwhile (a new
// generation) makes the old job stop without writing. What is counted (docs/decisions.md): AWBs
// issued in the range, not refunded, by their issue time read in the report's time zone.

export interface BuildTarget {
  id: number;
  generation: number;
  airlineId: number | null;
  contractorId: number | null;
  dateFrom: string;
  dateTo: string;
  groupBy: ReportGrouping;
  period: ReportPeriod | null;
  timeZone: string;
}

/** The report was rebuilt (or removed) while this job counted it: the job's work is void. */
export class StaleBuild extends Error {}

function groupKey(target: BuildTarget): SQL {
  switch (target.groupBy) {
    case 'period':
      // The unit is one of two words of our own, written into the statement.
      return sql`to_char(date_trunc(${sql.raw(`'${target.period === 'month' ? 'month' : 'day'}'`)}, ${shipments.issuedAt} at time zone ${target.timeZone}), 'YYYY-MM-DD')`;
    case 'route':
      return sql`${shipments.origin} || '-' || ${shipments.destination}`;
    case 'contract':
      return sql`coalesce(${shipments.contractId}::text, '')`;
    case 'product':
      return sql`coalesce(${shipments.product}, '')`;
    case 'status':
      return sql`${shipments.status}::text`;
  }
}

const whose = (target: BuildTarget): SQL =>
  target.airlineId !== null ? sql`${shipments.airlineId} = ${target.airlineId}` : sql`${shipments.contractorId} = ${target.contractorId}`;

/** Adds one step's sums (local days `from <= day < until`) to the report's lines. */
async function countStep(db: Database, target: BuildTarget, from: string, until: string): Promise<void> {
  const start = sql`(${from}::timestamp at time zone ${target.timeZone})`;
  const end = sql`(${until}::timestamp at time zone ${target.timeZone})`;
  await db.execute(sql`
    insert into ${reportAwbLines} (report_id, key, currency, shipments, pieces, weight, chargeable_weight, revenue)
    select ${target.id}, ${groupKey(target)}, coalesce(${shipments.priceCurrency}, ''), count(*), sum(${shipments.pieces}),
      sum(${shipments.weight}), sum(coalesce(${shipments.chargeableWeight}, ${shipments.weight})),
      coalesce(sum(${shipments.priceAmount}) filter (where ${shipments.priceCurrency} is not null), 0)
    from ${shipments}
    where ${whose(target)} and ${shipments.issuedAt} >= ${start} and ${shipments.issuedAt} < ${end} and ${shipments.refundedAt} is null
    group by 2, 3
    on conflict (report_id, key, currency) do update set
      shipments = ${reportAwbLines}.shipments + excluded.shipments,
      pieces = ${reportAwbLines}.pieces + excluded.pieces,
      weight = ${reportAwbLines}.weight + excluded.weight,
      chargeable_weight = ${reportAwbLines}.chargeable_weight + excluded.chargeable_weight,
      revenue = ${reportAwbLines}.revenue + excluded.revenue`);
}

/** Sets the report's progress (and state) if it is still this job's generation; else the transaction is void. */
async function advance(db: Database, target: BuildTarget, patch: Partial<typeof reportAwb.$inferInsert>): Promise<void> {
  const done = await db
    .update(reportAwb)
    .set(patch)
    .where(and(eq(reportAwb.id, target.id), eq(reportAwb.generation, target.generation)))
    .returning({ id: reportAwb.id });
  if (!done.length) throw new StaleBuild();
}

/**
 * Counts the report from scratch, month by month. `stopping` is asked between months: a server
 * going down leaves the report building, and the next start counts it again.
 */
export async function buildReport(db: Database, target: BuildTarget, stopping: () => boolean): Promise<'ready' | 'stopped'> {
  const steps = monthSteps(target.dateFrom, target.dateTo);
  await db.transaction(async (tx) => {
    await advance(tx, target, { progress: 0 });
    await tx.delete(reportAwbLines).where(eq(reportAwbLines.reportId, target.id));
  });
  for (const [index, step] of steps.entries()) {
    if (stopping()) return 'stopped';
    const last = index === steps.length - 1;
    await db.transaction(async (tx) => {
      await countStep(tx, target, step.from, step.until);
      await advance(tx, target, last ? { progress: 100, state: 'ready', finishedAt: new Date() } : { progress: Math.floor(((index + 1) * 100) / steps.length) });
    });
  }
  return 'ready';
}

/** Marks the build failed, unless the report has moved on to another generation. */
export async function failReport(db: Database, target: BuildTarget, reason: string): Promise<void> {
  await db
    .update(reportAwb)
    .set({ state: 'failed', error: reason.slice(0, 500), finishedAt: new Date() })
    .where(and(eq(reportAwb.id, target.id), eq(reportAwb.generation, target.generation)));
}
