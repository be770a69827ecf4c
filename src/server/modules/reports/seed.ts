import { periodOf } from '@shared/reports/report-awb';
import type { DemoSeedContext } from '../../db/seed/context';
import { reportAwb } from '../../db/schema';
import { buildReport } from './build';

// The demo airline's staff have asked for one report: the last three months by period. It is
// counted here, inside the seed's transaction, so a fresh database opens with it ready (and no
// server over a copy of the seed, as the tests' are, counts it again in the background).

export async function seedReports(ctx: DemoSeedContext): Promise<void> {
  const airline = ctx.need('airline');
  const day = (offset: number) => new Date(ctx.now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const dateFrom = day(-90);
  const dateTo = day(0);
  const period = periodOf(dateFrom, dateTo);
  const [row] = await ctx.db
    .insert(reportAwb)
    .values({ airlineId: airline.id, dateFrom, dateTo, groupBy: 'period', period, timeZone: 'Europe/Moscow', createdBy: ctx.need('airlineUserId') })
    .returning();
  await buildReport(ctx.db, { ...row!, groupBy: 'period', period }, () => false);
}
