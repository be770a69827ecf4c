import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteAnswer } from '@shared/tariffs/pricing-api';
import { contracts, tariffs } from '../../db/schema';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';

// POST /api/pricing/quote over the demo tariff book, on both databases: whose fares, which
// lines, the refusals. The engine's own rules are its unit tests'.

let server: TestServer;
const headers: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  server = await createTestServer();
  for (const who of ['airline', 'agent', 'shipper', 'preshipper'] as const) headers[who] = { ...(await server.as(DEMO_USERS[who])), 'accept-language': 'en' };
});
afterAll(async () => server.close());

const shipment = { departure: 'TJM', arrival: 'KZN', date: '2026-12-01', pieces: 3, weight: 120, volume: 0.4, shc: [] as string[] };
const quote = (who: string, body: Record<string, unknown>) => server.request({ method: 'POST', url: '/api/pricing/quote', payload: body, headers: headers[who]! });

async function contractOf(number: string): Promise<number> {
  const [row] = await server.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.number, number));
  return row!.id;
}

describe('a quote', () => {
  it('prices public fares for airline staff: freight, surcharges and VAT, adding up to the total', async () => {
    const answer = await quote('airline', shipment);
    expect(answer.statusCode, answer.body).toBe(200);
    const priced = answer.json<QuoteAnswer>();
    expect(priced.contractId).toBeNull();
    expect(priced.currency).toBe('RUB');
    expect(priced.chargeableWeight).toBe(120);
    expect(priced.total).toBe(priced.lines.reduce((sum, line) => sum + line.amount, 0));
    expect(priced.lines.map((line) => `${line.kind}:${line.code}`)).toEqual(expect.arrayContaining(['freight:WT', 'surcharge:MY', 'surcharge:SC', 'surcharge:AW', 'tax:VAT']));
    // Domestic carriage in December 2026: VAT at 22%, from its dated row.
    expect(priced.lines.find((line) => line.code === 'VAT')?.rate).toBe(22);
    const [chosen] = await server.db.select().from(tariffs).where(eq(tariffs.id, priced.tariffId));
    expect(chosen).toMatchObject({ departure: 'TJM', arrival: 'KZN', basis: 'GCR', contracts: [] });
    expect(priced.candidates.filter((one) => one.outcome === 'chosen')).toEqual([{ id: priced.tariffId, outcome: 'chosen' }]);
    expect(priced.candidates.some((one) => one.reason === 'dates')).toBe(true);
  });

  it('takes VAT at 20% on a date of 2025', async () => {
    const priced = (await quote('airline', { ...shipment, date: '2025-12-01' })).json<QuoteAnswer>();
    expect(priced.lines.find((line) => line.code === 'VAT')?.rate).toBe(20);
  });

  it('prices an agent under its own contract, whose fare beats the public one', async () => {
    const answer = await quote('agent', shipment);
    expect(answer.statusCode, answer.body).toBe(200);
    const priced = answer.json<QuoteAnswer>();
    expect(priced.contractId).toBe(await contractOf('UT-AG-2024/017'));
    const [chosen] = await server.db.select({ contracts: tariffs.contracts }).from(tariffs).where(eq(tariffs.id, priced.tariffId));
    expect(chosen?.contracts).toEqual([priced.contractId]);
    expect(priced.candidates.some((one) => one.reason === 'beatenByContract')).toBe(true);
    const publicTotal = (await quote('airline', shipment)).json<QuoteAnswer>().total;
    expect(priced.total).toBeLessThan(publicTotal);
  });

  it('adds the surcharge of dangerous goods and prices pharma by its specific rate', async () => {
    const dgr = (await quote('airline', { ...shipment, shc: ['DGR'] })).json<QuoteAnswer>();
    expect(dgr.lines.find((line) => line.code === 'RA')?.amount).toBe(350_000);
    const pharma = (await quote('airline', { ...shipment, shc: ['PIL'] })).json<QuoteAnswer>();
    expect(pharma.rateClass).toBe('C');
  });

  it('never shows a client another contract’s fare', async () => {
    const other = await contractOf('UT-AG-2023/005');
    const answer = await quote('agent', { ...shipment, contractId: other });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json<{ fields: Record<string, string> }>().fields)).toEqual(['contractId']);
    const priced = (await quote('shipper', { ...shipment, departure: 'SLY', arrival: 'TJM' })).json<QuoteAnswer>();
    const fares = await server.db.select({ id: tariffs.id }).from(tariffs).where(and(eq(tariffs.departure, 'SLY'), eq(tariffs.arrival, 'TJM'), sql`cardinality(${tariffs.contracts}) > 0 and not (${priced.contractId} = any(${tariffs.contracts}))`));
    const seen = new Set(priced.candidates.map((one) => one.id));
    expect(fares.every((fare) => !seen.has(fare.id))).toBe(true);
  });

  it('refuses a departure outside the contract’s points of sale with 422', async () => {
    const answer = await quote('agent', { ...shipment, departure: 'VKO' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ message: string }>().message).toBe('Your contract sells from TJM, SGC, HMA, NJC, not from VKO');
  });

  it('answers 422 where no tariff applies and 403 to a company without a contract', async () => {
    const none = await quote('airline', { ...shipment, arrival: 'OVB' });
    expect(none.statusCode).toBe(422);
    expect(none.json<{ message: string }>().message).toBe('No tariff applies to TJM → OVB on 2026-12-01');
    const applicant = await quote('preshipper', shipment);
    expect(applicant.statusCode).toBe(403);
    expect(applicant.json<{ message: string }>().message).toMatch(/contract in force/);
  });

  it('answers 400 on the field to bad input, never 500', async () => {
    for (const [field, value] of [
      ['weight', -1],
      ['weight', 'heavy'],
      ['departure', 'ZZ'],
      ['date', '0000-01-01'],
      ['pieces', 1.5],
      ['shc', ['ZZZ']],
      ['contractId', 99_999_999_999],
      ['load', { weightPercent: -5, volumePercent: 10 }],
    ] as const) {
      const answer = await quote('airline', { ...shipment, [field]: value });
      expect(answer.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(Object.keys(answer.json<{ fields: Record<string, string> }>().fields).some((key) => key === field || key.startsWith(`${field}.`)), field).toBe(true);
    }
    expect((await quote('airline', { ...shipment, extra: 1 })).statusCode).toBe(400);
  });

  it('asks a visitor to sign in', async () => {
    expect((await server.request({ method: 'POST', url: '/api/pricing/quote', payload: shipment })).statusCode).toBe(401);
  });
});
