import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportAwb, ReportAwbPage, ReportAwbRow } from '@shared/reports';
import { buildApp } from '../../app';
import { contracts, reportAwb, shipments, users } from '../../db/schema';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';

// The AWB report on both databases, against a hand-counted fixture in 2031 (clear of the demo's
// shipments): each group's and the totals' figures exactly, the time zone deciding a day, the
// AWBs not counted (out of range, refunded, not issued), what an agent's report covers, who sees
// which report, the range's validation with section 5's texts, a rebuild and the xlsx export.

let server: TestServer;
const headers: Record<string, Record<string, string>> = {};
let airlineId = 0;
const contract = { agent: 0, shipper: 0 };
const contractor = { agent: 0, shipper: 0 };

type Call = 'GET' | 'POST' | 'PUT';
const call = (who: string, method: Call, url: string, payload?: object) => server.request({ method, url, headers: { ...headers[who]!, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
const fieldsOf = (answer: { json<T>(): T }) => answer.json<{ fields: Record<string, string> }>().fields;

/** Asks for a report and waits for the background build to finish. */
async function built(who: string, body: object, method: Call = 'POST', url = '/api/report-awb'): Promise<ReportAwb> {
  const answer = await call(who, method, url, body);
  expect(answer.statusCode, answer.body).toBe(200);
  const row = answer.json<ReportAwbRow>();
  expect(row.state).toBe('building');
  for (let i = 0; i < 200; i++) {
    const report = (await call(who, 'GET', `/api/report-awb/id-${row.id}`)).json<ReportAwb>();
    if (report.state !== 'building') return report;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the report was not built');
}

const RANGE = { dateFrom: '2031-03-01', dateTo: '2031-04-30' };

beforeAll(async () => {
  server = await createTestServer();
  for (const who of ['airline', 'agent', 'shipper', 'newclient'] as const) headers[who] = await server.as(DEMO_USERS[who]);
  // The report's days are its author's: fixed here so the fixture's days are known.
  await server.db.update(users).set({ timeZone: 'Europe/Moscow' }).where(inArray(users.email, [DEMO_USERS.airline, DEMO_USERS.agent]));
  const rows = await server.db.select().from(contracts);
  const agent = rows.find((row) => row.number === 'UT-AG-2024/017')!;
  const shipper = rows.find((row) => row.number === 'UT-SH-2025/042')!;
  airlineId = agent.airlineId;
  contract.agent = agent.id;
  contract.shipper = shipper.id;
  contractor.agent = agent.contractorId;
  contractor.shipper = shipper.contractorId;
  const base = { airlineId, awbPrefix: '298', route: [] as string[], shc: [] as string[] };
  const of = (who: 'agent' | 'shipper') => ({ contractorId: contractor[who], contractId: contract[who] });
  const at = (iso: string) => new Date(iso);
  let serial = 90_000_000;
  const awb = () => String((serial += 7));
  await server.db.insert(shipments).values([
    // 1, 2: the agent's, NJC-UFA on 5 March (20:00 UTC is still the 5th in Moscow).
    { ...base, ...of('agent'), awbSerial: awb(), origin: 'NJC', destination: 'UFA', status: 'issued', pieces: 2, weight: 100.5, chargeableWeight: 120, priceAmount: 1_000_000, priceCurrency: 'RUB', product: 'GEN', issuedAt: at('2031-03-05T09:00:00Z') },
    { ...base, ...of('agent'), awbSerial: awb(), origin: 'NJC', destination: 'UFA', status: 'accepted', pieces: 3, weight: 50, chargeableWeight: null, priceAmount: 500_050, priceCurrency: 'RUB', product: 'EXP', issuedAt: at('2031-03-05T20:00:00Z') },
    // 3: the shipper's, priced in dollars.
    { ...base, ...of('shipper'), awbSerial: awb(), origin: 'TJM', destination: 'UFA', status: 'accepted', pieces: 1, weight: 10.2, chargeableWeight: 12.3, priceAmount: 10_000, priceCurrency: 'USD', product: null, issuedAt: at('2031-03-20T10:00:00Z') },
    // 4: the shipper's, NJC-UFA on 2 April.
    { ...base, ...of('shipper'), awbSerial: awb(), origin: 'NJC', destination: 'UFA', status: 'issued', pieces: 4, weight: 200, chargeableWeight: 210, priceAmount: 2_000_000, priceCurrency: 'RUB', product: 'GEN', issuedAt: at('2031-04-02T10:00:00Z') },
    // 5: 31 March 21:30 UTC is 1 April 00:30 in Moscow.
    { ...base, ...of('agent'), awbSerial: awb(), origin: 'NJC', destination: 'UFA', status: 'accepted', pieces: 1, weight: 5, chargeableWeight: 6, priceAmount: 700, priceCurrency: 'RUB', product: 'GEN', issuedAt: at('2031-03-31T21:30:00Z') },
    // 6: after the range; 7: refunded; 8: never issued.
    { ...base, ...of('agent'), awbSerial: awb(), origin: 'NJC', destination: 'UFA', status: 'issued', pieces: 9, weight: 900, chargeableWeight: 900, priceAmount: 9_000_000, priceCurrency: 'RUB', product: 'GEN', issuedAt: at('2031-05-10T10:00:00Z') },
    { ...base, ...of('agent'), awbSerial: awb(), origin: 'NJC', destination: 'UFA', status: 'issued', pieces: 9, weight: 900, chargeableWeight: 900, priceAmount: 9_000_000, priceCurrency: 'RUB', product: 'GEN', issuedAt: at('2031-03-10T10:00:00Z'), refundedAt: at('2031-03-11T10:00:00Z') },
    { ...base, ...of('agent'), awbSerial: awb(), origin: 'NJC', destination: 'UFA', status: 'not_issued', pieces: 9, weight: 900, chargeableWeight: 900, priceAmount: 9_000_000, priceCurrency: 'RUB', product: 'GEN', createdAt: at('2031-03-10T10:00:00Z') },
    // 9: the agent's, without a price.
    { ...base, ...of('agent'), awbSerial: awb(), origin: 'NJC', destination: 'TJM', status: 'issued', pieces: 2, weight: 30, chargeableWeight: 30, priceAmount: null, priceCurrency: null, product: 'GEN', issuedAt: at('2031-04-10T10:00:00Z') },
  ]);
});
afterAll(async () => server?.close());

const rub = (amount: number) => ({ amount, currency: 'RUB' });
const usd = (amount: number) => ({ amount, currency: 'USD' });
const figures = (line: { key: string; shipments: number; pieces: number; weight: number; chargeableWeight: number; revenue: unknown }) => [line.key, line.shipments, line.pieces, line.weight, line.chargeableWeight, line.revenue];

describe('the AWB report’s figures', () => {
  it('groups by route, a line per currency, and totals every AWB issued in the range', async () => {
    const report = await built('airline', { ...RANGE, groupBy: 'route' });
    expect(report).toMatchObject({ state: 'ready', progress: 100, groupBy: 'route', period: null, contractor: null, timeZone: 'Europe/Moscow' });
    expect(report.lines.map(figures)).toEqual([
      ['NJC-UFA', 4, 10, 355.5, 386, rub(3_500_750)],
      ['NJC-TJM', 1, 2, 30, 30, null],
      ['TJM-UFA', 1, 1, 10.2, 12.3, usd(10_000)],
    ]);
    expect(report.totals).toEqual({ shipments: 6, pieces: 13, weight: 395.7, chargeableWeight: 428.3, revenue: [rub(3_500_750), usd(10_000)] });
  });

  it('groups by day in its author’s time zone for a range of up to 62 days, by month beyond', async () => {
    const daily = await built('airline', { ...RANGE, groupBy: 'period' });
    expect(daily.period).toBe('day');
    expect(daily.lines.map(figures)).toEqual([
      ['2031-03-05', 2, 5, 150.5, 170, rub(1_500_050)],
      ['2031-03-20', 1, 1, 10.2, 12.3, usd(10_000)],
      ['2031-04-01', 1, 1, 5, 6, rub(700)],
      ['2031-04-02', 1, 4, 200, 210, rub(2_000_000)],
      ['2031-04-10', 1, 2, 30, 30, null],
    ]);
    const monthly = await built('airline', { dateFrom: '2031-01-01', dateTo: '2031-12-31', groupBy: 'period' });
    expect(monthly.period).toBe('month');
    expect(monthly.lines.map(figures)).toEqual([
      ['2031-03-01', 2, 5, 150.5, 170, rub(1_500_050)],
      ['2031-03-01', 1, 1, 10.2, 12.3, usd(10_000)],
      ['2031-04-01', 1, 2, 30, 30, null],
      ['2031-04-01', 2, 5, 205, 216, rub(2_000_700)],
      ['2031-05-01', 1, 9, 900, 900, rub(9_000_000)],
    ]);
  });

  it('groups by contract, product and status', async () => {
    const byContract = await built('airline', { ...RANGE, groupBy: 'contract' });
    expect(byContract.lines.map((line) => [line.label, line.shipments, line.revenue])).toEqual([
      ['UT-AG-2024/017', 1, null],
      ['UT-AG-2024/017', 3, rub(1_500_750)],
      ['UT-SH-2025/042', 1, rub(2_000_000)],
      ['UT-SH-2025/042', 1, usd(10_000)],
    ].sort((a, b) => (b[1] as number) - (a[1] as number) || String(a[0]).localeCompare(String(b[0]))));
    const byProduct = await built('airline', { ...RANGE, groupBy: 'product' });
    expect(byProduct.lines.map((line) => [line.key, line.shipments, line.pieces])).toEqual([
      ['GEN', 3, 7],
      ['GEN', 1, 2],
      ['', 1, 1],
      ['EXP', 1, 3],
    ].sort((a, b) => (b[1] as number) - (a[1] as number) || String(a[0]).localeCompare(String(b[0]))).map((line) => line));
    const byStatus = await built('airline', { ...RANGE, groupBy: 'status' });
    expect(byStatus.lines.map((line) => [line.key, line.shipments, line.revenue])).toEqual([
      ['issued', 1, null],
      ['issued', 2, rub(3_000_000)],
      ['accepted', 2, rub(500_750)],
      ['accepted', 1, usd(10_000)],
    ]);
  });

  it('covers only the agent’s own company in the agent’s report', async () => {
    const report = await built('agent', { ...RANGE, groupBy: 'route' });
    expect(report.contractor).not.toBeNull();
    expect(report.lines.map(figures)).toEqual([
      ['NJC-UFA', 3, 6, 155.5, 176, rub(1_500_750)],
      ['NJC-TJM', 1, 2, 30, 30, null],
    ]);
    expect(report.totals).toEqual({ shipments: 4, pieces: 8, weight: 185.5, chargeableWeight: 206, revenue: [rub(1_500_750)] });
  });

  it('says so when no AWB was issued in the range', async () => {
    const report = await built('airline', { dateFrom: '2040-01-01', dateTo: '2040-01-31', groupBy: 'route' });
    expect(report.lines).toEqual([]);
    expect(report.totals).toEqual({ shipments: 0, pieces: 0, weight: 0, chargeableWeight: 0, revenue: [] });
  });
});

describe('the demo', () => {
  it('opens with the staff’s report of the last three months ready, by month', async () => {
    const page = (await call('airline', 'GET', '/api/report-awb?sort=createdAt&size=1')).json<ReportAwbPage>();
    expect(page.items[0]).toMatchObject({ groupBy: 'period', period: 'month', state: 'ready', progress: 100, contractor: null });
  });
});

describe('who reaches which report', () => {
  it('shows staff every report of the airline, a client only its own company’s', async () => {
    const agentReport = await built('agent', { ...RANGE, groupBy: 'product' });
    const staffReport = await built('airline', { ...RANGE, groupBy: 'product' });
    const staffList = (await call('airline', 'GET', '/api/report-awb?size=100')).json<ReportAwbPage>();
    expect(staffList.items.map((row) => row.id)).toEqual(expect.arrayContaining([agentReport.id, staffReport.id]));
    const agentList = (await call('agent', 'GET', '/api/report-awb?size=100')).json<ReportAwbPage>();
    expect(agentList.items.map((row) => row.id)).toContain(agentReport.id);
    expect(agentList.items.every((row) => row.contractor !== null)).toBe(true);
    expect((await call('agent', 'GET', `/api/report-awb/id-${staffReport.id}`)).statusCode).toBe(404);
    expect((await call('shipper', 'GET', `/api/report-awb/id-${agentReport.id}`)).statusCode).toBe(404);
    expect((await call('shipper', 'PUT', `/api/report-awb/id-${agentReport.id}`, { ...RANGE, groupBy: 'route' })).statusCode).toBe(404);
    expect((await call('newclient', 'POST', '/api/report-awb', { ...RANGE, groupBy: 'route' })).statusCode).toBe(403);
    expect((await call('airline', 'GET', '/api/report-awb?state=failed')).json<ReportAwbPage>().total).toBe(0);
  });
});

describe('the date range', () => {
  it('answers a missing date with “Fill this field” on it and keeps the rest', async () => {
    const missing = await call('airline', 'POST', '/api/report-awb', { dateTo: '2031-04-30', groupBy: 'route' });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual({ dateFrom: 'Fill this field' });
    const empty = await call('airline', 'POST', '/api/report-awb', { dateFrom: '', dateTo: '', groupBy: 'route' });
    expect(fieldsOf(empty)).toEqual({ dateFrom: 'Fill this field', dateTo: 'Fill this field' });
  });

  it('answers a reversed range with section 5’s message on its maximum', async () => {
    const reversed = await call('airline', 'POST', '/api/report-awb', { dateFrom: '2031-04-30', dateTo: '2031-03-01', groupBy: 'route' });
    expect(reversed.statusCode).toBe(400);
    expect(fieldsOf(reversed)).toEqual({ dateTo: 'The minimum must be below the maximum' });
    const wrong = await call('airline', 'POST', '/api/report-awb', { dateFrom: '2031-02-30', dateTo: '2031-03-01', groupBy: 'airport' });
    expect(Object.keys(fieldsOf(wrong)).sort()).toEqual(['dateFrom', 'groupBy']);
    // One day is a range: its first moment is below its last.
    expect((await built('airline', { dateFrom: '2031-03-05', dateTo: '2031-03-05', groupBy: 'route' })).totals.shipments).toBe(2);
  });
});

describe('building again and exporting', () => {
  it('builds a report again over a new range and grouping, and exports a ready one to xlsx', async () => {
    const first = await built('airline', { ...RANGE, groupBy: 'route' });
    const again = await built('airline', { dateFrom: '2031-03-01', dateTo: '2031-03-31', groupBy: 'status' }, 'PUT', `/api/report-awb/id-${first.id}`);
    expect(again).toMatchObject({ id: first.id, groupBy: 'status', dateTo: '2031-03-31', state: 'ready' });
    expect(again.totals.shipments).toBe(3);
    const file = await call('airline', 'GET', `/api/report-awb/id-${first.id}/xlsx`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('counts again, at start, a report left building by a stop', async () => {
    const [row] = await server.db
      .insert(reportAwb)
      .values({ airlineId, dateFrom: RANGE.dateFrom, dateTo: RANGE.dateTo, groupBy: 'route', timeZone: 'Europe/Moscow', progress: 50 })
      .returning({ id: reportAwb.id });
    expect((await call('airline', 'GET', `/api/report-awb/id-${row!.id}/xlsx`)).statusCode).toBe(409);
    // A second app over the same database starts as a restarted server does.
    const restarted = await buildApp({ config: server.config, db: server.db, logger: false });
    try {
      await restarted.ready();
      let state: string | undefined;
      for (let i = 0; i < 200 && state !== 'ready'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        [{ state } = { state: undefined }] = await server.db.select({ state: reportAwb.state }).from(reportAwb).where(eq(reportAwb.id, row!.id));
      }
      expect(state).toBe('ready');
      expect((await call('airline', 'GET', `/api/report-awb/id-${row!.id}`)).json<ReportAwb>().totals.shipments).toBe(6);
    } finally {
      await restarted.close();
    }
  });
});
