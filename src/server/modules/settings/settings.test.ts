import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputKeys } from '@shared/resources/define';
import type { ResourcePage, ResourceRow } from '@shared/resources/list-query';
import { settingsResource } from '@shared/settings/definition';
import { accessGroups, airlines, contracts } from '../../db/schema';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';
import { getAirlineSettings } from './airline-settings';

// The airline settings: staff keep their own airline's and those it manages, never anyone else's;
// later features read them through getAirlineSettings.

const BASE = '/api/handbooks/settings';

let server: TestServer;
let staff: Record<string, string>;
let utId: number;

const bodyOf = (row: ResourceRow): Record<string, unknown> => Object.fromEntries(inputKeys(settingsResource).map((key) => [key, row[key] ?? null]));
const get = (url: string, headers = staff) => server.request({ method: 'GET', url, headers });
const put = (id: number, payload: object, headers = staff) => server.request({ method: 'PUT', url: `${BASE}/id-${id}`, headers, payload });
const fieldsOf = (response: { json<T>(): T }) => response.json<{ fields: Record<string, string> }>().fields;

beforeAll(async () => {
  server = await createTestServer();
  staff = { ...(await server.as(DEMO_USERS.airline)), 'accept-language': 'en' };
  [{ id: utId }] = (await server.db.select({ id: airlines.id }).from(airlines).where(eq(airlines.marker, 'ut'))) as [{ id: number }];
});
afterAll(async () => server.close());

describe('own airline', () => {
  it('shows the seeded settings, and a change in one section on the info page and to getAirlineSettings', async () => {
    const row = (await get(`${BASE}/id-${utId}`)).json<ResourceRow>();
    expect(row).toMatchObject({ marker: 'ut', iata: 'UT', iataRu: 'ЮТ', icao: 'UTA', awbPrefixes: ['298'], chargeableRatio: 6000, heavyCargoWeight: 150, acceptsChatMessages: true });
    expect(row.labels).toMatchObject({ shipperAccessGroupId: 'Грузоотправитель', expeditorAccessGroupId: 'Агент', approvedAccessGroupId: 'Одобренный грузоотправитель' });
    const saved = await put(utId, { ...bodyOf(row), acceptsChatMessages: false, correctionTimeoutAfterMinutes: 45 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(`${BASE}/id-${utId}`)).json<ResourceRow>()).toMatchObject({ acceptsChatMessages: false, correctionTimeoutAfterMinutes: 45 });
    const settings = await getAirlineSettings(server.db, utId);
    expect(settings).toMatchObject({ id: utId, acceptsChatMessages: false, correctionTimeoutAfterMinutes: 45, useVolumetricWeight: true, minChargeableWeight: 5, openSegmentTypes: ['J', 'C', 'G'] });
    expect(await getAirlineSettings(server.db, 999_999)).toBeNull();
  });

  it('keeps its marker, stays active and cannot be deleted', async () => {
    const row = (await get(`${BASE}/id-${utId}`)).json<ResourceRow>();
    expect(fieldsOf(await put(utId, { ...bodyOf(row), marker: 'utx' }))).toEqual({ marker: 'The company marker cannot be changed' });
    expect(fieldsOf(await put(utId, { ...bodyOf(row), active: false }))).toEqual({ active: 'Your own airline cannot be switched off' });
    const removed = await server.request({ method: 'DELETE', url: `${BASE}/id-${utId}`, headers: staff });
    expect(removed.statusCode).toBe(409);
    expect(removed.json<{ message: string }>().message).toBe('Your own airline cannot be deleted');
  });

  it('keeps the requisites its acts and invoices print, each checked on its field; without a legal name no document is made', async () => {
    const row = bodyOf((await get(`${BASE}/id-${utId}`)).json<ResourceRow>());
    expect(row).toMatchObject({ legalName: 'ПАО «Авиакомпания «ЮТэйр»', inn: '7204002873', kpp: '860101001', bik: '047102651', bankAccount: '40702810067170001873' });
    expect(fieldsOf(await put(utId, { ...row, inn: '72040028', kpp: '8601', bik: '04710265', bankAccount: '4070281006717000187', correspondentAccount: 'x' }))).toEqual({
      inn: 'INN must be exactly 10 digits',
      kpp: 'A KPP is 9 digits',
      bik: 'A BIK is 9 digits',
      bankAccount: 'An account number is 20 digits',
      correspondentAccount: 'An account number is 20 digits',
    });
    const [contract] = await server.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.number, 'UT-AG-2024/017'));
    const make = () => server.request({ method: 'POST', url: '/api/documents/generate', headers: staff, payload: { contractId: contract!.id, type: 'act', from: '2020-01-01', to: '2020-01-31' } });
    expect((await put(utId, { ...row, legalName: null })).statusCode).toBe(200);
    const refused = await make();
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('section Requisites');
    expect((await put(utId, row)).statusCode).toBe(200);
    // With its requisites back, the same call is judged on the period (nothing charged in it).
    expect((await make()).statusCode).toBe(400);
  });

  it('speaks the spec’s codes: IATA in Latin and Cyrillic, ICAO, AWB prefix, percents, season weights', async () => {
    const row = bodyOf((await get(`${BASE}/id-${utId}`)).json<ResourceRow>());
    const cases: [string, unknown, string][] = [
      ['iata', 'ЮТ', 'Enter the IATA code as 2 Latin letters or a letter and a digit'],
      ['iataRu', 'UT', 'Enter the IATA code as 2 Cyrillic letters or a letter and a digit'],
      ['icao', 'UT1', 'Enter the ICAO code as 3 Latin letters'],
      ['awbPrefixes', ['2980'], 'An AWB prefix is 3 digits'],
      ['passengerLoadPercent', 101, 'The maximum value is 100'],
      ['infantWeightSummer', 40, 'An infant weighs no more than a child, and a child no more than an adult'],
      ['salesOpenInterval', 366, 'Sales open at most 365 days (8760 hours) before departure'],
    ];
    for (const [field, value, message] of cases) expect(fieldsOf(await put(utId, { ...row, [field]: value })), field).toEqual({ [field]: message });
    // Lower case is as good: codes are stored as the IATA writes them.
    const typed = await put(utId, { ...row, iata: 'ut', iataRu: 'ют', icao: 'uta' });
    expect(typed.json<ResourceRow>()).toMatchObject({ iata: 'UT', iataRu: 'ЮТ', icao: 'UTA' });
    expect((await put(utId, { ...row, salesOpenInterval: 2000, salesOpenIntervalUnit: 'hours' })).statusCode).toBe(200);
    expect(fieldsOf(await put(utId, { ...row, salesOpenInterval: 10, salesOpenIntervalUnit: null }))).toEqual({ salesOpenIntervalUnit: 'Fill this field' });
  });

  it('offers only its own access groups (and the newcomers’) for new clients', async () => {
    const [other] = await server.db.insert(airlines).values({ marker: 'oa', iata: 'OA', name: 'Other Airline' }).returning({ id: airlines.id });
    const [group] = await server.db.insert(accessGroups).values({ name: 'Their shippers', airlineId: other!.id }).returning({ id: accessGroups.id });
    const row = bodyOf((await get(`${BASE}/id-${utId}`)).json<ResourceRow>());
    expect(fieldsOf(await put(utId, { ...row, shipperAccessGroupId: group!.id }))).toEqual({ shipperAccessGroupId: 'Choose a value from the list' });
    await server.db.delete(accessGroups).where(eq(accessGroups.id, group!.id));
    await server.db.delete(airlines).where(eq(airlines.id, other!.id));
  });
});

describe('adding an airline', () => {
  it('makes one the adding airline manages: its staff see, edit and may delete it; nobody else reaches it', async () => {
    const row = bodyOf((await get(`${BASE}/id-${utId}`)).json<ResourceRow>());
    const taken = await server.request({ method: 'POST', url: BASE, headers: staff, payload: { ...row, marker: 'ut', iata: 'UR' } });
    expect(fieldsOf(taken)).toEqual({ marker: 'An airline with this marker already exists' });
    const created = await server.request({ method: 'POST', url: BASE, headers: staff, payload: { ...row, marker: 'urx', name: 'UTair Regional', iata: 'UR', icao: 'URX', awbPrefixes: ['399'] } });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<ResourceRow>();
    const [stored] = await server.db.select({ managedById: airlines.managedById }).from(airlines).where(eq(airlines.id, id));
    expect(stored!.managedById).toBe(utId);
    expect((await get(BASE)).json<ResourcePage>().items.map((one) => one.marker).sort()).toEqual(['urx', 'ut']);

    // An airline nobody here manages, and one another airline manages: out of reach.
    const [stranger] = await server.db.insert(airlines).values({ marker: 'st', iata: 'ST', name: 'Stranger Air' }).returning({ id: airlines.id });
    const [ward] = await server.db.insert(airlines).values({ marker: 'sw', iata: 'SW', name: 'Stranger Wings', managedById: stranger!.id }).returning({ id: airlines.id });
    for (const other of [stranger!.id, ward!.id]) {
      expect((await get(`${BASE}/id-${other}`)).statusCode).toBe(404);
      expect((await put(other, { ...row, marker: other === ward!.id ? 'sw' : 'st' })).statusCode).toBe(404);
    }
    expect((await get(BASE)).json<ResourcePage>().total).toBe(2);

    expect((await server.request({ method: 'DELETE', url: `${BASE}/id-${id}`, headers: staff })).statusCode).toBe(200);
    await server.db.delete(airlines).where(eq(airlines.id, ward!.id));
    await server.db.delete(airlines).where(eq(airlines.id, stranger!.id));
  });

  it('is for staff with the settings ability only', async () => {
    for (const who of [DEMO_USERS.agent, DEMO_USERS.shipper, DEMO_USERS.newclient]) {
      const headers = await server.as(who);
      expect((await server.request({ method: 'GET', url: BASE, headers })).statusCode, who).toBe(403);
      expect((await server.request({ method: 'POST', url: BASE, headers, payload: {} })).statusCode, who).toBe(403);
    }
  });
});
