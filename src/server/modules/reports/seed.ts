import type { DemoSeedContext } from '../../db/seed/context';
import { reportAwb } from '../../db/schema';
import { periodOf } from '@shared/reports/report-awb';

// The demo airline's staff have asked for one report: the last three months by period. It is
// seeded building, so the first start counts it as any report left building is.

export async function seedReports(ctx: DemoSeedContext): Promise<void> {
  const airline = ctx.need('airline');
  const day = (offset: number) => new Date(ctx.now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const dateFrom = day(-90);
  const dateTo = day(0);
  await ctx.db.insert(reportAwb).values({ airlineId: airline.id, dateFrom, dateTo, groupBy: 'period', period: periodOf(dateFrom, dateTo), timeZone: 'Europe/Moscow', createdBy: ctx.need('airlineUserId') });
}
