import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookupOption } from '@shared/resources/lookups';
import { describeResource } from '../../test/resource-suite';
import { createTestServer, type TestServer } from '../../test/harness';
import { commodityBinding } from './bindings';

const valid = () => ({ code: 'SALMON', nameRu: 'Лосось охлаждённый', nameEn: 'Chilled salmon', shc: ['PES', 'PER'], hsCodes: '0302 14 000 0; 0302.13' });

describeResource({
  binding: commodityBinding,
  editor: 'airline@demo.test',
  outsider: 'agent@demo.test',
  seeded: 44,
  valid,
  change: () => ({ ...valid(), nameEn: 'Fresh Atlantic salmon', shc: ['PES'], hsCodes: '0302140000' }),
  filter: { query: 'filter[shc]=PES', holds: (row) => (row.shc as string[]).includes('PES') },
  badValues: [
    ['hsCodes', '12345'],
    ['hsCodes', '0302, 03'],
    ['code', 'x'],
    ['code', 'TWO WORDS'],
    ['nameRu', ''],
    ['nameEn', 'x'.repeat(201)],
    ['shc', ['ZZZ']],
  ],
});

describe('commodity: codes, HS codes as customs writes them, and the lookup', () => {
  let server: TestServer;
  let headers: Record<string, string>;
  beforeAll(async () => {
    server = await createTestServer();
    headers = await server.as('airline@demo.test');
  });
  afterAll(async () => server.close());

  it('stores HS codes as digits, once each, and refuses a code already taken', async () => {
    const created = await server.request({ method: 'POST', url: '/api/handbooks/commodity', payload: { ...valid(), code: 'trout', hsCodes: '0302 11 000 0, 0302110000 ;0303' }, headers });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<{ code: string; hsCodes: string }>()).toMatchObject({ code: 'TROUT', hsCodes: '0302110000, 0303' });
    const taken = await server.request({ method: 'POST', url: '/api/handbooks/commodity', payload: { ...valid(), code: 'fish-fr' }, headers: { ...headers, 'accept-language': 'en' } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json<{ fields: Record<string, string> }>().fields).toEqual({ code: 'This code is already taken' });
  });

  it('is found by the commodity lookup by code, name in either language and HS code', async () => {
    const search = async (q: string, language = 'ru') =>
      (await server.request({ method: 'GET', url: `/api/autocomplete/commodity?q=${encodeURIComponent(q)}`, headers: { ...headers, 'accept-language': language } })).json<LookupOption[]>();
    expect((await search('оленина')).map((o) => o.label)).toContain('VENISON Оленина охлаждённая');
    expect((await search('venison', 'en')).map((o) => o.label)).toContain('VENISON Chilled venison');
    expect((await search('2530900009')).map((o) => o.label)).toEqual(['CORE Керн (образцы пород)']);
    expect((await search('FISH')).length).toBeGreaterThanOrEqual(2);
    const agent = await server.as('agent@demo.test');
    const forAgent = (await server.request({ method: 'GET', url: '/api/autocomplete/commodity?q=PHARMA', headers: agent })).json<LookupOption[]>();
    expect(forAgent.map((o) => o.description)).toEqual(['3004']);
  });
});
