import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricingSearchAnswer, VariantDetail } from '@shared/booking';
import { addDays } from '@shared/flights';
import { flightLegs, pricingVariants } from '../../db/schema';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';
import { pruneVariants } from './variants-store';

// The pricing search over the seeded timetable, on both databases: Nizhnevartovsk to Ufa only
// through Tyumen, the strip of dates, prices under the caller's contract, the schedule without
// prices for a new client, the shareable variant and what it says when its flight is gone.

let server: TestServer;
const headers: Record<string, Record<string, string>> = {};
const today = new Date().toISOString().slice(0, 10);
const day = addDays(today, 5);

const get = (who: string | null, url: string) => server.request({ method: 'GET', url, headers: who ? headers[who]! : {} });
async function search(who: string, query: string): Promise<PricingSearchAnswer> {
  const answer = await get(who, `/api/pricing/search?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<PricingSearchAnswer>();
}
async function detail(who: string | null, id: string): Promise<VariantDetail> {
  const answer = await get(who, `/api/pricing/variants/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<VariantDetail>();
}
const minutes = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

beforeAll(async () => {
  server = await createTestServer();
  for (const who of ['airline', 'agent', 'newclient'] as const) headers[who] = await server.as(DEMO_USERS[who]);
  // The seeded month closes, cancels and delays a few legs at random: the strip's legs out of
  // Nizhnevartovsk and Tyumen are put back on sale, on time, with room.
  await server.db
    .update(flightLegs)
    .set({ status: 'scheduled', saleClosed: false, closed: false, etd: null, eta: null, acceptedWeight: sql`least(${flightLegs.acceptedWeight}, 500)`, acceptedVolume: sql`least(${flightLegs.acceptedVolume}, 3)` })
    .where(and(inArray(flightLegs.departure, ['NJC', 'TJM']), gte(flightLegs.departureDate, addDays(day, -3)), lte(flightLegs.departureDate, addDays(day, 8))));
});
afterAll(async () => server?.close());

describe('the pricing search', () => {
  it('joins Nizhnevartovsk to Ufa through Tyumen on every day of the strip, priced under the agent\u2019s contract', async () => {
    const answer = await search('agent', `departure=NJC&arrival=UFA&date=${day}&pieces=2&weight=120&volume=0.6`);
    expect(answer.routeAllowed).toBe(true);
    expect(answer.pricesHidden).toBeNull();
    expect(answer.contractId).not.toBeNull();
    expect(answer.days.map((d) => d.date)).toEqual([-3, -2, -1, 0, 1, 2, 3].map((n) => addDays(day, n)));
    for (const d of answer.days) {
      expect(d.variants, d.date).toBeGreaterThan(0);
      expect(d.available).toBe(true);
      expect(d.cheapest).toBeGreaterThan(0);
      expect(d.currency).toBe('RUB');
    }
    expect(answer.variants.length).toBeGreaterThan(0);
    for (const variant of answer.variants) {
      expect(variant.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(variant.date).toBe(day);
      expect(variant.transfers).toEqual(['TJM']);
      const [first, second] = variant.legs;
      expect([first!.departure, first!.arrival, second!.departure, second!.arrival]).toEqual(['NJC', 'TJM', 'TJM', 'UFA']);
      // Local times with their offset: Nizhnevartovsk and Tyumen are UTC+5, Ufa UTC+5 too.
      expect(first!.std).toMatch(new RegExp(`^${day}T\\d\\d:\\d\\d\\+05:00$`));
      // The hub's domestic minimum (90 min) and maximum (24 h) transfer times.
      const transfer = minutes(first!.sta, second!.std);
      expect(transfer).toBeGreaterThanOrEqual(90);
      expect(transfer).toBeLessThanOrEqual(1440);
      expect(variant.duration).toBe(minutes(first!.std, second!.sta));
      expect(variant.capacity).toMatch(/^(free|tight)$/);
      expect(variant.price).toMatchObject({ currency: 'RUB', chargeableWeight: 120 });
    }
    const cheapest = Math.min(...answer.variants.map((v) => v.price!.total));
    expect(answer.days[3]!.cheapest).toBe(cheapest);
  });

  it('offers direct flights where the route allows them, and a strip as wide as asked', async () => {
    const answer = await search('airline', `departure=TJM&arrival=UFA&date=${day}&days=1&pieces=1&weight=50`);
    expect(answer.days).toHaveLength(3);
    expect(answer.contractId).toBeNull();
    expect(answer.variants.map((v) => [v.transfers, v.legs.map((l) => l.number)])).toContainEqual([[], ['UT345']]);
    expect(answer.variants.every((v) => v.price !== null)).toBe(true);
  });

  it('refuses a departure outside the contract\u2019s points of sale', async () => {
    const answer = await get('agent', `/api/pricing/search?departure=VKO&arrival=TJM&date=${day}&pieces=1&weight=10`);
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ message: string }>().message).toContain('VKO');
  });

  it('shows a client without a contract the schedule and room, without prices', async () => {
    const answer = await search('newclient', `departure=NJC&arrival=UFA&date=${day}&pieces=1&weight=10`);
    expect(answer.pricesHidden).toBe('noContract');
    expect(answer.variants.length).toBeGreaterThan(0);
    expect(answer.variants.every((v) => v.price === null)).toBe(true);
    expect(answer.days.every((d) => d.cheapest === null && d.variants > 0)).toBe(true);
  });

  it('says so when the allowed routes do not join the pair', async () => {
    const answer = await search('airline', `departure=TJM&arrival=JFK&date=${day}&pieces=1&weight=10`);
    expect(answer).toMatchObject({ routeAllowed: false, variants: [] });
  });

  it('answers 400 on the field that is wrong', async () => {
    const answer = await get('agent', `/api/pricing/search?departure=NJ&arrival=UFA&date=${day}&pieces=0&weight=abc`);
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json<{ fields: Record<string, string> }>().fields).sort()).toEqual(['departure', 'pieces', 'weight']);
    expect((await get(null, `/api/pricing/search?departure=NJC&arrival=UFA&date=${day}&pieces=1&weight=1`)).statusCode).toBe(401);
  });

  it('shows a leg without room as wait list only, and cargo larger than the aircraft as no room', async () => {
    const { variants } = await search('agent', `departure=TJM&arrival=UFA&date=${addDays(day, 1)}&days=0&pieces=1&weight=100`);
    const direct = variants.find((v) => v.transfers.length === 0)!;
    const legId = direct.legs[0]!.legId;
    await server.db.update(flightLegs).set({ acceptedWeight: sql`${flightLegs.acceptedWeight} + 50000` }).where(eq(flightLegs.id, legId));
    const full = await search('agent', `departure=TJM&arrival=UFA&date=${addDays(day, 1)}&days=0&pieces=1&weight=100`);
    expect(full.variants.find((v) => v.legs[0]!.legId === legId)?.capacity).toBe('waitlist');
    const huge = await search('agent', `departure=TJM&arrival=UFA&date=${addDays(day, 1)}&days=0&pieces=1&weight=90000`);
    expect(huge.variants.every((v) => v.capacity === 'none')).toBe(true);
    expect(huge.days[0]).toMatchObject({ available: false, cheapest: null });
  });
});

describe('a shared variant', () => {
  it('shows the contract\u2019s price to its users and the public fare to anyone else', async () => {
    const { variants } = await search('agent', `departure=NJC&arrival=UFA&date=${addDays(day, 2)}&days=0&pieces=1&weight=80`);
    const variant = variants[0]!;
    const own = await detail('agent', variant.id);
    expect(own).toMatchObject({ fares: 'contract', now: { state: 'holds' }, query: { departure: 'NJC', arrival: 'UFA', weight: 80 } });
    expect(own.variant.price).toEqual(variant.price);
    expect(own.quote!.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(variant.price!.total);

    const publicFare = (await search('airline', `departure=NJC&arrival=UFA&date=${addDays(day, 2)}&days=0&pieces=1&weight=80`)).variants.find((v) => v.legs[0]!.legId === variant.legs[0]!.legId && v.legs[1]!.legId === variant.legs[1]!.legId)!;
    for (const reader of [null, 'newclient']) {
      const shown = await detail(reader, variant.id);
      expect(shown.fares).toBe('public');
      expect(shown.variant.price).toEqual(publicFare.price);
      expect(shown.quote!.total).toBe(publicFare.price!.total);
    }
  });

  it('says when its flight is no longer sold, and is forgotten after a week', async () => {
    const { variants } = await search('agent', `departure=NJC&arrival=UFA&date=${addDays(day, 3)}&days=0&pieces=1&weight=80`);
    const variant = variants[0]!;
    await server.db.update(flightLegs).set({ saleClosed: true }).where(eq(flightLegs.id, variant.legs[1]!.legId));
    expect((await detail('agent', variant.id)).now).toEqual({ state: 'gone', price: null, capacity: null });
    const again = await search('agent', `departure=NJC&arrival=UFA&date=${addDays(day, 3)}&days=0&pieces=1&weight=80`);
    expect(again.variants.some((v) => v.legs[1]!.legId === variant.legs[1]!.legId)).toBe(false);

    expect((await get(null, '/api/pricing/variants/not-an-id')).statusCode).toBe(400);
    expect((await get(null, '/api/pricing/variants/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    await server.db.update(pricingVariants).set({ createdAt: sql`now() - interval '8 days'` }).where(and(eq(pricingVariants.id, variant.id)));
    expect(await pruneVariants(server.db)).toBeGreaterThanOrEqual(1);
    expect((await get('agent', `/api/pricing/variants/${variant.id}`)).statusCode).toBe(404);
  });

  it('keeps every variant of searches made at once (stored together), each found by its id', async () => {
    const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => search('agent', `departure=NJC&arrival=UFA&date=${addDays(day, n % 3)}&days=0&pieces=1&weight=${50 + n}`)));
    const ids = answers.flatMap((answer) => answer.variants.map((variant) => variant.id));
    expect(ids.length).toBeGreaterThanOrEqual(6);
    expect(new Set(ids).size).toBe(ids.length);
    const stored = await server.db.select({ id: pricingVariants.id, weight: sql<number>`(${pricingVariants.query}->>'weight')::numeric` }).from(pricingVariants).where(inArray(pricingVariants.id, ids));
    expect(stored).toHaveLength(ids.length);
    // Each kept with its own search's cargo.
    answers.forEach((answer, n) => {
      for (const variant of answer.variants) expect(Number(stored.find((row) => row.id === variant.id)?.weight)).toBe(50 + n);
    });
  });
});

describe('flights typed by hand', () => {
  const date = addDays(day, 4);
  const cargo = { departure: 'NJC', arrival: 'UFA', date, pieces: 2, weight: 120, volume: 0.6 };
  const post = (who: string, body: object) => server.request({ method: 'POST', url: '/api/pricing/flights', headers: headers[who]!, payload: body });
  const problems = async (who: string, body: object) => {
    const answer = await post(who, body);
    expect(answer.statusCode, answer.body).toBe(400);
    return answer.json<{ fields: Record<string, string> }>().fields;
  };

  it('prices the search\u2019s connection as the search does, the numbers typed with or without the code', async () => {
    const { variants } = await search('agent', `departure=NJC&arrival=UFA&date=${date}&days=0&pieces=2&weight=120&volume=0.6`);
    const found = variants[0]!;
    const [first, second] = found.legs;
    for (const flights of [[first!.number, second!.number], [` ${first!.number.slice(0, 2).toLowerCase()} ${first!.number.slice(2)}`, second!.number.slice(2)]]) {
      const answer = await post('agent', { ...cargo, flights });
      expect(answer.statusCode, answer.body).toBe(200);
      const typed = answer.json<PricingSearchAnswer['variants'][number]>();
      expect(typed.id).not.toBe(found.id);
      expect(typed.legs.map((leg) => leg.legId)).toEqual(found.legs.map((leg) => leg.legId));
      expect(typed.price).toEqual(found.price);
      expect(typed.capacity).toBe(found.capacity);
      // Kept like a search's variant: its page opens, and a booking can be made from it.
      expect((await detail('agent', typed.id)).now.state).toBe('holds');
    }
  });

  it('says which flight does not fly, is off sale, or does not join the other', async () => {
    const { variants } = await search('agent', `departure=NJC&arrival=UFA&date=${date}&days=0&pieces=2&weight=120&volume=0.6`);
    const [first, second] = variants[0]!.legs;
    expect(await problems('agent', { ...cargo, flights: ['UT9999', second!.number] })).toEqual({ 'flights.0': expect.stringContaining('UT9999') });
    expect(await problems('agent', { ...cargo, flights: [first!.number, 'UT9999'] })).toEqual({ 'flights.1': expect.stringContaining('UT9999') });
    // The first flight alone does not reach Ufa; the pair is sold only through Tyumen.
    expect(await problems('agent', { ...cargo, flights: [first!.number] })).toEqual({ flights: expect.stringContaining('UFA') });
    // The onward flight of the day before cannot carry what arrives today.
    expect(await problems('agent', { ...cargo, flights: [second!.number, first!.number] })).toHaveProperty(['flights.0']);
    expect(await problems('agent', { ...cargo, flights: ['U-T', ''] })).toEqual({ 'flights.0': expect.any(String), 'flights.1': expect.any(String) });
    expect(await problems('agent', { ...cargo, flights: [] })).toHaveProperty('flights');

    await server.db.update(flightLegs).set({ saleClosed: true }).where(eq(flightLegs.id, first!.legId));
    expect(await problems('agent', { ...cargo, flights: [first!.number, second!.number] })).toEqual({ 'flights.0': expect.stringContaining(first!.number) });
    await server.db.update(flightLegs).set({ saleClosed: false }).where(eq(flightLegs.id, first!.legId));

    expect(await problems('airline', { ...cargo, departure: 'TJM', arrival: 'JFK', flights: ['UT1'] })).toEqual({ arrival: expect.stringContaining('JFK') });
    expect((await server.request({ method: 'POST', url: '/api/pricing/flights', payload: { ...cargo, flights: [first!.number] } })).statusCode).toBe(401);
  });
});
