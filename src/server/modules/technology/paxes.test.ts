import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeResource } from '../../test/resource-suite';
import { createTestServer, type TestServer } from '../../test/harness';
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
    expect(laps.statusCode, laps.body).toBe(201);
    const unknownType = await server.request({ method: 'POST', url: '/api/handbooks/paxes', payload: { ...valid(), aircraftType: '320', adults: 400 }, headers });
    expect(unknownType.statusCode, unknownType.body).toBe(201);
  });
});
