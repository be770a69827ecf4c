import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_PAYMENT_METHOD } from '@shared/parties/contracts';
import type { LookupOption } from '@shared/resources/lookups';
import type { ResourcePage, ResourceRow } from '@shared/resources/list-query';
import { accreditations, contractors, contracts } from '../../db/schema';
import { describeResource } from '../../test/resource-suite';
import { createTestServer, type TestServer } from '../../test/harness';
import { contractsBinding } from './contracts';

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

const valid = () => ({
  number: 'UT-AG-2026/101',
  contractorId: companyId('Сибирь Логистик'),
  type: 'agent',
  country: 'RU',
  accountCode: '72-0101',
  currency: 'RUB',
  saleOriginPoints: ['TJM', 'SGC'],
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  unlimited: false,
  foundationNumber: null,
  paymentMethods: [
    { ...EMPTY_PAYMENT_METHOD, method: 'CA', label: 'Cash' },
    { ...EMPTY_PAYMENT_METHOD, method: 'KR', required: true, clientCodeRu: 'КР', clientCodeEn: 'KR', value: '500000' },
  ],
});

describeResource({
  binding: contractsBinding,
  editor: 'airline@demo.test',
  outsider: 'preshipper@demo.test',
  viewer: 'agent@demo.test',
  seeded: 3,
  valid,
  change: (row) => ({ ...valid(), contractorId: row.contractorId, currency: 'USD', unlimited: true, validTo: null, paymentMethods: [{ ...EMPTY_PAYMENT_METHOD, method: 'VZ' }] }),
  filter: { query: 'filter[type]=shipper', holds: (row) => row.type === 'shipper' },
  badValues: [
    ['validTo', '2025-12-31'],
    ['validTo', null],
    ['currency', 'EUR'],
    ['type', 'broker'],
    ['country', 'ZZ'],
    ['saleOriginPoints', ['ZZZ']],
    ['contractorId', 999_999],
    ['paymentMethods', [{ ...EMPTY_PAYMENT_METHOD, method: 'XX' }]],
    ['paymentMethods', [EMPTY_PAYMENT_METHOD, EMPTY_PAYMENT_METHOD]],
    ['paymentMethods', [{ method: 'CA' }]],
    ['paymentMethods', 'cash'],
  ],
});

describe('contracts: payment methods, application, whose they are', () => {
  let server: TestServer;
  let airline: Record<string, string>;
  let shipper: Record<string, string>;
  let agent: Record<string, string>;
  const url = '/api/handbooks/contracts';
  const post = (body: Record<string, unknown>, headers = airline) => server.request({ method: 'POST', url, payload: body, headers });

  beforeAll(async () => {
    server = await createTestServer();
    airline = await server.as('airline@demo.test');
    shipper = await server.as('shipper@demo.test');
    agent = await server.as('agent@demo.test');
  });
  afterAll(async () => server.close());

  it('keeps payment methods as rows of the contract, replaced on each save', async () => {
    const created = await post({ ...valid(), number: 'UT-PM-1' });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json<ResourceRow>();
    expect(row.paymentMethods).toEqual(valid().paymentMethods);
    expect(row.supplier).toBe('UTair Aviation');
    const lookup = await server.request({ method: 'GET', url: `/api/autocomplete/contractPayMethod?contractId=${row.id}`, headers: { ...airline, 'accept-language': 'en' } });
    expect(lookup.json<LookupOption[]>().map((o) => o.value)).toEqual(['CA', 'KR']);

    const methods = [{ ...EMPTY_PAYMENT_METHOD, method: 'CC', changeable: true, agentMustSpecify: true, clientName: 'Сибирь', applicability: 'Бронирование' }];
    const put = await server.request({ method: 'PUT', url: `${url}/id-${row.id}`, payload: { ...valid(), number: 'UT-PM-1', paymentMethods: methods }, headers: airline });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<ResourceRow>().paymentMethods).toEqual(methods);
    const after = await server.request({ method: 'GET', url: `/api/autocomplete/contractPayMethod?contractId=${row.id}`, headers: airline });
    expect(after.json<LookupOption[]>().map((o) => o.value)).toEqual(['CC']);
  });

  it('takes a contract with no payment methods given (null) as one with none', async () => {
    const created = await post({ ...valid(), number: 'UT-PM-0', paymentMethods: null });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<ResourceRow>().paymentMethods).toEqual([]);
  });

  it('needs a finish unless unlimited, and forgets it when unlimited', async () => {
    const open = await post({ ...valid(), number: 'UT-UNL-1', unlimited: true, validTo: '2027-01-01' });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json<ResourceRow>()).toMatchObject({ unlimited: true, validTo: null });
    const missing = await server.request({ method: 'POST', url, payload: { ...valid(), number: 'UT-UNL-2', validTo: null }, headers: { ...airline, 'accept-language': 'en' } });
    expect(missing.json()).toMatchObject({ fields: { validTo: 'Fill this field' } });
    const reversed = await server.request({ method: 'POST', url, payload: { ...valid(), number: 'UT-UNL-2', validFrom: '2026-05-01', validTo: '2026-04-30' }, headers: { ...airline, 'accept-language': 'en' } });
    expect(reversed.json<{ fields: Record<string, string> }>().fields).toHaveProperty('validTo');
  });

  it('keeps contract numbers unique for the airline', async () => {
    const twice = await server.request({ method: 'POST', url, payload: { ...valid(), number: 'UT-AG-2024/017' }, headers: { ...airline, 'accept-language': 'en' } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ fields: { number: 'A contract with this number already exists' } });
  });

  it('shows the accreditation request the contract came from, if any', async () => {
    // The demo agent's contract came from a seeded, completed request; AeroTrans' predates the cabinet.
    const [sibir] = await server.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.number, 'UT-AG-2024/017'));
    const seeded = (await server.request({ method: 'GET', url: `${url}/id-${sibir!.id}`, headers: agent })).json<ResourceRow>();
    expect(seeded.application).toMatchObject({ status: 'completed' });
    const [aerotrans] = await server.db.select({ id: contracts.id, airlineId: contracts.airlineId }).from(contracts).where(eq(contracts.number, 'UT-AG-2023/005'));
    const before = (await server.request({ method: 'GET', url: `${url}/id-${aerotrans!.id}`, headers: airline })).json<ResourceRow>();
    expect(before.application).toBeNull();
    const [request] = await server.db
      .insert(accreditations)
      .values({ airlineId: aerotrans!.airlineId, status: 'completed', contractType: 'agent', fullNameRu: 'ООО «АэроТранс Карго»', legalAddress: 'Москва', phone: '+7 495 555-10-05', email: 'cargo@aerotrans.example', ceoName: 'Лебедев И. С.', creatorEmail: 'ops@aerotrans.example', contractorId: companyId('АэроТранс Карго'), contractId: aerotrans!.id })
      .returning({ id: accreditations.id });
    const after = (await server.request({ method: 'GET', url: `${url}/id-${aerotrans!.id}`, headers: airline })).json<ResourceRow>();
    expect(after.application).toMatchObject({ id: request!.id, status: 'completed', name: 'ООО «АэроТранс Карго»' });
  });

  it("shows a client its own contracts only, with their balance", async () => {
    const own = (await server.request({ method: 'GET', url: `${url}?size=100`, headers: shipper })).json<ResourcePage>();
    expect(own.items.map((row) => row.number)).toEqual(['UT-SH-2025/042']);
    // The ledger's balance, as money in minor units.
    expect(own.items[0]).toMatchObject({ balance: { amount: 8_645_050, currency: 'RUB' }, currency: 'RUB' });
    const [foreign] = await server.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.number, 'UT-AG-2023/005'));
    expect((await server.request({ method: 'GET', url: `${url}/id-${foreign!.id}`, headers: shipper })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: `${url}/id-${foreign!.id}`, headers: agent })).statusCode).toBe(404);
    const lookup = (await server.request({ method: 'GET', url: '/api/autocomplete/contract?q=UT', headers: shipper })).json<LookupOption[]>();
    expect(lookup.map((o) => o.label)).toEqual(['UT-SH-2025/042']);
  });

  it('keeps the currency of a contract with money on its ledger, and lets a new one change', async () => {
    const [yamal] = await server.db.select({ id: contracts.id, contractorId: contracts.contractorId }).from(contracts).where(eq(contracts.number, 'UT-SH-2025/042'));
    const body = { ...valid(), number: 'UT-SH-2025/042', contractorId: yamal!.contractorId, type: 'shipper', paymentMethods: [] };
    const locked = await server.request({ method: 'PUT', url: `${url}/id-${yamal!.id}`, payload: { ...body, currency: 'USD' }, headers: airline });
    expect(locked.statusCode).toBe(400);
    expect(locked.json<{ fields: Record<string, string> }>().fields).toEqual({ currency: 'Валюту нельзя изменить: по балансу договора уже есть операции' });
    const created = await server.request({ method: 'POST', url, payload: { ...valid(), number: 'UT-CUR-1' }, headers: airline });
    const fresh = created.json<ResourceRow>();
    expect(fresh.balance).toEqual({ amount: 0, currency: 'RUB' });
    const changed = await server.request({ method: 'PUT', url: `${url}/id-${fresh.id}`, payload: { ...valid(), number: 'UT-CUR-1', currency: 'USD' }, headers: airline });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ResourceRow>().balance).toEqual({ amount: 0, currency: 'USD' });
  });

  it('keeps a contract that stocks still refer to', async () => {
    const [sibir] = await server.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.number, 'UT-AG-2024/017'));
    const refused = await server.request({ method: 'DELETE', url: `${url}/id-${sibir!.id}`, headers: airline });
    expect(refused.statusCode).toBe(409);
    expect((await server.request({ method: 'GET', url: `${url}/id-${sibir!.id}`, headers: airline })).statusCode).toBe(200);
  });
});
