import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeResource } from '../../test/resource-suite';
import { createTestServer, type TestServer } from '../../test/harness';
import { payloadsBinding } from './bindings';

const valid = () => ({ departure: 'KJA', arrival: 'OVB', aircraftType: '735', registrations: [], season: 'SUMMER', payload: 13_200 });

describeResource({
  binding: payloadsBinding,
  editor: 'airline@demo.test',
  outsider: 'agent@demo.test',
  seeded: 67,
  valid,
  change: (row) => ({ ...valid(), departure: row.departure, arrival: row.arrival, payload: 12_950.5 }),
  filter: { query: 'filter[aircraftType]=AT7', holds: (row) => row.aircraftType === 'AT7' },
  badValues: [
    ['payload', 0],
    ['payload', 'much'],
    ['season', 'X'],
    ['aircraftType', 'ZZZ'],
    ['arrival', 'KJA'],
    ['registrations', ['!!']],
  ],
});

describe('payloads: one limit per route, type or tail, and season, within the MTOW', () => {
  let server: TestServer;
  let headers: Record<string, string>;
  const post = (body: object) => server.request({ method: 'POST', url: '/api/handbooks/payloads', payload: body, headers });
  const fieldsOf = (response: { body: string }) => (JSON.parse(response.body) as { fields: Record<string, string> }).fields;
  beforeAll(async () => {
    server = await createTestServer();
    headers = { ...(await server.as('airline@demo.test')), 'accept-language': 'en' };
  });
  afterAll(async () => server.close());

  it('refuses a limit above the type’s MTOW, a repeated limit and a tail already limited', async () => {
    expect(fieldsOf(await post({ ...valid(), payload: 70_000 })).payload).toBe('Above this aircraft type\'s MTOW (60550 kg)');
    expect(fieldsOf(await post({ ...valid(), departure: 'VKO', arrival: 'SGC', aircraftType: '738', season: 'WINTER' })).season).toBe(
      'This route, aircraft type and season already have a limit',
    );
    expect(fieldsOf(await post({ ...valid(), departure: 'VKO', arrival: 'NUX', aircraftType: '738', season: 'WINTER', registrations: ['VQ-BJE'] })).registrations).toBe(
      'VQ-BJE is already in another limit of this route and season',
    );
    expect((await post({ ...valid(), departure: 'VKO', arrival: 'NUX', aircraftType: '738', season: 'WINTER', registrations: ['VQ-BQQ'], payload: 18_500 })).statusCode).toBe(200);
  });
});
