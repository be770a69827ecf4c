import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidSerial, serialFromRunningNumber } from '@shared/awb';
import type { StockItemsPage } from '@shared/stocks/definition';
import type { ResourceRow } from '@shared/resources/list-query';
import { queryRows } from '../../db/client';
import { contracts, stockItems } from '../../db/schema';
import { DEMO_TRACKED_AWB } from '../../db/seed/demo-facts';
import { describeResource } from '../../test/resource-suite';
import { createTestServer, type TestServer } from '../../test/harness';
import { stocksBinding } from './binding';
import { subtract } from './items';

// The contract numbers of the demo seed: the agent's (Сибирь Логистик) and another agent's (АэроТранс Карго).
const AGENT_CONTRACT = 'UT-AG-2024/017';
const OTHER_CONTRACT = 'UT-AG-2023/005';

let contractIds: Record<string, number> = {};
const contractId = (number: string): number => {
  const id = contractIds[number];
  if (!id) throw new Error(`no demo contract ${number}`);
  return id;
};

async function loadContracts(server: TestServer): Promise<void> {
  const rows = await server.db.select({ id: contracts.id, number: contracts.number }).from(contracts);
  contractIds = Object.fromEntries(rows.map((row) => [row.number, row.id]));
}

describe('stock intervals', () => {
  it('subtracts one interval from another', () => {
    expect(subtract({ from: 10, to: 20 }, null)).toEqual([{ from: 10, to: 20 }]);
    expect(subtract({ from: 10, to: 20 }, { from: 30, to: 40 })).toEqual([{ from: 10, to: 20 }]);
    expect(subtract({ from: 10, to: 20 }, { from: 5, to: 25 })).toEqual([]);
    expect(subtract({ from: 10, to: 20 }, { from: 12, to: 15 })).toEqual([{ from: 10, to: 11 }, { from: 16, to: 20 }]);
    expect(subtract({ from: 10, to: 20 }, { from: 15, to: 30 })).toEqual([{ from: 10, to: 14 }]);
    expect(subtract({ from: 10, to: 20 }, { from: 0, to: 10 })).toEqual([{ from: 11, to: 20 }]);
  });
});

let suiteServer: TestServer | null = null;
beforeAll(async () => {
  suiteServer = await createTestServer();
  await loadContracts(suiteServer);
  await suiteServer.close();
});

describeResource({
  binding: stocksBinding,
  editor: 'airline@demo.test',
  outsider: 'shipper@demo.test',
  viewer: 'agent@demo.test',
  seeded: 5,
  valid: () => ({ prefix: '298', contractId: contractId(AGENT_CONTRACT), startValue: 8_100_000, count: 25, eawb: false, issueDate: '2026-03-02' }),
  change: (row) => ({ prefix: '298', contractId: row.contractId, startValue: 8_100_000, count: 30, eawb: true, issueDate: '2026-03-03' }),
  filter: { query: 'filter[eawb]=true', holds: (row) => row.eawb === true },
  badValues: [
    ['prefix', '29'],
    ['prefix', 'abc'],
    ['prefix', '176'],
    ['startValue', 10_000_000],
    ['startValue', -1],
    ['count', 0],
    ['count', 100_001],
    ['count', 'many'],
    ['contractId', 999_999],
    ['issueDate', '2026-13-01'],
  ],
});

describe('stocks: numbers, overlaps, voiding', () => {
  let server: TestServer;
  let airline: Record<string, string>;
  let agent: Record<string, string>;
  const stocksUrl = '/api/handbooks/stocks';

  const create = (body: Record<string, unknown>, confirm = false) =>
    server.request({ method: 'POST', url: `${stocksUrl}${confirm ? '?confirm=1' : ''}`, payload: body, headers: airline });
  const stock = (startValue: number, count: number, contract = AGENT_CONTRACT) => ({
    prefix: '298',
    contractId: contractId(contract),
    startValue,
    count,
    eawb: false,
    issueDate: '2026-03-02',
  });
  const items = async (id: number, query = '', headers = airline) => {
    const response = await server.request({ method: 'GET', url: `${stocksUrl}/id-${id}/items${query ? `?${query}` : ''}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StockItemsPage>();
  };
  const row = async (id: number) => (await server.request({ method: 'GET', url: `${stocksUrl}/id-${id}`, headers: airline })).json<ResourceRow>();
  const voidItems = (id: number, body: Record<string, unknown>, headers = airline) =>
    server.request({ method: 'POST', url: `${stocksUrl}/id-${id}/void`, payload: body, headers });

  beforeAll(async () => {
    server = await createTestServer();
    airline = await server.as('airline@demo.test');
    agent = await server.as('agent@demo.test');
  });
  afterAll(async () => server.close());

  it('writes every number with its check digit, and counts them', async () => {
    const started = Date.now();
    const response = await create(stock(5_000_000, 10_000));
    expect(response.statusCode, response.body).toBe(200);
    // A 10,000-number stock is one statement, not 10,000.
    expect(Date.now() - started).toBeLessThan(10_000);
    const created = response.json<ResourceRow>();
    expect(created).toMatchObject({ endValue: 5_009_999, total: 10_000, unused: 10_000, used: 0, voided: 0, contractorName: 'Сибирь Логистик' });
    const page = await items(created.id, 'size=3');
    expect(page.total).toBe(10_000);
    expect(page.items.map((item) => item.serial)).toEqual([0, 1, 2].map((offset) => serialFromRunningNumber(5_000_000 + offset)));
    const [wrong] = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from ${stockItems} where ${stockItems.stockId} = ${created.id} and right(${stockItems.serial}, 1)::int <> ${stockItems.number} % 7`);
    expect(wrong?.n).toBe(0);
    expect(page.items.every((item) => isValidSerial(item.serial))).toBe(true);
  });

  it('asks "I\'m sure" (code 700) for an overlap, then moves the unused numbers', async () => {
    const first = (await create(stock(5_100_000, 20))).json<ResourceRow>();
    const overlap = await create(stock(5_100_010, 20, OTHER_CONTRACT));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ code: 700 });
    expect(overlap.json<{ message: string }>().message).toContain('298 5100000–5100019');
    // Nothing was written by the refused attempt.
    expect((await row(first.id)).total).toBe(20);

    const confirmed = await create(stock(5_100_010, 20, OTHER_CONTRACT), true);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const second = confirmed.json<ResourceRow>();
    expect(second).toMatchObject({ total: 20, unused: 20 });
    expect(await row(first.id)).toMatchObject({ total: 10, unused: 10, startValue: 5_100_000, count: 20 });
    const moved = await items(second.id, 'size=1');
    expect(moved.items[0]?.number).toBe(5_100_010);
  });

  it('refuses an overlap that holds a used or voided number, naming it on the field', async () => {
    const first = (await create(stock(5_200_000, 20))).json<ResourceRow>();
    const page = await items(first.id, 'size=20');
    const voided = await voidItems(first.id, { items: [page.items[17]!.id], comment: 'Blank damaged', sure: true });
    expect(voided.statusCode, voided.body).toBe(200);
    for (const confirm of [false, true]) {
      const refused = await create(stock(5_200_010, 30), confirm);
      expect(refused.statusCode).toBe(400);
      const { fields } = refused.json<{ fields: Record<string, string> }>();
      expect(fields.startValue, JSON.stringify(fields)).toContain(`298-${serialFromRunningNumber(5_200_017)}`);
    }
    // An overlap at the end of the new interval is the count's to fix.
    const atEnd = await create(stock(5_199_990, 30), true);
    expect(atEnd.statusCode).toBe(400);
    expect(atEnd.json<{ fields: Record<string, string> }>().fields).toHaveProperty('count');
    expect((await row(first.id)).total).toBe(20);
  });

  it('changes an interval: adds and drops unused numbers, never used or voided ones', async () => {
    const created = (await create(stock(5_300_000, 10))).json<ResourceRow>();
    const put = (body: Record<string, unknown>) => server.request({ method: 'PUT', url: `${stocksUrl}/id-${created.id}`, payload: body, headers: airline });
    expect((await put(stock(5_300_002, 12))).statusCode).toBe(200);
    expect(await row(created.id)).toMatchObject({ total: 12, endValue: 5_300_013 });
    expect((await items(created.id, 'size=1')).items[0]?.number).toBe(5_300_002);

    await voidItems(created.id, { from: serialFromRunningNumber(5_300_013), to: serialFromRunningNumber(5_300_013), comment: 'Misprint', sure: true });
    const shrink = await put(stock(5_300_002, 5));
    expect(shrink.statusCode).toBe(400);
    expect(shrink.json<{ fields: Record<string, string> }>().fields.count).toContain(serialFromRunningNumber(5_300_013));
    const otherPrefix = await put({ ...stock(5_300_002, 12), prefix: '555' });
    expect(otherPrefix.statusCode).toBe(400);
    expect(otherPrefix.json<{ fields: Record<string, string> }>().fields).toHaveProperty('prefix');
    expect((await row(created.id)).total).toBe(12);
  });

  it('keeps a stock whose numbers were used or voided', async () => {
    const created = (await create(stock(5_400_000, 5))).json<ResourceRow>();
    await voidItems(created.id, { from: serialFromRunningNumber(5_400_000), to: serialFromRunningNumber(5_400_001), comment: 'Lost', sure: true });
    const refused = await server.request({ method: 'DELETE', url: `${stocksUrl}/id-${created.id}`, headers: airline });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('2');
    expect((await row(created.id)).total).toBe(5);
  });

  it('voids chosen numbers and ranges with who, when and why; used ones never', async () => {
    const created = (await create(stock(5_500_000, 10))).json<ResourceRow>();
    const all = (await items(created.id)).items;
    const done = await voidItems(created.id, { items: [all[0]!.id, all[1]!.id], comment: '  Printer jam  ', sure: true });
    expect(done.json()).toEqual({ voided: 2 });
    const ranged = await voidItems(created.id, { from: `298-${serialFromRunningNumber(5_500_001)}`, to: serialFromRunningNumber(5_500_004), comment: 'Stolen', sure: true });
    // The second one was voided already and keeps its first reason.
    expect(ranged.json()).toEqual({ voided: 3 });
    const voided = await items(created.id, 'status=voided');
    expect(voided.total).toBe(5);
    expect(voided.items[0]).toMatchObject({ voidComment: 'Printer jam', voidedBy: 'Ирина Соколова' });
    expect(voided.items[1]).toMatchObject({ voidComment: 'Printer jam' });
    expect(voided.items[2]).toMatchObject({ voidComment: 'Stolen' });
    expect(voided.items[0]?.voidedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await row(created.id)).toMatchObject({ unused: 5, voided: 5 });

    await server.db.update(stockItems).set({ status: 'used' }).where(and(eq(stockItems.stockId, created.id), eq(stockItems.number, 5_500_007)));
    const used = await voidItems(created.id, { from: serialFromRunningNumber(5_500_006), to: serialFromRunningNumber(5_500_008), comment: 'x', sure: true });
    expect(used.statusCode).toBe(400);
    expect(used.json<{ fields: Record<string, string> }>().fields.from).toContain(`298-${serialFromRunningNumber(5_500_007)}`);
    expect((await items(created.id, 'status=unused')).total).toBe(4);

    const nothing = await voidItems(created.id, { items: [all[0]!.id], comment: 'again', sure: true });
    expect(nothing.statusCode).toBe(400);
  });

  it('refuses a void without a reason, without "I am sure", or of another stock\'s numbers', async () => {
    const created = (await create(stock(5_600_000, 5))).json<ResourceRow>();
    const other = (await create(stock(5_600_100, 5))).json<ResourceRow>();
    const foreignItem = (await items(other.id, 'size=1')).items[0]!.id;
    const serial = serialFromRunningNumber(5_600_000);
    const cases: [Record<string, unknown>, string][] = [
      [{ from: serial, to: serial, comment: '   ', sure: true }, 'comment'],
      [{ from: serial, to: serial, comment: 'Damaged' }, 'sure'],
      [{ from: serial, to: serial, comment: 'Damaged', sure: false }, 'sure'],
      [{ comment: 'Damaged', sure: true }, 'from'],
      [{ from: serial, comment: 'Damaged', sure: true }, 'to'],
      [{ from: '56000001', to: serial, comment: 'Damaged', sure: true }, 'from'],
      [{ from: serialFromRunningNumber(5_600_003), to: serial, comment: 'Damaged', sure: true }, 'to'],
      [{ from: `176-${serial}`, to: serial, comment: 'Damaged', sure: true }, 'from'],
      [{ items: [foreignItem], comment: 'Damaged', sure: true }, 'items'],
      [{ items: ['x'], comment: 'Damaged', sure: true }, 'items.0'],
      [{ from: serial, to: serial, comment: 'x'.repeat(501), sure: true }, 'comment'],
      [{ from: serial, to: serial, comment: 'Damaged', sure: true, extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const response = await voidItems(created.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ fields: Record<string, string> }>().fields, JSON.stringify(body)).toHaveProperty(field);
    }
    expect((await row(created.id)).voided).toBe(0);
    expect((await row(other.id)).voided).toBe(0);
  });

  it('lists the seeded demo numbers: used with their shipment, voided with the reason', async () => {
    const list = (await server.request({ method: 'GET', url: `${stocksUrl}?size=100&filter[contractId]=${contractId(AGENT_CONTRACT)}`, headers: airline })).json<{ items: ResourceRow[] }>();
    const [prefix, serial] = DEMO_TRACKED_AWB.split('-') as [string, string];
    const holder = list.items.find((one) => one.prefix === prefix && Number(serial.slice(0, 7)) >= (one.startValue as number) && Number(serial.slice(0, 7)) <= (one.endValue as number));
    expect(holder).toBeDefined();
    expect(holder!.used).toBeGreaterThan(0);
    expect(holder!.voided).toBeGreaterThan(0);
    const used = await items(holder!.id, `status=used&q=${serial}`);
    // The shipment in the state it is shown in everywhere: the tracked one was delivered.
    expect(used.items[0]).toMatchObject({ serial, status: 'used', shipment: { origin: 'SGC', destination: 'VKO', status: 'delivered' } });
    const voided = await items(holder!.id, 'status=voided');
    expect(voided.items.every((item) => item.voidComment && item.voidedBy)).toBe(true);
  });

  it('finds the stock holding a number typed inside its interval, however it is written', async () => {
    const [prefix, serial] = DEMO_TRACKED_AWB.split('-') as [string, string];
    const running = Number(serial.slice(0, 7));
    const search = async (q: string) =>
      (await server.request({ method: 'GET', url: `${stocksUrl}?size=100&q=${encodeURIComponent(q)}`, headers: airline })).json<{ items: ResourceRow[] }>().items;
    for (const q of [DEMO_TRACKED_AWB, `${prefix} ${serial.slice(0, 4)} ${serial.slice(4)}`, serial, serial.slice(0, 7)]) {
      const found = await search(q);
      expect(found.length, q).toBeGreaterThan(0);
      // The number is inside each stock found, not only at its start.
      for (const one of found) expect(running >= (one.startValue as number) && running <= (one.endValue as number), q).toBe(true);
      expect(found.some((one) => one.startValue !== running), q).toBe(true);
    }
    expect(await search('777-45182303')).toEqual([]);
  });

  it("shows a client its own contracts' stocks only, and lets it void nothing", async () => {
    const own = (await server.request({ method: 'GET', url: `${stocksUrl}?size=100`, headers: agent })).json<{ items: ResourceRow[]; total: number }>();
    expect(own.total).toBeGreaterThan(0);
    expect(own.items.every((one) => one.contractorName === 'Сибирь Логистик')).toBe(true);
    const foreign = (await create(stock(5_700_000, 3, OTHER_CONTRACT))).json<ResourceRow>();
    expect((await server.request({ method: 'GET', url: `${stocksUrl}/id-${foreign.id}`, headers: agent })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: `${stocksUrl}/id-${foreign.id}/items`, headers: agent })).statusCode).toBe(404);
    const mine = own.items[0]!;
    expect((await items(mine.id, '', agent)).total).toBe(mine.total);
    const serial = serialFromRunningNumber(mine.startValue as number);
    expect((await voidItems(mine.id, { from: serial, to: serial, comment: 'x', sure: true }, agent)).statusCode).toBe(403);
  });

  it('keeps the airline\u2019s own stock without a contract, out of every client\u2019s sight', async () => {
    const response = await create({ ...stock(5_800_000, 5), contractId: null });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json<ResourceRow>();
    expect(created).toMatchObject({ contractId: null, contractorName: null, unused: 5 });
    expect((await server.request({ method: 'GET', url: `${stocksUrl}/id-${created.id}`, headers: agent })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: `${stocksUrl}/id-${created.id}/items`, headers: agent })).statusCode).toBe(404);
    // An overlap with it names it as the airline's own.
    const overlap = await create(stock(5_800_003, 5));
    expect(overlap.statusCode).toBe(409);
  });

  it('refuses bad item queries and unknown stocks', async () => {
    const created = (await create(stock(5_800_000, 3))).json<ResourceRow>();
    for (const query of ['status=lost', 'q=12a', 'size=1000', 'page=0']) {
      const response = await server.request({ method: 'GET', url: `${stocksUrl}/id-${created.id}/items?${query}`, headers: airline });
      expect(response.statusCode, query).toBe(400);
    }
    expect((await server.request({ method: 'GET', url: `${stocksUrl}/id-999999/items`, headers: airline })).statusCode).toBe(404);
    expect((await voidItems(999_999, { items: [1], comment: 'x', sure: true })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: `${stocksUrl}/id-abc/items`, headers: airline })).statusCode).toBe(400);
  });
});
