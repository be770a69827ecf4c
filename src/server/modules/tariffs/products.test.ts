import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookupOption } from '@shared/resources/lookups';
import type { ResourceRow } from '@shared/resources/list-query';
import { describeResource } from '../../test/resource-suite';
import { createTestServer, type TestServer } from '../../test/harness';
import { productsBinding } from './products';

describeResource({
  binding: productsBinding,
  editor: 'airline@demo.test',
  outsider: 'agent@demo.test',
  seeded: 10,
  valid: () => ({ code: 'ICE', nameRu: 'Сухой лёд', nameEn: 'Dry ice', priority: 20, shc: ['ICE'] }),
  change: () => ({ code: 'ICE', nameRu: 'Грузы с сухим льдом', nameEn: 'Cargo on dry ice', priority: 21, shc: ['ICE', 'PER'] }),
  filter: { query: 'filter[shc]=PER', holds: (row) => (row.shc as string[]).includes('PER') },
  badValues: [
    ['code', 'G'],
    ['code', 'GEN CARGO'],
    ['priority', 0],
    ['priority', 1.5],
    ['shc', ['ZZZ']],
    ['nameEn', ''],
    ['code', 'GCR'],
  ],
});

describe('products: codes and the tariff product lookup', () => {
  let server: TestServer;
  let airline: Record<string, string>;
  let agent: Record<string, string>;
  const create = (body: Record<string, unknown>) => server.request({ method: 'POST', url: '/api/handbooks/products', payload: body, headers: airline });

  beforeAll(async () => {
    server = await createTestServer();
    airline = await server.as('airline@demo.test');
    agent = await server.as('agent@demo.test');
  });
  afterAll(async () => server.close());

  it('keeps codes upper-case and once per airline', async () => {
    const created = await create({ code: 'spx', nameRu: 'Спецгруз', nameEn: 'Special cargo', priority: 30, shc: 'hea, big' });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json<ResourceRow>();
    expect(row).toMatchObject({ code: 'SPX', shc: ['HEA', 'BIG'] });
    const twice = await server.request({ method: 'POST', url: '/api/handbooks/products', payload: { code: 'SPX', nameRu: 'Ещё', nameEn: 'Again', priority: 31, shc: [] }, headers: { ...airline, 'accept-language': 'en' } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ fields: { code: 'A product with this code already exists' } });
    // Saving a product under its own code is no clash.
    const same = await server.request({ method: 'PUT', url: `/api/handbooks/products/id-${row.id}`, payload: { code: 'SPX', nameRu: 'Спецгруз', nameEn: 'Special cargo', priority: 29, shc: [] }, headers: airline });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('is found by the tariffProduct lookup by code and by name in the reader\'s language', async () => {
    const search = async (q: string, language: 'ru' | 'en', headers = airline) =>
      (await server.request({ method: 'GET', url: `/api/autocomplete/tariffProduct?q=${encodeURIComponent(q)}`, headers: { ...headers, 'accept-language': language } })).json<LookupOption[]>();
    expect((await search('Фарма', 'ru')).map((o) => o.label)).toEqual(['PIL Фармацевтика']);
    expect((await search('pharma', 'en')).map((o) => o.label)).toEqual(['PIL Pharma']);
    const express = await search('XPS', 'en');
    expect(express[0]).toMatchObject({ label: 'XPS Express', description: 'XPS' });
    // Clients pick products of the airlines they hold a contract with (booking, pricing).
    expect((await search('GCR', 'en', agent)).map((o) => o.label)).toEqual(['GCR General cargo']);
  });
});
