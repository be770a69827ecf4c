import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourcePage } from '@shared/resources/list-query';
import { describeResource } from '../../test/resource-suite';
import { createTestServer, type TestServer } from '../../test/harness';
import { columnValues, exportSheet, makeSheet, rowValues, uploadSheet } from '../../test/xlsx';
import { baggagesBinding } from './bindings';

const valid = () => ({ departure: 'KJA', arrival: 'OVB', season: 'WINTER', weight: 16.5 });

describeResource({
  binding: baggagesBinding,
  editor: 'airline@demo.test',
  outsider: 'agent@demo.test',
  seeded: 96,
  valid,
  change: (row) => ({ departure: row.departure, arrival: row.arrival, season: 'WINTER', weight: 17.2 }),
  filter: { query: 'filter[season]=ALL', holds: (row) => row.season === 'ALL' },
  badValues: [
    ['weight', 150],
    ['weight', 'heavy'],
    ['season', 'ALWAYS'],
    ['arrival', 'KJA'],
    ['departure', 'ZZZ'],
  ],
});

describe('baggages: one average per route and season', () => {
  let server: TestServer;
  let headers: Record<string, string>;
  beforeAll(async () => {
    server = await createTestServer();
    headers = { ...(await server.as('airline@demo.test')), 'accept-language': 'en' };
  });
  afterAll(async () => server.close());

  const total = async () => (await server.request({ method: 'GET', url: '/api/handbooks/baggages?size=1', headers })).json<ResourcePage>().total;

  it('says "Fill this field" on every required field left empty, whatever the form sent for it', async () => {
    for (const [season, weight, departure] of [
      [null, '', ''],
      ['', null, null],
      ['  ', '  ', '  '],
    ]) {
      const response = await server.request({ method: 'POST', url: '/api/handbooks/baggages', payload: { departure, arrival: 'OVB', season, weight }, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({ departure: 'Fill this field', season: 'Fill this field', weight: 'Fill this field' });
    }
    const ru = await server.request({ method: 'POST', url: '/api/handbooks/baggages', payload: { departure: 'KJA', arrival: 'OVB', season: null, weight: '' }, headers: { ...headers, 'accept-language': 'ru' } });
    expect(ru.json<{ fields: Record<string, string> }>().fields).toEqual({ season: 'Заполните это поле', weight: 'Заполните это поле' });
  });

  it('refuses a second weight for a route and season, on the season', async () => {
    const response = await server.request({ method: 'POST', url: '/api/handbooks/baggages', payload: { departure: 'SGC', arrival: 'VKO', season: 'WINTER', weight: 15 }, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({ season: 'This route and season already have a weight' });
  });

  it('reports a sheet that repeats a route and season on its row, and keeps nothing of it', async () => {
    const file = await makeSheet(['Departure', 'Arrival', 'Season', 'Weight per passenger, kg'], [
      ['KJA', 'NSK', 'WINTER', 18],
      ['KJA', 'NSK', 'SUMMER', 16],
      ['KJA', 'NSK', 'WINTER', 19],
    ]);
    const before = await total();
    const response = await uploadSheet(server, '/handbooks/baggages', file, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({ '4.season': 'This route and season already have a weight' });
    expect(await total()).toBe(before);
  });
});

describe('baggages: an Excel round trip', () => {
  let server: TestServer;
  let signedIn: Record<string, string>;
  beforeAll(async () => {
    server = await createTestServer();
    signedIn = await server.as('airline@demo.test');
  });
  afterAll(async () => server.close());

  const PATH = '/handbooks/baggages';
  const seasonsOf = async (departure: string) =>
    (await server.request({ method: 'GET', url: `/api${PATH}?filter[departure]=${departure}&size=100`, headers: signedIn })).json<ResourcePage>().items.map((row) => `${row.arrival} ${row.season}`).sort();

  it.each([
    ['ru', ['Зима', 'Лето', 'Все сезоны']],
    ['en', ['Winter', 'Summer', 'All seasons']],
  ])('exports seasons as the screen shows them in %s, and imports the same file back changing nothing', async (language, labels) => {
    const headers = { ...signedIn, 'accept-language': language };
    const before = await exportSheet(server, PATH, headers);
    expect(new Set(columnValues(before.sheet, 4))).toEqual(new Set(labels));
    const imported = await uploadSheet(server, PATH, before.buffer, headers);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ created: 0, updated: before.sheet.rowCount - 1 });
    expect(rowValues((await exportSheet(server, PATH, headers)).sheet)).toEqual(rowValues(before.sheet));
  });

  it('takes a season by its code or its label in either language, in any case, whatever the reader speaks', async () => {
    const file = await makeSheet(
      ['Вылет', 'Прилёт', 'Сезон', 'Вес на пассажира, кг'],
      [
        ['UFA', 'SGC', 'Зима', 15],
        ['UFA', 'TJM', ' winter ', 15],
        ['UFA', 'VKO', 'WINTER', 15],
        ['UFA', 'KJA', 'все сезоны', 15],
        ['UFA', 'OVB', 'Autumn', 15],
      ],
    );
    const response = await uploadSheet(server, PATH, file, { ...signedIn, 'accept-language': 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 5, updated: 0 });
    expect(await seasonsOf('UFA')).toEqual(['KJA ALL', 'OVB AUTUMN', 'SGC WINTER', 'TJM WINTER', 'VKO WINTER']);
  });

  it('reports an unknown airport and an unknown season on their rows and columns, and writes nothing', async () => {
    const file = await makeSheet(
      ['Departure', 'Arrival', 'Season', 'Weight per passenger, kg'],
      [
        ['MRV', 'SGC', 'Winter', 15],
        ['ZZZ', 'SGC', 'Winter', 15],
        ['MRV', 'TJM', 'МУССОН', 15],
        ['MRV', 'YKS', 'Summer', 15],
      ],
    );
    const before = await seasonsOf('MRV');
    const en = await uploadSheet(server, PATH, file, { ...signedIn, 'accept-language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json<{ fields: Record<string, string> }>().fields).toEqual({
      '3.departure': 'Not found among the values available to you: ZZZ',
      '4.season': 'Choose one of: Winter, Spring, Summer, Autumn, All seasons',
    });
    const ru = await uploadSheet(server, PATH, file, { ...signedIn, 'accept-language': 'ru' });
    expect(ru.json<{ message: string; fields: Record<string, string> }>().fields).toEqual({
      '3.departure': 'Не найдено среди доступных вам значений: ZZZ',
      '4.season': 'Выберите одно из значений: Зима, Весна, Лето, Осень, Все сезоны',
    });
    expect(await seasonsOf('MRV')).toEqual(before);
  });
});
