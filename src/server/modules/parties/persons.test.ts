import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookupOption } from '@shared/resources/lookups';
import type { ResourcePage, ResourceRow } from '@shared/resources/list-query';
import { contractors } from '../../db/schema';
import { describeResource } from '../../test/resource-suite';
import { createTestServer, type TestServer } from '../../test/harness';
import { uploadSheet } from '../../test/xlsx';
import { personsBinding } from './persons';

let company: Record<string, number> = {};
const companyId = (name: string): number => {
  const id = company[name];
  if (!id) throw new Error(`no demo contractor ${name}`);
  return id;
};

beforeAll(async () => {
  const server = await createTestServer();
  company = Object.fromEntries((await server.db.select({ id: contractors.id, name: contractors.name }).from(contractors)).map((row) => [row.name, row.id]));
  await server.close();
});

describeResource({
  binding: personsBinding,
  editor: 'airline@demo.test',
  outsider: 'shipper@demo.test',
  seeded: 7,
  valid: () => ({
    name: 'Andrei Kozlov',
    position: 'Warehouse manager',
    contractorId: companyId('Сибирь Логистик'),
    contacts: [
      { type: 'phone', value: '+7 3452 55-12-50' },
      { type: 'email', value: 'A.Kozlov@sibir-logistic.example' },
    ],
  }),
  change: (row) => ({ name: 'Andrei Kozlov', position: 'Head of warehouse', contractorId: row.contractorId, contacts: [{ type: 'fax', value: '+7 3452 55-12-59' }] }),
  // The demo seed's first contractor (Сибирь Логистик) is row 1 of a fresh database.
  filter: { query: 'filter[contractorId]=1', holds: (row) => row.contractorId === 1 },
  badValues: [
    ['contacts', [{ type: 'phone', value: 'call me' }]],
    ['contacts', [{ type: 'email', value: 'not-an-address' }]],
    ['contacts', [{ type: 'telex', value: '12345' }]],
    ['contacts', [{ type: 'phone' }]],
    ['contacts', 'x'],
    ['contractorId', 999_999],
    ['name', ''],
  ],
});

describe('persons: contacts and whose they are', () => {
  let server: TestServer;
  let airline: Record<string, string>;
  let agent: Record<string, string>;
  const url = '/api/handbooks/persons';

  beforeAll(async () => {
    server = await createTestServer();
    airline = await server.as('airline@demo.test');
    agent = await server.as('agent@demo.test');
  });
  afterAll(async () => server.close());

  it('says which contact is wrong in the spec\'s words, and keeps emails lower-case', async () => {
    const body = (contacts: unknown[]) => ({ name: 'Test Person', position: null, contractorId: companyId('Сибирь Логистик'), contacts });
    const post = (payload: unknown) => server.request({ method: 'POST', url, payload: payload as object, headers: { ...airline, 'accept-language': 'en' } });
    expect((await post(body([{ type: 'phone', value: '12' }]))).json()).toMatchObject({ fields: { contacts: 'Enter correct phone number' } });
    expect((await post(body([{ type: 'fax', value: 'fax' }]))).json()).toMatchObject({ fields: { contacts: 'Enter correct phone number' } });
    expect((await post(body([{ type: 'email', value: 'x@' }]))).json()).toMatchObject({ fields: { contacts: 'Enter correct email' } });
    const none = await post({ name: 'No Contacts', position: '', contractorId: companyId('Сибирь Логистик'), contacts: null });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json<ResourceRow>()).toMatchObject({ contacts: [], position: null });
    const ok = await post(body([{ type: 'email', value: ' Test@Example.COM ' }]));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<ResourceRow>()).toMatchObject({ contacts: [{ type: 'email', value: 'test@example.com' }], email: 'test@example.com', phone: null });
  });

  it("shows a client its own company's persons, and lets it add only those", async () => {
    const own = (await server.request({ method: 'GET', url: `${url}?size=100`, headers: agent })).json<ResourcePage>();
    const sibir = (await server.request({ method: 'GET', url: `${url}?size=1&filter[contractorId]=${companyId('Сибирь Логистик')}`, headers: airline })).json<ResourcePage>();
    expect(own.total).toBe(sibir.total);
    expect(own.total).toBeGreaterThanOrEqual(2);
    expect(own.items.every((row) => row.contractorId === companyId('Сибирь Логистик'))).toBe(true);
    const [foreign] = await server.db.select({ id: contractors.id }).from(contractors).where(eq(contractors.name, 'АэроТранс Карго'));
    const theirs = (await server.request({ method: 'GET', url: `${url}?size=100&filter[contractorId]=${foreign!.id}`, headers: airline })).json<ResourcePage>();
    expect(theirs.total).toBeGreaterThan(0);
    expect((await server.request({ method: 'GET', url: `${url}/id-${theirs.items[0]!.id}`, headers: agent })).statusCode).toBe(404);

    const person = { name: 'New Colleague', position: 'Dispatcher', contacts: [{ type: 'phone', value: '+7 900 000-00-00' }] };
    const mine = await server.request({ method: 'POST', url, payload: { ...person, contractorId: companyId('Сибирь Логистик') }, headers: agent });
    expect(mine.statusCode, mine.body).toBe(200);
    const elsewhere = await server.request({ method: 'POST', url, payload: { ...person, contractorId: foreign!.id }, headers: agent });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json<{ fields: Record<string, string> }>().fields).toHaveProperty('contractorId');
  });

  it('saves a contact of a company the airline knows through that contact alone, but moves no other contact there', async () => {
    // Урал Фарма Трейд has no contract or request with UT: its contractor look-up does not offer it.
    const ural = companyId('Урал Фарма Трейд');
    const list = (await server.request({ method: 'GET', url: `${url}?size=100`, headers: airline })).json<ResourcePage>().items;
    const kuznetsov = list.find((row) => row.contractorId === ural)!;
    const body = (row: ResourceRow, contractorId: unknown) => ({ name: row.name, position: row.position, contractorId, contacts: row.contacts });
    const saved = await server.request({ method: 'PUT', url: `${url}/id-${kuznetsov.id}`, payload: body(kuznetsov, ural), headers: airline });
    expect(saved.statusCode, saved.body).toBe(200);
    const other = list.find((row) => row.contractorId === companyId('Сибирь Логистик'))!;
    const moved = await server.request({ method: 'PUT', url: `${url}/id-${other.id}`, payload: body(other, ural), headers: airline });
    expect(moved.statusCode).toBe(400);
    expect(moved.json<{ fields: Record<string, string> }>().fields).toHaveProperty('contractorId');
  });

  it('takes back its own export of that contact unchanged', async () => {
    const exported = await server.request({ method: 'GET', url: `${url}/xlsx?q=${encodeURIComponent('Кузнецов')}`, headers: airline });
    const response = await uploadSheet(server, '/handbooks/persons', exported.rawPayload, airline);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 0, updated: 1 });
  });

  it('exports contacts as JSON an import reads back', async () => {
    const response = await server.request({ method: 'GET', url: `${url}/xlsx?q=${encodeURIComponent('Горбунова')}`, headers: { ...airline, 'accept-language': 'en' } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const column = (sheet.getRow(1).values as unknown[]).indexOf('Contacts');
    expect(JSON.parse(String(sheet.getRow(2).getCell(column).value))).toEqual([
      { type: 'phone', value: '+7 912 384-20-17' },
      { type: 'email', value: 'booking@sibir-logistic.example' },
      { type: 'fax', value: '+7 3452 55-12-49' },
    ]);
  });

  it('is found by the person lookup within the caller\'s reach', async () => {
    const search = async (q: string, headers: Record<string, string>) =>
      (await server.request({ method: 'GET', url: `/api/autocomplete/person?q=${encodeURIComponent(q)}`, headers })).json<LookupOption[]>();
    expect((await search('Белов', airline)).map((o) => o.label)).toEqual(['Сергей Белов']);
    expect(await search('Белов', agent)).toEqual([]);
    expect((await search('Горбунова', agent)).map((o) => o.label)).toEqual(['Елена Горбунова']);
  });
});
