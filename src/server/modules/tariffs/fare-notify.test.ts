import { and, count, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@shared/notifications/schemas';
import { inputKeys } from '@shared/resources/define';
import type { ResourceRow } from '@shared/resources/list-query';
import { moneyText } from '@shared/resources/money-field';
import { tariffsResource } from '@shared/tariffs/tariffs';
import { contracts, notifications, tariffs, users } from '../../db/schema';
import { translatorFor } from '../../lib/i18n';
import { xlsxHeader } from '../../resources/xlsx-export';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';
import { uploadSheet } from '../../test/xlsx';
import { tariffsBinding } from './tariffs';

// A contract fare written through the form or a sheet tells the users of the contracts it names,
// once per contract per request (group tariff); a public fare tells nobody. On both databases.

let server: TestServer;
let airline: Record<string, string>;
const contract: Record<'agent' | 'shipper' | 'otherAgent', number> = { agent: 0, shipper: 0, otherAgent: 0 };
const contractor: Record<keyof typeof contract, number> = { agent: 0, shipper: 0, otherAgent: 0 };

const KEYS = inputKeys(tariffsResource);
const body = (values: Record<string, unknown>) => ({
  departure: 'TJM',
  arrival: 'KZN',
  transfer: [],
  direct: true,
  airline: null,
  begin: '2027-01-01',
  finish: null,
  reasonStart: 'Приказ № 41-Т',
  reasonStop: null,
  contracts: [],
  basis: 'GCR',
  currency: 'RUB',
  measure: 'kg',
  minValue: 180_000,
  normal: 9_550,
  breaks: [{ weight: 45, rate: 8_500 }],
  vat: false,
  region: 'ВВЛ',
  forbiddenCountries: [],
  conditions: null,
  ...values,
});
/** A stored row as the form sends it back. */
const formOf = (row: ResourceRow) => Object.fromEntries(KEYS.map((key) => [key, row[key]]));

/** Tariff notifications each user of each demo client company holds, by company. */
async function news(): Promise<Record<keyof typeof contract, number[]>> {
  const result = {} as Record<keyof typeof contract, number[]>;
  for (const key of Object.keys(contractor) as (keyof typeof contract)[]) {
    const people = await server.db.select({ id: users.id }).from(users).where(and(eq(users.contractorId, contractor[key]), eq(users.active, true))).orderBy(users.id);
    const counts = await server.db
      .select({ userId: notifications.userId, n: count() })
      .from(notifications)
      .where(and(inArray(notifications.userId, people.map((one) => one.id)), eq(notifications.group, 'tariff')))
      .groupBy(notifications.userId);
    result[key] = people.map((one) => counts.find((row) => row.userId === one.id)?.n ?? 0);
  }
  return result;
}

/** What the counts grew by since `before`, per user. */
const grown = (before: Record<string, number[]>, after: Record<string, number[]>) =>
  Object.fromEntries(Object.entries(after).map(([key, list]) => [key, list.map((n, index) => n - before[key]![index]!)]));
const each = (n: number, list: number[]) => list.map(() => n);

const request = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => server.request({ method, url: `/api/tariffs${url}`, headers: airline, ...(payload ? { payload } : {}) });

async function sheetOf(rows: Record<string, unknown>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('import');
  const t = translatorFor('ru');
  const keys = tariffsResource.xlsx.filter((key) => KEYS.includes(key));
  sheet.addRow(keys.map((key) => xlsxHeader(tariffsBinding, key, t)));
  const fields: Record<string, { money?: boolean; kind: string } | undefined> = tariffsResource.fields;
  const cell = (key: string, value: unknown): ExcelJS.CellValue => {
    if (fields[key]?.money) return moneyText(value as number);
    if (fields[key]?.kind === 'custom') return value === null ? null : JSON.stringify(value);
    if (Array.isArray(value)) return value.join('; ');
    return value as ExcelJS.CellValue;
  };
  for (const row of rows) sheet.addRow(keys.map((key) => cell(key, row[key])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

beforeAll(async () => {
  server = await createTestServer();
  airline = await server.as(DEMO_USERS.airline);
  for (const [key, number] of [['agent', 'UT-AG-2024/017'], ['shipper', 'UT-SH-2025/042'], ['otherAgent', 'UT-AG-2023/005']] as const) {
    const [row] = await server.db.select({ id: contracts.id, contractorId: contracts.contractorId }).from(contracts).where(eq(contracts.number, number));
    contract[key] = row!.id;
    contractor[key] = row!.contractorId;
  }
});
afterAll(async () => server.close());

describe('tariff notifications', () => {
  it('tells each of the agent’s users once when its contract fare changes, and nobody else', async () => {
    const [own] = await server.db
      .select({ id: tariffs.id })
      .from(tariffs)
      .where(sql`${tariffs.contracts} = array[${contract.agent}]::integer[] and ${tariffs.finish} is null`)
      .orderBy(tariffs.id)
      .limit(1);
    const row = (await server.request({ method: 'GET', url: `/api/tariffs/id-${own!.id}`, headers: airline })).json<ResourceRow>();
    const before = await news();
    expect(before.agent.length).toBeGreaterThan(0);
    const changed = await request('PUT', `/id-${own!.id}`, { ...formOf(row), normal: Number(row.normal) + 100 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(grown(before, await news())).toEqual({ agent: each(1, before.agent), shipper: each(0, before.shipper), otherAgent: each(0, before.otherAgent) });

    const agent = { ...(await server.as(DEMO_USERS.agent)), 'accept-language': 'en' };
    const [latest] = (await server.request({ method: 'GET', url: '/api/notification?group=tariff&size=1', headers: agent })).json<NotificationPage>().items;
    const route = `${String(row.departure)} → ${String(row.arrival)}`;
    expect(latest).toMatchObject({ group: 'tariff', level: 'info', title: 'Contract fares changed', content: 'The fare of contract {{contract}} for {{route}} has changed' });
    expect(latest!.contentData).toEqual({
      contract: { type: 'link', text: 'UT-AG-2024/017', subtype: 'contract', params: { id: contract.agent, tab: 'tariffs' } },
      route: { type: 'bold', text: route },
    });

    // Saved again as it is, the fare has not changed: nobody hears of it.
    const again = await news();
    const same = await request('PUT', `/id-${own!.id}`, { ...formOf(row), normal: Number(row.normal) + 100 });
    expect(same.statusCode, same.body).toBe(200);
    expect(await news()).toEqual(again);

    // Withdrawn, it is news again.
    expect((await request('DELETE', `/id-${own!.id}`)).statusCode).toBe(200);
    expect(grown(again, await news())).toEqual({ agent: each(1, again.agent), shipper: each(0, again.shipper), otherAgent: each(0, again.otherAgent) });
  });

  it('tells nobody of a public fare, created, changed or deleted', async () => {
    const before = await news();
    const created = await request('POST', '', body({}));
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<ResourceRow>();
    expect((await request('PUT', `/id-${id}`, body({ normal: 9_990 }))).statusCode).toBe(200);
    expect((await request('DELETE', `/id-${id}`)).statusCode).toBe(200);
    expect(await news()).toEqual(before);
  });

  it('tells each contract once after a sheet of several of its fares, naming the routes', async () => {
    const before = await news();
    const sheet = await sheetOf([
      body({ departure: 'TJM', arrival: 'KZN', contracts: [contract.agent] }),
      body({ departure: 'SGC', arrival: 'KZN', contracts: [contract.agent] }),
      body({ departure: 'TJM', arrival: 'KZN', basis: 'SCR', contracts: [contract.agent] }),
      body({ departure: 'SLY', arrival: 'TJM', contracts: [contract.shipper] }),
      body({ departure: 'NUX', arrival: 'TJM', contracts: [contract.shipper, contract.agent] }),
      body({ departure: 'TJM', arrival: 'SGC', contracts: [] }),
    ]);
    const answer = await uploadSheet(server, '/tariffs', sheet, airline);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ created: 6, updated: 0 });
    expect(grown(before, await news())).toEqual({ agent: each(1, before.agent), shipper: each(1, before.shipper), otherAgent: each(0, before.otherAgent) });

    const agent = { ...(await server.as(DEMO_USERS.agent)), 'accept-language': 'en' };
    const [latest] = (await server.request({ method: 'GET', url: '/api/notification?group=tariff&size=1', headers: agent })).json<NotificationPage>().items;
    expect(latest?.content).toBe('The fares of contract {{contract}} have changed on 3 routes: {{routes}}');
    expect(latest?.contentData.routes?.text).toBe('TJM → KZN, SGC → KZN, NUX → TJM');
  });

  it('tells nobody when an exported sheet of contract fares comes back unchanged', async () => {
    const exported = await server.request({ method: 'GET', url: '/api/tariffs/xlsx?filter[departure]=TJM&filter[arrival]=KZN', headers: airline });
    expect(exported.statusCode).toBe(200);
    const buffer = exported.rawPayload;
    const before = await news();
    const answer = await uploadSheet(server, '/tariffs', buffer, airline);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ updated: number }>().updated).toBeGreaterThan(0);
    expect(await news()).toEqual(before);
  });
});
