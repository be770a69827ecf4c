import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractTariff, ContractTariffsPage } from '@shared/tariffs/contract-tariffs-api';
import { contracts, tariffs } from '../../db/schema';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';

// GET /api/handbooks/contracts/id-{id}/tariffs over the demo tariff book, on both databases: a
// contract's public and own fares in force, never another contract's, for whom the contract is.

let server: TestServer;
const headers: Record<string, Record<string, string>> = {};
const contract: Record<'agent' | 'shipper' | 'otherAgent', number> = { agent: 0, shipper: 0, otherAgent: 0 };
const today = new Date().toISOString().slice(0, 10);
/** Fares the tests add: one of another contract only, one shared with it, one expired, one of the agent where the shipper sells. */
const added = { other: 0, shared: 0, expired: 0, agentFromSly: 0 };

const url = (id: number, query = '') => `/api/handbooks/contracts/id-${id}/tariffs${query ? `?${query}` : ''}`;
const get = (who: string, id: number, query = '') => server.request({ method: 'GET', url: url(id, query), headers: headers[who]! });

/** Every page of a contract's fares for a filter, checking that the pages add up to the total. */
async function allFares(who: string, id: number, filter: string): Promise<ContractTariff[]> {
  const items: ContractTariff[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await get(who, id, `${filter}&size=100&page=${page}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<ContractTariffsPage>();
    items.push(...body.items);
    if (items.length >= body.total || !body.items.length) {
      expect(items).toHaveLength(body.total);
      return items;
    }
  }
}

/** Each fare's contracts as stored. */
async function storedContracts(items: readonly ContractTariff[]): Promise<Map<number, number[]>> {
  const rows = await server.db.select({ id: tariffs.id, contracts: tariffs.contracts }).from(tariffs).where(inArray(tariffs.id, items.map((item) => item.id)));
  return new Map(rows.map((row) => [row.id, row.contracts]));
}

const order = (a: ContractTariff, b: ContractTariff) => a.departure.localeCompare(b.departure) || a.arrival.localeCompare(b.arrival) || a.begin.localeCompare(b.begin);

beforeAll(async () => {
  server = await createTestServer();
  for (const who of ['airline', 'agent', 'shipper'] as const) headers[who] = await server.as(DEMO_USERS[who]);
  for (const [key, number] of [['agent', 'UT-AG-2024/017'], ['shipper', 'UT-SH-2025/042'], ['otherAgent', 'UT-AG-2023/005']] as const) {
    const [row] = await server.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.number, number));
    contract[key] = row!.id;
  }
  const [{ airlineId } = { airlineId: 0 }] = await server.db.select({ airlineId: contracts.airlineId }).from(contracts).where(eq(contracts.id, contract.agent));
  const fare = (values: Partial<typeof tariffs.$inferInsert>): typeof tariffs.$inferInsert => ({
    airlineId,
    departure: 'TJM',
    arrival: 'KZN',
    begin: '2026-01-01',
    basis: 'GCR',
    currency: 'RUB',
    measure: 'kg',
    minValue: 150_000,
    normal: 7_000,
    breaks: [{ weight: 45, rate: 6_500 }],
    region: 'ВВЛ',
    ...values,
  });
  const rows = await server.db
    .insert(tariffs)
    .values([
      fare({ contracts: [contract.otherAgent], normal: 1_111 }),
      fare({ contracts: [contract.otherAgent, contract.agent], normal: 2_222 }),
      fare({ contracts: [contract.agent], begin: '2020-01-01', finish: '2020-12-31', normal: 3_333 }),
      fare({ contracts: [contract.agent], departure: 'SLY', arrival: 'TJM', normal: 4_444 }),
    ])
    .returning({ id: tariffs.id });
  [added.other, added.shared, added.expired, added.agentFromSly] = rows.map((row) => row.id) as [number, number, number, number];
});
afterAll(async () => server.close());

describe("a contract's fares", () => {
  it('shows the agent public fares and its own in force, sorted, and never another contract’s', async () => {
    const items = await allFares('agent', contract.agent, 'departure=TJM');
    const stored = await storedContracts(items);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const named = stored.get(item.id)!;
      expect(named.length === 0 || named.includes(contract.agent), `fare ${item.id} names ${named.join(',')}`).toBe(true);
      expect(item.own).toBe(named.includes(contract.agent));
      expect(item.departure).toBe('TJM');
      expect(item.finish === null || item.finish >= today, `fare ${item.id} ended ${item.finish}`).toBe(true);
    }
    expect(items.some((item) => item.own)).toBe(true);
    expect(items.some((item) => !item.own)).toBe(true);
    expect([...items].sort(order)).toEqual(items);
    const ids = new Set(items.map((item) => item.id));
    expect(ids.has(added.shared)).toBe(true);
    expect(items.find((item) => item.id === added.shared)).toMatchObject({ own: true, normal: 2_222, minValue: 150_000, breaks: [{ weight: 45, rate: 6_500 }], currency: 'RUB', basis: 'GCR', measure: 'kg' });
    expect(ids.has(added.other)).toBe(false);
    expect(ids.has(added.expired)).toBe(false);
  });

  it('leaves out fares departing where the contract does not sell', async () => {
    // The agent sells from TJM, SGC, HMA and NJC: a quote from elsewhere is refused, so those fares do not apply.
    const page = (await get('agent', contract.agent, 'size=100')).json<ContractTariffsPage>();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => ['TJM', 'SGC', 'HMA', 'NJC'].includes(item.departure))).toBe(true);
    expect((await get('agent', contract.agent, 'departure=VKO')).json<ContractTariffsPage>().total).toBe(0);
    expect((await get('airline', contract.otherAgent, 'departure=VKO')).json<ContractTariffsPage>().total).toBeGreaterThan(0);
  });

  it('shows the shipper public fares and its own, never the agent’s', async () => {
    const items = await allFares('shipper', contract.shipper, 'departure=SLY');
    const stored = await storedContracts(items);
    expect(items.some((item) => item.own)).toBe(true);
    for (const item of items) {
      const named = stored.get(item.id)!;
      expect(named.length === 0 || named.includes(contract.shipper)).toBe(true);
      expect(named.includes(contract.agent) && !named.includes(contract.shipper)).toBe(false);
    }
    expect(items.some((item) => item.id === added.agentFromSly)).toBe(false);
    expect(items.some((item) => !item.own)).toBe(true);
  });

  it('answers 404 for another client’s contract or one that does not exist', async () => {
    expect((await get('agent', contract.shipper)).statusCode).toBe(404);
    expect((await get('agent', contract.otherAgent)).statusCode).toBe(404);
    expect((await get('shipper', contract.agent)).statusCode).toBe(404);
    expect((await get('agent', 999_999)).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: url(contract.agent) })).statusCode).toBe(401);
  });

  it('shows airline staff any contract of their airline, each with its own fares', async () => {
    for (const id of Object.values(contract)) expect((await get('airline', id)).statusCode).toBe(200);
    const agents = await allFares('airline', contract.agent, 'departure=TJM&arrival=KZN');
    expect(agents.find((item) => item.id === added.shared)?.own).toBe(true);
    expect(agents.some((item) => item.id === added.other)).toBe(false);
    const other = await allFares('airline', contract.otherAgent, 'departure=VKO');
    const stored = await storedContracts(other);
    expect(other.some((item) => item.own)).toBe(true);
    expect(other.every((item) => item.own === stored.get(item.id)!.includes(contract.otherAgent))).toBe(true);
    expect(other.every((item) => stored.get(item.id)!.length === 0 || item.own)).toBe(true);
  });

  it('pages in order, filters by departure and arrival, and refuses bad paging or codes with 400', async () => {
    const first = (await get('agent', contract.agent, 'size=5&page=1')).json<ContractTariffsPage>();
    const second = (await get('agent', contract.agent, 'size=5&page=2')).json<ContractTariffsPage>();
    const both = (await get('agent', contract.agent, 'size=10&page=1')).json<ContractTariffsPage>();
    expect(first.items).toHaveLength(5);
    expect(second.total).toBe(first.total);
    expect(first.total).toBeGreaterThan(10);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(both.items.map((item) => item.id));
    const route = (await get('agent', contract.agent, 'departure=tjm&arrival=KZN&size=100')).json<ContractTariffsPage>();
    expect(route.total).toBeGreaterThan(0);
    expect(route.items.every((item) => item.departure === 'TJM' && item.arrival === 'KZN')).toBe(true);
    expect((await get('agent', contract.agent, 'departure=&arrival=')).json<ContractTariffsPage>().total).toBe(first.total);
    for (const query of ['size=1000', 'page=0', 'departure=ZZ', 'arrival=1234']) expect((await get('agent', contract.agent, query)).statusCode, query).toBe(400);
  });
});
