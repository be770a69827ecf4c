import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceRow } from '@shared/resources/list-query';
import { describeResource } from '../../test/resource-suite';
import { createTestServer, type TestServer } from '../../test/harness';
import { capacitiesBinding } from './bindings';

const matrix = () => ({
  heights: [30, 60, 90],
  widths: [40, 80, 120],
  lengths: [
    [400, 350, 300],
    [320, 280, null],
    [null, null, null],
  ],
});

const valid = () => ({
  aircraftType: '320',
  registrations: [],
  seats: 156,
  mtow: 73_500,
  defaultPayload: 18_000,
  payloadVolume: 37.4,
  trunkMaxHeight: 112,
  trunkLength: 1_050,
  trunkWidth: 350,
  trunkVolume: 37.4,
  trunkWeight: 9_000,
  maxCargoVolume: 25,
  maxCargoWeight: 6_000,
  overloadColor: '#D13438',
  underloadColor: '#0078d4',
  matrix: matrix(),
});

describeResource({
  binding: capacitiesBinding,
  editor: 'airline@demo.test',
  outsider: 'agent@demo.test',
  seeded: 25,
  valid,
  change: (row) => ({ ...valid(), aircraftType: row.aircraftType, seats: 150, overloadColor: '#c50f1f', underloadColor: '#107c10', maxCargoVolume: null, matrix: { ...matrix(), lengths: [[410, 350, 300], [320, 280, 120], [null, null, null]] } }),
  filter: { query: 'filter[aircraftType]=738', holds: (row) => row.aircraftType === '738' },
  badValues: [
    ['matrix', { heights: [60, 30], widths: [40], lengths: [[100], [200]] }],
    ['matrix', { heights: [30, 30], widths: [40], lengths: [[100], [200]] }],
    ['matrix', { heights: [30], widths: [40], lengths: [['long']] }],
    ['matrix', { heights: [30], widths: [40], lengths: [[-5]] }],
    ['matrix', { heights: [30], widths: [40, 50], lengths: [[100]] }],
    ['matrix', { heights: [0], widths: [40], lengths: [[100]] }],
    ['matrix', { heights: Array.from({ length: 31 }, (_, i) => i + 1), widths: [], lengths: Array.from({ length: 31 }, () => []) }],
    ['matrix', { heights: [30], widths: [40], lengths: [[2_000]] }],
    ['matrix', { heights: [200], widths: [40], lengths: [[100]] }],
    ['matrix', { heights: [30], widths: [40], lengths: [[100]], extra: 1 }],
    ['matrix', 'none'],
    ['matrix', null],
    ['overloadColor', 'red'],
    ['defaultPayload', 80_000],
    ['maxCargoWeight', 9_500],
    ['maxCargoVolume', 40],
    ['aircraftType', 'XYZ'],
    ['registrations', ['not a tail!']],
    ['seats', -1],
    ['trunkLength', 0],
  ],
});

describe('capacities: the matrix as typed, and one capacity per type or tail', () => {
  let server: TestServer;
  let headers: Record<string, string>;
  const post = (body: object) => server.request({ method: 'POST', url: '/api/handbooks/capacities', payload: body, headers: { ...headers, 'accept-language': 'en' } });
  const fieldsOf = (response: { body: string }) => (JSON.parse(response.body) as { fields: Record<string, string> }).fields;

  beforeAll(async () => {
    server = await createTestServer();
    headers = await server.as('airline@demo.test');
  });
  afterAll(async () => server.close());

  it('reads a matrix typed in a form (text cells, empty ones) as numbers and nulls, and gives it back', async () => {
    const typed = { heights: ['30', ' 60 '], widths: ['40', '80'], lengths: [['400', ''], [' 320', null]] };
    const created = await post({ ...valid(), aircraftType: '321', matrix: typed });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json<ResourceRow>();
    expect(row.matrix).toEqual({ heights: [30, 60], widths: [40, 80], lengths: [[400, null], [320, null]] });
    const again = await server.request({ method: 'GET', url: `/api/handbooks/capacities/id-${row.id}`, headers });
    expect(again.json<ResourceRow>().matrix).toEqual(row.matrix);
  });

  it('says what is wrong with a matrix in the spec texts', async () => {
    expect(fieldsOf(await post({ ...valid(), matrix: { heights: [30], widths: [40], lengths: [['1.5']] } })).matrix).toBe('Enter an integer');
    expect(fieldsOf(await post({ ...valid(), matrix: { heights: [30], widths: [40], lengths: [[6_000]] } })).matrix).toBe('The maximum value is 5000');
    expect(fieldsOf(await post({ ...valid(), matrix: { heights: [60, 30], widths: [40], lengths: [[1], [2]] } })).matrix).toBe('Sizes must go up');
    expect(fieldsOf(await post({ ...valid(), matrix: { heights: [30], widths: [40], lengths: [[1_100]] } })).matrix).toBe('The matrix goes beyond the trunk: check the row heights and the lengths');
  });

  it("refuses a second type-wide capacity and a tail another row already has", async () => {
    const typeWide = await post({ ...valid(), aircraftType: '738' });
    expect(typeWide.statusCode).toBe(400);
    expect(fieldsOf(typeWide).registrations).toBe('This aircraft type already has a record without registrations');
    const tail = await post({ ...valid(), aircraftType: '738', registrations: ['VQ-BJZ', 'vq-bje'] });
    expect(tail.statusCode).toBe(400);
    expect(fieldsOf(tail).registrations).toBe('VQ-BJE is already in another record');
    expect((await post({ ...valid(), aircraftType: '738', registrations: ['VQ-BJZ'] })).statusCode).toBe(200);
  });
});
