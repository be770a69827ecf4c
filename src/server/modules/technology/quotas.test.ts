import { eq } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourcePage, ResourceRow } from '@shared/resources/list-query';
import { accessGroupAbilities, quotas, users } from '../../db/schema';
import { describeResource } from '../../test/resource-suite';
import { createTestServer, type TestServer } from '../../test/harness';
import { columnValues, exportSheet, makeSheet, uploadSheet } from '../../test/xlsx';
import { quotasBinding } from './bindings';
import { readDemoIds, type DemoIds } from './test-ids';

let ids: DemoIds;
beforeAll(async () => {
  ids = await readDemoIds();
});

const valid = () => ({
  departure: 'SGC',
  arrival: 'KJA',
  contractId: ids.contracts.agent,
  begin: '2026-01-01',
  finish: '2026-01-31',
  expiryMinutes: 1440,
  weight: 1200,
  volume: 6.5,
});

describeResource({
  binding: quotasBinding,
  editor: 'airline@demo.test',
  outsider: 'agent@demo.test',
  seeded: 42,
  valid,
  change: (row) => ({ ...valid(), departure: row.departure, arrival: row.arrival, finish: '2026-02-15', weight: 1500.5, volume: 8.25, expiryMinutes: 720 }),
  filter: { query: 'filter[departure]=VKO', holds: (row) => row.departure === 'VKO' },
  badValues: [
    ['finish', '2025-12-31'],
    ['begin', '2026-13-01'],
    ['departure', 'ZZZ'],
    ['arrival', 'SGC'],
    ['contractId', 999_999],
    ['contractId', 'abc'],
    ['weight', -1],
    ['volume', 'lots'],
    ['expiryMinutes', 1.5],
  ],
});

describe('quotas: an agent contract within its validity, seen by its agent', () => {
  let server: TestServer;
  let airline: Record<string, string>;
  const post = (body: object) => server.request({ method: 'POST', url: '/api/handbooks/quotas', payload: body, headers: { ...airline, 'accept-language': 'en' } });
  const fieldsOf = (response: { body: string }) => (JSON.parse(response.body) as { fields: Record<string, string> }).fields;

  beforeAll(async () => {
    server = await createTestServer();
    airline = await server.as('airline@demo.test');
  });
  afterAll(async () => server.close());

  it("refuses a shipper's contract, a period outside the contract and an empty allotment, on the field", async () => {
    const shipper = await post({ ...valid(), contractId: ids.contracts.shipper });
    expect(shipper.statusCode).toBe(400);
    expect(fieldsOf(shipper).contractId).toBe("A quota is given under an agent's contract");
    const early = await post({ ...valid(), begin: '2023-12-01' });
    expect(early.statusCode).toBe(400);
    expect(fieldsOf(early).begin).toBe('The contract is valid from 2024-01-01');
    const empty = await post({ ...valid(), weight: 0, volume: 0 });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty)).toHaveProperty('weight');
    expect((await post({ ...valid(), weight: 0 })).statusCode).toBe(200);
  });

  it("shows an agent granted the view ability its own contract's quotas only, and no way to change them", async () => {
    const [agent] = await server.db.select({ groupId: users.accessGroupId }).from(users).where(eq(users.email, 'agent@demo.test'));
    await server.db.insert(accessGroupAbilities).values({ groupId: agent!.groupId!, ability: 'flights.quota.view', conditions: [{ type: 'Company', company: 'ut' }] });
    const headers = await server.as('agent@demo.test');
    const page = (await server.request({ method: 'GET', url: '/api/handbooks/quotas?size=100', headers })).json<ResourcePage>();
    const own = await server.db.select({ id: quotas.id }).from(quotas).where(eq(quotas.contractId, ids.contracts.agent));
    expect(page.total).toBe(own.length);
    expect(page.items.every((row) => row.contractId === ids.contracts.agent && row.contractor === 'Сибирь Логистик')).toBe(true);
    const [foreign] = await server.db.select({ id: quotas.id }).from(quotas).where(eq(quotas.contractId, ids.contracts.otherAgent));
    expect((await server.request({ method: 'GET', url: `/api/handbooks/quotas/id-${foreign!.id}`, headers })).statusCode).toBe(404);
    const mine = page.items[0] as ResourceRow;
    expect((await server.request({ method: 'GET', url: `/api/handbooks/quotas/id-${mine.id}`, headers })).statusCode).toBe(200);
    expect((await server.request({ method: 'POST', url: '/api/handbooks/quotas', payload: valid(), headers })).statusCode).toBe(403);
    expect((await server.request({ method: 'DELETE', url: `/api/handbooks/quotas/id-${mine.id}`, headers })).statusCode).toBe(403);
  });
});

describe('quotas: contracts in a sheet', () => {
  let server: TestServer;
  let headers: Record<string, string>;
  beforeAll(async () => {
    server = await createTestServer();
    headers = { ...(await server.as('airline@demo.test')), 'accept-language': 'en' };
  });
  afterAll(async () => server.close());

  const PATH = '/handbooks/quotas';

  it('are written by number, read back by it, and a contract the caller cannot use is reported on its row', async () => {
    const { buffer, sheet } = await exportSheet(server, PATH, headers);
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const column = header.indexOf('Contract');
    const contracts = columnValues(sheet, column);
    const label = (await server.request({ method: 'GET', url: `/api${PATH}/id-${sheet.getRow(2).getCell(1).value}`, headers })).json<ResourceRow>().labels?.contractId;
    expect(contracts[0]).toBe(label);
    const same = await uploadSheet(server, PATH, buffer, headers);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual({ created: 0, updated: sheet.rowCount - 1 });

    const rows = [2, 3, 4].map((number) => (sheet.getRow(number).values as ExcelJS.CellValue[]).slice(1));
    rows[0]![column - 1] = 'NO-SUCH-CONTRACT';
    rows[1]![column - 1] = 'UT-AG-1999/000';
    rows[2]![column - 1] = 999_999;
    const bad = await uploadSheet(server, PATH, await makeSheet(header.slice(1), rows), headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields).toEqual({
      '2.contractId': 'Not found among the values available to you: NO-SUCH-CONTRACT',
      '3.contractId': 'Not found among the values available to you: UT-AG-1999/000',
      '4.contractId': 'Not found among the values available to you: 999999',
    });
  });
});
