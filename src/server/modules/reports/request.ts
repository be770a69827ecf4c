import { and, eq, sql } from 'drizzle-orm';
import { periodOf, type ReportAwbBody } from '@shared/reports/report-awb';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { reportAwb, reportAwbLines, users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { reportOwner, reportScope } from './scope';

// Asking for a report, and asking for one again over a new range or grouping (its edit page):
// the row is written at once in state building; the builder counts it afterwards.

const shape = (body: ReportAwbBody) => ({
  dateFrom: body.dateFrom,
  dateTo: body.dateTo,
  groupBy: body.groupBy,
  period: body.groupBy === 'period' ? periodOf(body.dateFrom, body.dateTo) : null,
});

/** The caller's time zone: the report's days are the days its author lives in. */
async function zoneOf(db: Database, userId: number): Promise<string> {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row?.timeZone ?? 'Europe/Moscow';
}

export async function requestReport(db: Database, user: SessionContext, body: ReportAwbBody): Promise<number> {
  const owner = reportOwner(user);
  const [row] = await db
    .insert(reportAwb)
    .values({ ...owner, ...shape(body), timeZone: await zoneOf(db, user.userId), createdBy: user.userId })
    .returning({ id: reportAwb.id });
  return row!.id;
}

export async function rebuildReport(db: Database, user: SessionContext, id: number, body: ReportAwbBody): Promise<void> {
  await db.transaction(async (tx) => {
    const done = await tx
      .update(reportAwb)
      .set({ ...shape(body), state: 'building', progress: 0, error: null, finishedAt: null, generation: sql`${reportAwb.generation} + 1` })
      .where(and(eq(reportAwb.id, id), reportScope(user)))
      .returning({ id: reportAwb.id });
    if (!done.length) throw new NotFoundError();
    // The old figures go at once: a report building shows only what the new build has counted.
    await tx.delete(reportAwbLines).where(eq(reportAwbLines.reportId, id));
  });
}
