// `npm run bench:report`: the AWB report's time over a year of 200,000 shipments, on PostgreSQL.
//
// Creates a database of its own on BENCH_DATABASE_URL's server (default
// postgres://postgres@127.0.0.1:5432/postgres), migrates and seeds it, then inserts BENCH_SHIPMENTS
// (default 200,000) AWBs issued over one year with one generate_series statement: the demo
// airline's, spread over its contracts, eight routes, three products and the issued statuses.
// Then it builds the report (the same month-by-month job the server runs) for a month and for the
// year, for staff (the whole airline) and for one client, grouped by period and by route, and
// prints each time with its figures against the targets (under 1 s for a month, under 5 s for a
// year). Figures are printed, never asserted; the database is dropped at the end.
import { eq, sql } from 'drizzle-orm';
import type { ReportGrouping } from '../src/shared/reports/report-awb';
import { periodOf } from '../src/shared/reports/report-awb';
import { contracts, reportAwb, reportAwbLines } from '../src/server/db/schema';
import { buildReport } from '../src/server/modules/reports/build';
import { seededBenchDatabase } from './bench/seeded-database';

const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 200_000);
const YEAR = 2030;
const ZONE = 'Europe/Moscow';

const bench = await seededBenchDatabase('report');
try {
  const db = bench.handle.db;
  const all = await db.select({ id: contracts.id, airlineId: contracts.airlineId, contractorId: contracts.contractorId }).from(contracts);
  const airlineId = all[0]!.airlineId;
  const mine = all.filter((row) => row.airlineId === airlineId);
  const client = mine[0]!.contractorId;

  process.stdout.write(`Inserting ${SHIPMENTS.toLocaleString('en')} shipments issued over ${YEAR}…\n`);
  const started = performance.now();
  // One statement: the n-th shipment takes its contract, route, product, status and figures from n,
  // and its issue time spreads evenly over the year (in UTC; the report reads it in Moscow time).
  await db.execute(sql`
    with c as (select array_agg(id order by id) ids, array_agg(contractor_id order by id) contractors from ${contracts} where airline_id = ${airlineId}),
    r(i, origin, destination) as (values (0, 'NJC', 'UFA'), (1, 'TJM', 'VKO'), (2, 'SGC', 'VKO'), (3, 'VKO', 'NJC'), (4, 'UFA', 'TJM'), (5, 'SVX', 'NUX'), (6, 'NUX', 'SVX'), (7, 'VKO', 'SGC'))
    insert into shipments (airline_id, contractor_id, contract_id, awb_prefix, awb_serial, origin, destination, route, status, pieces, weight, chargeable_weight, price_amount, price_currency, product, issued_at, created_at)
    select ${airlineId}, c.contractors[1 + n % array_length(c.ids, 1)], c.ids[1 + n % array_length(c.ids, 1)], '298', lpad((70000000 + n)::text, 8, '0'),
      r.origin, r.destination, array[r.origin, r.destination],
      (array['issued', 'not_accepted', 'accepted'])[1 + n % 3]::awb_status,
      1 + n % 9, (10 + n % 500)::numeric / 2, (12 + n % 520)::numeric / 2, 100000 + (n % 1000) * 1000, 'RUB',
      (array['GEN', 'EXP', 'PHR'])[1 + (n / 7) % 3],
      ${`${YEAR}-01-01T00:00:00Z`}::timestamptz + (n::double precision / ${SHIPMENTS}) * interval '365 days',
      ${`${YEAR}-01-01T00:00:00Z`}::timestamptz
    from generate_series(0, ${SHIPMENTS - 1}) n cross join c join r on r.i = n % 8`);
  await db.execute(sql`analyze shipments`);
  process.stdout.write(`  inserted in ${((performance.now() - started) / 1000).toFixed(1)} s\n\n`);

  const { rows: [user] } = (await db.execute(sql`select id from users where airline_id = ${airlineId} limit 1`)) as unknown as { rows: { id: number }[] };
  const run = async (label: string, owner: { airlineId: number | null; contractorId: number | null }, dateFrom: string, dateTo: string, groupBy: ReportGrouping, target: number) => {
    const period = groupBy === 'period' ? periodOf(dateFrom, dateTo) : null;
    const [row] = await db.insert(reportAwb).values({ ...owner, dateFrom, dateTo, groupBy, period, timeZone: ZONE, createdBy: user!.id }).returning();
    const at = performance.now();
    await buildReport(db, { ...row!, groupBy, period }, () => false);
    const seconds = (performance.now() - at) / 1000;
    const [sums] = await db
      .select({ lines: sql<number>`count(*)::int`, shipments: sql<number>`coalesce(sum(${reportAwbLines.shipments}), 0)::int`, revenue: sql<string>`coalesce(sum(${reportAwbLines.revenue}), 0)` })
      .from(reportAwbLines)
      .where(eq(reportAwbLines.reportId, row!.id));
    const verdict = seconds < target ? 'within' : 'OVER';
    process.stdout.write(
      `${label.padEnd(44)} ${seconds.toFixed(3).padStart(7)} s  (target < ${target} s: ${verdict})  ${String(sums!.lines).padStart(4)} lines, ${sums!.shipments.toLocaleString('en').padStart(8)} AWBs, revenue ${(Number(sums!.revenue) / 100).toLocaleString('en')} RUB\n`,
    );
  };
  const staff = { airlineId, contractorId: null };
  const own = { airlineId: null, contractorId: client };
  await run('staff, March, by period (day)', staff, `${YEAR}-03-01`, `${YEAR}-03-31`, 'period', 1);
  await run('staff, March, by route', staff, `${YEAR}-03-01`, `${YEAR}-03-31`, 'route', 1);
  await run('staff, the year, by period (month)', staff, `${YEAR}-01-01`, `${YEAR}-12-31`, 'period', 5);
  await run('staff, the year, by contract', staff, `${YEAR}-01-01`, `${YEAR}-12-31`, 'contract', 5);
  await run('one client, March, by route', own, `${YEAR}-03-01`, `${YEAR}-03-31`, 'route', 1);
  await run('one client, the year, by product', own, `${YEAR}-01-01`, `${YEAR}-12-31`, 'product', 5);
} finally {
  await bench.drop();
}
