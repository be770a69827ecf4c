import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceRow } from '@shared/resources/list-query';
import { describeResource } from '../../test/resource-suite';
import { createTestServer, type TestServer } from '../../test/harness';
import { exportSheet, makeSheet, rowValues, uploadSheet } from '../../test/xlsx';
import { paxesBinding } from './bindings';

const valid = () => ({
  departure: 'KJA',
  arrival: 'SGC',
  season: 'SUMMER',
  flightNumber: '466',
  aircraftType: '735',
  weekdays: [1, 3, 5],
  adults: 90,
  children: 8,
  infants: 2,
  infantsWithSeat: 1,
});

describeResource({
  binding: paxesBinding,
  editor: 'airline@demo.test',
  outsider: 'agent@demo.test',
  seeded: 66,
  valid,
  change: (row) => ({ ...valid(), departure: row.departure, arrival: row.arrival, season: 'WINTER', flightNumber: '466A', weekdays: [], adults: 80, children: 4 }),
  filter: { query: 'filter[season]=WINTER', holds: (row) => row.season === 'WINTER' },
  badValues: [
    ['infants', 91],
    ['weekdays', [8]],
    ['weekdays', ['Monday']],
    ['season', 'MONSOON'],
    ['flightNumber', 'UT-103'],
    ['arrival', 'KJA'],
    ['adults', -1],
    ['children', 1_000],
    ['aircraftType', 'ZZZ'],
  ],
});

describe('paxes: passengers with a seat fit the aircraft type', () => {
  let server: TestServer;
  let headers: Record<string, string>;
  beforeAll(async () => {
    server = await createTestServer();
    headers = { ...(await server.as('airline@demo.test')), 'accept-language': 'en' };
  });
  afterAll(async () => server.close());

  it('refuses more seated passengers than the largest cabin of the type, and counts lap infants out', async () => {
    // The demo 735s have at most 120 seats.
    const over = await server.request({ method: 'POST', url: '/api/handbooks/paxes', payload: { ...valid(), adults: 110, children: 10, infantsWithSeat: 1 }, headers });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ fields: Record<string, string> }>().fields.adults).toBe('More passengers with a seat than the aircraft type has seats (120)');
    const laps = await server.request({ method: 'POST', url: '/api/handbooks/paxes', payload: { ...valid(), adults: 110, children: 10, infants: 5, infantsWithSeat: 0 }, headers });
    expect(laps.statusCode, laps.body).toBe(200);
    const unknownType = await server.request({ method: 'POST', url: '/api/handbooks/paxes', payload: { ...valid(), aircraftType: '320', adults: 400 }, headers });
    expect(unknownType.statusCode, unknownType.body).toBe(200);
  });
});

describe('paxes: an Excel round trip', () => {
  let server: TestServer;
  let signedIn: Record<string, string>;
  beforeAll(async () => {
    server = await createTestServer();
    signedIn = await server.as('airline@demo.test');
  });
  afterAll(async () => server.close());

  const PATH = '/handbooks/paxes';

  it.each(['ru', 'en'])('writes seasons and weekdays as the screen shows them in %s, and reads the same file back unchanged', async (language) => {
    const headers = { ...signedIn, 'accept-language': language };
    const created = await server.request({ method: 'POST', url: `/api${PATH}`, payload: { ...valid(), departure: 'UFA', weekdays: [1, 3, 5] }, headers });
    expect(created.statusCode, created.body).toBe(200);
    const before = await exportSheet(server, PATH, headers);
    const header = (before.sheet.getRow(1).values as unknown[]).map(String);
    const row = before.sheet.getSheetValues().find((values) => (values as unknown[] | undefined)?.[1] === created.json<ResourceRow>().id) as unknown[];
    expect(row[header.indexOf(language === 'ru' ? 'Сезон' : 'Season')]).toBe(language === 'ru' ? 'Лето' : 'Summer');
    expect(row[header.indexOf(language === 'ru' ? 'Дни недели' : 'Days of the week')]).toBe(language === 'ru' ? 'Пн, Ср, Пт' : 'Mon, Wed, Fri');
    const imported = await uploadSheet(server, PATH, before.buffer, headers);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ created: 0, updated: before.sheet.rowCount - 1 });
    expect(rowValues((await exportSheet(server, PATH, headers)).sheet)).toEqual(rowValues(before.sheet));
    await server.request({ method: 'DELETE', url: `/api${PATH}/id-${created.json<ResourceRow>().id}`, headers });
  });

  it('reads weekdays written as codes or names in either language', async () => {
    const file = await makeSheet(
      ['Вылет', 'Прилёт', 'Сезон', 'Номер рейса', 'Тип ВС', 'Дни недели', 'Взрослые (AAA)', 'Дети (RBG)', 'Младенцы без места (RMG)', 'Младенцы с местом (INS)'],
      [
        ['MRV', 'SGC', 'Лето', null, null, '1 3 5', 90, 8, 2, 1],
        ['MRV', 'TJM', 'Лето', null, null, 'пн; Wed, пятница', 90, 8, 2, 1],
        ['MRV', 'VKO', 'Лето', null, null, 'Tue, ср', 90, 8, 2, 1],
      ],
    );
    const response = await uploadSheet(server, PATH, file, signedIn);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({ '3.weekdays': 'Выберите одно из значений: Пн, Вт, Ср, Чт, Пт, Сб, Вс' });
  });
});
