import { aliasedTable, and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { isCurrency, type Money } from '@shared/money';
import { REPORT_AWB_STATUSES, type ReportAwb, type ReportAwbLine, type ReportAwbListQuery, type ReportAwbPage, type ReportAwbRow } from '@shared/reports/report-awb';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { contractors, contracts, reportAwb, reportAwbLines, users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { reportScope } from './scope';

// Reading reports: the list (paged, filtered, sorted) and one report with its lines and totals.

const author = aliasedTable(users, 'author');

function reportsQuery(db: Database, where: SQL) {
  return db
    .select({
      id: reportAwb.id,
      dateFrom: reportAwb.dateFrom,
      dateTo: reportAwb.dateTo,
      groupBy: reportAwb.groupBy,
      period: reportAwb.period,
      timeZone: reportAwb.timeZone,
      state: reportAwb.state,
      progress: reportAwb.progress,
      error: reportAwb.error,
      contractor: contractors.name,
      createdBy: author.name,
      createdAt: reportAwb.createdAt,
      finishedAt: reportAwb.finishedAt,
    })
    .from(reportAwb)
    .leftJoin(contractors, eq(contractors.id, reportAwb.contractorId))
    .leftJoin(author, eq(author.id, reportAwb.createdBy))
    .where(where)
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof reportsQuery>>[number];

const toRow = ({ error: _error, ...row }: Row): ReportAwbRow => ({ ...row, createdAt: row.createdAt.toISOString(), finishedAt: row.finishedAt?.toISOString() ?? null });

const ORDER: Record<ReportAwbListQuery['sort'], SQL[]> = {
  createdAt: [asc(reportAwb.createdAt), asc(reportAwb.id)],
  '-createdAt': [desc(reportAwb.createdAt), desc(reportAwb.id)],
  dateFrom: [asc(reportAwb.dateFrom), asc(reportAwb.id)],
  '-dateFrom': [desc(reportAwb.dateFrom), desc(reportAwb.id)],
};

export async function listReports(db: Database, user: SessionContext, query: ReportAwbListQuery): Promise<ReportAwbPage> {
  const where = and(reportScope(user), query.state === undefined ? undefined : eq(reportAwb.state, query.state), query.groupBy === undefined ? undefined : eq(reportAwb.groupBy, query.groupBy))!;
  const [rows, [total]] = await Promise.all([
    reportsQuery(db, where)
      .orderBy(...ORDER[query.sort])
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(reportAwb).where(where),
  ]);
  return { items: rows.map(toRow), total: total?.total ?? 0 };
}

export async function reportRow(db: Database, user: SessionContext, id: number): Promise<ReportAwbRow> {
  const [row] = await reportsQuery(db, and(reportScope(user), eq(reportAwb.id, id))!);
  if (!row) throw new NotFoundError();
  return toRow(row);
}

/** How a grouping's lines are ordered: periods and statuses in their own order, the rest biggest first. */
function lineOrder(groupBy: ReportAwb['groupBy']): (a: ReportAwbLine, b: ReportAwbLine) => number {
  const byKey = (a: ReportAwbLine, b: ReportAwbLine) => a.key.localeCompare(b.key) || (a.revenue?.currency ?? '').localeCompare(b.revenue?.currency ?? '');
  if (groupBy === 'period') return byKey;
  if (groupBy === 'status') {
    const rank = (key: string) => (REPORT_AWB_STATUSES as readonly string[]).indexOf(key);
    return (a, b) => rank(a.key) - rank(b.key) || byKey(a, b);
  }
  return (a, b) => b.shipments - a.shipments || byKey(a, b);
}

/** Kilograms to one decimal: sums of numeric(…, 1) read back without a float's tail. */
const kg = (value: number): number => Math.round(value * 10) / 10;

export async function reportById(db: Database, user: SessionContext, id: number): Promise<ReportAwb> {
  const [row] = await reportsQuery(db, and(reportScope(user), eq(reportAwb.id, id))!);
  if (!row) throw new NotFoundError();
  const stored = await db.select().from(reportAwbLines).where(eq(reportAwbLines.reportId, id));
  const contractIds = row.groupBy === 'contract' ? stored.map((line) => Number(line.key)).filter((n) => n > 0) : [];
  const numbers = new Map(
    contractIds.length ? (await db.select({ id: contracts.id, number: contracts.number }).from(contracts).where(inArray(contracts.id, contractIds))).map((c) => [String(c.id), c.number]) : [],
  );
  const lines = stored
    .map(
      (line): ReportAwbLine => ({
        key: line.key,
        label: numbers.get(line.key) ?? line.key,
        shipments: line.shipments,
        pieces: line.pieces,
        weight: kg(line.weight),
        chargeableWeight: kg(line.chargeableWeight),
        revenue: isCurrency(line.currency) ? { amount: line.revenue, currency: line.currency } : null,
      }),
    )
    .sort(lineOrder(row.groupBy));
  const revenue = new Map<string, Money>();
  for (const line of lines) {
    if (!line.revenue) continue;
    const before = revenue.get(line.revenue.currency);
    revenue.set(line.revenue.currency, { amount: (before?.amount ?? 0) + line.revenue.amount, currency: line.revenue.currency });
  }
  const total = (pick: (line: ReportAwbLine) => number) => lines.reduce((sum, line) => sum + pick(line), 0);
  return {
    ...toRow(row),
    error: row.error,
    lines,
    totals: {
      shipments: total((line) => line.shipments),
      pieces: total((line) => line.pieces),
      weight: kg(total((line) => line.weight)),
      chargeableWeight: kg(total((line) => line.chargeableWeight)),
      revenue: [...revenue.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    },
  };
}
