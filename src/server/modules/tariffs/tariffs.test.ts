import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourcePage, ResourceRow } from '@shared/resources/list-query';
import { describeResource } from '../../test/resource-suite';
import { createTestServer, type TestServer } from '../../test/harness';
import { exportSheet, rowValues, uploadSheet } from '../../test/xlsx';
import { tariffs } from '../../db/schema';
import { tariffsBinding } from './tariffs';

const valid = () => ({
  departure: 'TJM',
  arrival: 'KZN',
  transfer: [],
  direct: true,
  airline: null,
  begin: '2026-01-01',
  finish: '2026-12-31',
  reasonStart: 'Приказ № 40-Т',
  reasonStop: null,
  contracts: [],
  basis: 'GCR',
  currency: 'RUB',
  measure: 'kg',
  minValue: 180_000,
  normal: 9_550,
  breaks: [
    { weight: 45, rate: 8_500 },
    { weight: 100, rate: 7_600 },
  ],
  vat: false,
  region: 'ВВЛ',
  forbiddenCountries: [],
  conditions: { op: 'and', items: [{ op: 'eq', field: 'product', value: 'PIL' }, { op: 'between', field: 'dayOfWeek', value: [1, 5] }] },
});

describeResource({
  binding: tariffsBinding,
  editor: 'airline@demo.test',
  outsider: 'agent@demo.test',
  seeded: 5_000,
  valid,
  change: () => ({ ...valid(), normal: 9_900, breaks: [{ weight: 45, rate: 8_800 }], conditions: null }),
  filter: { query: 'filter[basis]=SCR', holds: (row) => row.basis === 'SCR' },
  badValues: [
    ['departure', 'ZZ'],
    ['arrival', 'TJM'],
    ['minValue', -1],
    ['minValue', 12.5],
    ['normal', 'abc'],
    ['breaks', [{ weight: 100, rate: 1 }, { weight: 45, rate: 2 }]],
    ['breaks', [{ weight: 0, rate: 1 }]],
    ['conditions', { op: 'lt', field: 'product', value: 'PIL' }],
    ['conditions', { op: 'eq', field: 'weightLoad', value: 3 }],
    ['conditions', { op: 'between', field: 'dayOfWeek', value: [5, 1] }],
    ['conditions', { op: 'and', items: [] }],
    ['region', 'EU'],
    ['contracts', [99_999]],
    ['forbiddenCountries', ['ZZZ']],
    ['finish', '2025-01-01'],
    ['transfer', ['TJM']],
  ],
});

// One database for the tariff-specific tests below (the suite above opens its own).
let server: TestServer;
let airline: Record<string, string>;
beforeAll(async () => {
  server = await createTestServer();
  airline = await server.as('airline@demo.test');
});
afterAll(async () => server.close());

describe('tariffs: source, clients and the contract fares', () => {
  it('marks a tariff typed in a form as manual, whatever the body says', async () => {
    const created = await server.request({ method: 'POST', url: '/api/tariffs', payload: valid(), headers: airline });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<ResourceRow>().source).toBe('manual');
  });

  it('names a tariff’s contracts by their numbers', async () => {
    const page = (await server.request({ method: 'GET', url: '/api/tariffs?size=5&filter[source]=manual', headers: airline })).json<ResourcePage>();
    const fare = page.items.find((row) => (row.contracts as number[]).length > 0);
    expect(fare?.labels?.contracts).toMatch(/^UT-(AG|SH)-\d{4}\/\d{3}$/);
  });
});

describe('tariffs: an Excel round trip', () => {
  const ROUTE = 'filter[departure]=TJM&filter[arrival]=KZN';

  it.each(['ru'])('writes rubles, breaks, conditions and contracts as the screen does in %s, and reads the same file back unchanged', async (language) => {
    const headers = { ...airline, 'accept-language': language };
    const before = await exportSheet(server, '/tariffs', headers, ROUTE);
    const header = (before.sheet.getRow(1).values as unknown[]).map(String);
    const rows = before.sheet.getSheetValues().filter(Boolean).slice(1) as unknown[][];
    expect(rows.length).toBeGreaterThanOrEqual(35);
    // Money in rubles, not kopecks; a contract fare names its contract by number.
    const normal = header.indexOf(language === 'ru' ? 'Нормальная ставка (N)' : 'Normal rate (N)');
    expect(rows.every((row) => typeof row[normal] === 'number' && (row[normal] as number) < 1000)).toBe(true);
    const contractsColumn = header.indexOf(language === 'ru' ? 'Договоры' : 'Contracts');
    expect(rows.some((row) => row[contractsColumn] === 'UT-AG-2024/017')).toBe(true);
    const sources = await server.db.select({ id: tariffs.id, source: tariffs.source }).from(tariffs);

    const imported = await uploadSheet(server, '/tariffs', before.buffer, headers);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ created: 0, updated: rows.length });
    expect(rowValues((await exportSheet(server, '/tariffs', headers, ROUTE)).sheet)).toEqual(rowValues(before.sheet));
    // Every tariff keeps its source. By id through a map: arrayContaining over the seeded thousands
    // compares every pair (25 s of the 30 s a test may take).
    const after = new Map((await server.db.select({ id: tariffs.id, source: tariffs.source }).from(tariffs)).map((row) => [row.id, row.source]));
    expect(sources.filter((row) => after.get(row.id) !== row.source)).toEqual([]);
  });

  it('marks a row the sheet changes as read from a file', async () => {
    const { sheet } = await exportSheet(server, '/tariffs', airline, `${ROUTE}&filter[source]=manual`);
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const row = sheet.getRow(2);
    const id = Number(row.getCell(1).value);
    row.getCell(header.indexOf('Нормальная ставка (N)')).value = 123.45;
    const buffer = Buffer.from(await sheet.workbook.xlsx.writeBuffer());
    const imported = await uploadSheet(server, '/tariffs', buffer, airline);
    expect(imported.statusCode, imported.body).toBe(200);
    const [stored] = await server.db.select({ normal: tariffs.normal, source: tariffs.source }).from(tariffs).where(eq(tariffs.id, id));
    expect(stored).toEqual({ normal: 12_345, source: 'file' });
  });
});
