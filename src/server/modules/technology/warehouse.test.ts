import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookupOption } from '@shared/resources/lookups';
import { describeResource } from '../../test/resource-suite';
import { createTestServer, type TestServer } from '../../test/harness';
import { warehouseBinding } from './bindings';
import { readDemoIds, type DemoIds } from './test-ids';

const valid = () => ({
  airport: 'KJA',
  code: 'KJA-2',
  name: 'Krasnoyarsk Customs Terminal',
  address: '660118, Krasnoyarsk, 9 Maya st. 2',
  active: true,
  licenseNumber: '10606/010120/10080/2',
  licenseFrom: '2020-01-01',
  licenseTo: null,
  contactName: 'Oksana Belova',
  phone: '+7 391 200-40-10',
  email: 'svh@kct.example',
});

describeResource({
  binding: warehouseBinding,
  editor: 'airline@demo.test',
  outsider: 'agent@demo.test',
  seeded: 21,
  valid,
  change: () => ({ ...valid(), name: 'Krasnoyarsk Customs Terminal 2', licenseTo: '2030-12-31', active: false }),
  filter: { query: 'filter[active]=false', holds: (row) => row.active === false },
  badValues: [
    ['licenseTo', '2019-12-31'],
    ['code', 'a'],
    ['email', 'not an email'],
    ['phone', 'call me'],
    ['airport', 'ZZZ'],
    ['active', 'maybe'],
    ['licenseFrom', '2020-02-30'],
  ],
});

describe('warehouse: register entries, codes, the lookup and the rules that use it', () => {
  let server: TestServer;
  let headers: Record<string, string>;
  let ids: DemoIds;
  beforeAll(async () => {
    ids = await readDemoIds();
    server = await createTestServer();
    headers = { ...(await server.as('airline@demo.test')), 'accept-language': 'en' };
  });
  afterAll(async () => server.close());

  it('asks for the register number when its dates are given, and refuses a code already taken', async () => {
    const dates = await server.request({ method: 'POST', url: '/api/handbooks/warehouse', payload: { ...valid(), licenseNumber: null }, headers });
    expect(dates.json<{ fields: Record<string, string> }>().fields).toEqual({ licenseNumber: 'Fill this field' });
    const taken = await server.request({ method: 'POST', url: '/api/handbooks/warehouse', payload: { ...valid(), code: 'tjm-1' }, headers });
    expect(taken.json<{ fields: Record<string, string> }>().fields).toEqual({ code: 'This code is already taken' });
  });

  it('is found by the warehouse lookup by code, name and airport', async () => {
    const search = async (q: string) => (await server.request({ method: 'GET', url: `/api/autocomplete/warehouse?q=${q}`, headers })).json<LookupOption[]>();
    expect((await search('Рощино')).map((o) => o.value)).toEqual([ids.warehouses['TJM-1']]);
    expect((await search('VKO')).length).toBe(3);
  });

  it('is not deleted while a rule sends cargo to it: 409, never 500', async () => {
    const response = await server.request({ method: 'DELETE', url: `/api/handbooks/warehouse/id-${ids.warehouses['TJM-1']}`, headers });
    expect(response.statusCode).toBe(409);
  });
});
