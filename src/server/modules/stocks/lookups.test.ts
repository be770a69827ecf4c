import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookupOption } from '@shared/resources/lookups';
import { contracts, stockItems, stocks } from '../../db/schema';
import { createTestServer, type TestServer } from '../../test/harness';

// The AWB number look-up (awbBlank) narrowed to a contract: airline staff booking for a client are
// offered that client's unused numbers only; a client naming another's contract is offered none.

const AGENT_CONTRACT = 'UT-AG-2024/017';
const OTHER_CONTRACT = 'UT-AG-2023/005';

describe('the AWB number look-up narrowed to a contract', () => {
  let server: TestServer;
  let airline: Record<string, string>;
  let agent: Record<string, string>;
  let ids: Record<string, number>;

  const lookup = async (headers: Record<string, string>, query: string) => {
    const response = await server.request({ method: 'GET', url: `/api/autocomplete/awbBlank?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LookupOption[]>();
  };
  /** The contract number whose stock holds each offered number. */
  const contractsOf = async (options: LookupOption[]): Promise<string[]> => {
    if (!options.length) return [];
    const rows = await server.db
      .selectDistinct({ number: contracts.number })
      .from(stockItems)
      .innerJoin(stocks, eq(stocks.id, stockItems.stockId))
      .innerJoin(contracts, eq(contracts.id, stocks.contractId))
      .where(inArray(sql`${stockItems.prefix} || '-' || ${stockItems.serial}`, options.map((option) => String(option.value))));
    return rows.map((row) => row.number).sort();
  };
  /** An unused number of a contract's stock, as the look-up writes it. */
  const unusedOf = async (number: string): Promise<string> => {
    const [row] = await server.db
      .select({ prefix: stockItems.prefix, serial: stockItems.serial })
      .from(stockItems)
      .innerJoin(stocks, eq(stocks.id, stockItems.stockId))
      .where(and(eq(stocks.contractId, ids[number]!), eq(stockItems.status, 'unused')))
      .orderBy(stockItems.number)
      .limit(1);
    return `${row!.prefix}-${row!.serial}`;
  };

  beforeAll(async () => {
    server = await createTestServer();
    airline = await server.as('airline@demo.test');
    agent = await server.as('agent@demo.test');
    ids = Object.fromEntries((await server.db.select({ id: contracts.id, number: contracts.number }).from(contracts)).map((row) => [row.number, row.id]));
  });
  afterAll(async () => server.close());

  it("offers airline staff the named contract's unused numbers only", async () => {
    for (const number of [AGENT_CONTRACT, OTHER_CONTRACT]) {
      const offered = await lookup(airline, `contractId=${ids[number]}&limit=100`);
      expect(offered.length, number).toBeGreaterThan(0);
      expect(await contractsOf(offered), number).toEqual([number]);
      // Typed digits narrow within the contract too.
      const first = String(offered[0]!.value);
      const typed = await lookup(airline, `contractId=${ids[number]}&q=${first.replace(/\D/g, '')}`);
      expect(typed.map((option) => option.value)).toEqual([first]);
    }
  });

  it("resolves a number within the named contract, and not another contract's", async () => {
    const other = await unusedOf(OTHER_CONTRACT);
    expect(await lookup(airline, `contractId=${ids[OTHER_CONTRACT]}&values[0]=${other}`)).toEqual([{ value: other, label: other }]);
    expect(await lookup(airline, `contractId=${ids[AGENT_CONTRACT]}&values[0]=${other}`)).toEqual([]);
  });

  it("offers a client its own contract's numbers, and none through another's contract", async () => {
    const own = await lookup(agent, `contractId=${ids[AGENT_CONTRACT]}&limit=100`);
    expect(own.length).toBeGreaterThan(0);
    expect(await contractsOf(own)).toEqual([AGENT_CONTRACT]);
    // Another client's contract named: nothing, searched or resolved.
    expect(await lookup(agent, `contractId=${ids[OTHER_CONTRACT]}&limit=100`)).toEqual([]);
    expect(await lookup(agent, `contractId=${ids[OTHER_CONTRACT]}&q=298`)).toEqual([]);
    expect(await lookup(agent, `contractId=${ids[OTHER_CONTRACT]}&values[0]=${await unusedOf(OTHER_CONTRACT)}`)).toEqual([]);
    // Without the parameter, still its own numbers only.
    expect(await contractsOf(await lookup(agent, 'limit=100'))).toEqual([AGENT_CONTRACT]);
  });

  it('refuses a contract that is no row id, and answers a visitor nothing', async () => {
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      const response = await server.request({ method: 'GET', url: `/api/autocomplete/awbBlank?contractId=${bad}`, headers: airline });
      expect(response.statusCode, bad).toBe(400);
    }
    expect((await server.request({ method: 'GET', url: `/api/autocomplete/awbBlank?contractId=${ids[AGENT_CONTRACT]}` })).statusCode).toBe(401);
  });
});
