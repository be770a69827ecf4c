import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookedShipment, PricingSearchAnswer } from '@shared/booking';
import { addDays } from '@shared/flights';
import { balanceHolds, flightLegs } from '../../db/schema';
import { prepareBooking } from '../../test/booking';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';
import { saleLegsById } from '../flights';

// Splitting a shipment's booking into parts, on both databases: parts on the flights booked now
// (the legs' counters as they were, the hold kept), a part on another flight answered by the
// handbook's rules on its own weight, the refusals (sums, route, flights gone, reach, ability), the
// wait list offered the room a part leaves, every part refused giving the hold back, and what
// cancelling and moving do to a split shipment.

let server: TestServer;
const headers: Record<string, Record<string, string>> = {};
const today = new Date().toISOString().slice(0, 10);
const day = addDays(today, 6);
let unused: string[] = [];

type Fields = { code?: number; message: string; fields: Record<string, string> };
const call = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => server.request({ method, url, headers: headers[who]!, ...(payload ? { payload } : {}) });
const nextAwb = () => unused.shift()!;
const cargo = (extra: object = {}) => ({ cargoName: 'Запчасти', pieces: 2, weight: 120, volume: 0.6, ...extra });
async function book(body: object): Promise<BookedShipment> {
  const answer = await call('agent', 'POST', '/api/bookings', { awb: nextAwb(), ...cargo(), ...body });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<BookedShipment>();
}
async function split(shipmentId: number, parts: object[], who = 'agent'): Promise<BookedShipment> {
  const answer = await call(who, 'POST', `/api/bookings/shipments/id-${shipmentId}/split`, { parts });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<BookedShipment>();
}
const shipment = async (id: number) => (await call('agent', 'GET', `/api/bookings/shipments/id-${id}`)).json<BookedShipment>();
const legRow = async (id: number) => (await server.db.select().from(flightLegs).where(eq(flightLegs.id, id)))[0]!;
const load = async (id: number) => {
  const leg = await legRow(id);
  return { accepted: Number(leg.acceptedWeight), pieces: leg.acceptedPieces, volume: Number(leg.acceptedVolume), waitlisted: Number(leg.waitlistedWeight) };
};
/** Fills a leg until a booking may take only `free` kg of it. */
async function leaveRoom(legId: number, free: number): Promise<void> {
  const [leg] = await saleLegsById(server.db, [legId]);
  await server.db.update(flightLegs).set({ acceptedWeight: sql`${flightLegs.acceptedWeight} + ${leg!.available.weight - free}` }).where(eq(flightLegs.id, legId));
}
/** The direct TJM → UFA leg of a day. */
async function tjmUfa(offset: number): Promise<number> {
  const answer = await call('agent', 'GET', `/api/pricing/search?departure=TJM&arrival=UFA&date=${addDays(day, offset)}&days=0&pieces=1&weight=10`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<PricingSearchAnswer>().variants.find((v) => v.transfers.length === 0)!.legs[0]!.legId;
}
const holdStatus = async (id: number) => (await server.db.select({ status: balanceHolds.status, amount: balanceHolds.amount }).from(balanceHolds).where(eq(balanceHolds.id, id)))[0];
/** The shipment's live bookings as [part, legId, status, pieces, weight, volume]. */
const liveParts = (booked: BookedShipment) => booked.legs.filter((leg) => !leg.cancelled).map((leg) => [leg.part, leg.legId, leg.status, leg.pieces, leg.weight, leg.volume]);

beforeAll(async () => {
  server = await createTestServer();
  for (const who of ['airline', 'agent', 'shipper', 'preshipper'] as const) headers[who] = await server.as(DEMO_USERS[who]);
  ({ unused } = await prepareBooking(server, { from: addDays(day, -1), to: addDays(day, 16) }));
});
afterAll(async () => server?.close());

describe('splitting a booking', () => {
  it('splits into two parts on the flights booked now: the counters as they were, the volume shared by weight, the price and hold kept', async () => {
    const legId = await tjmUfa(0);
    const booked = await book({ legIds: [legId] });
    const before = await load(legId);

    const parts = await split(booked.shipmentId, [
      { pieces: 1, weight: 50 },
      { pieces: 1, weight: 70 },
    ]);
    expect(parts.legs.map((leg) => [leg.part, leg.legId, leg.status, leg.cancelled])).toEqual([
      [1, legId, 'KK', true],
      [1, legId, 'KK', false],
      [2, legId, 'KK', false],
    ]);
    // 0.6 m³ by weight: 50/120 of it, and the rest.
    expect(liveParts(parts)).toEqual([
      [1, legId, 'KK', 1, 50, 0.25],
      [2, legId, 'KK', 1, 70, 0.35],
    ]);
    expect(parts.history.map((entry) => [entry.action, entry.from, entry.to])).toEqual([
      ['created', null, 'KK'],
      ['split', 'KK', null],
      ['split', null, 'KK'],
      ['split', null, 'KK'],
    ]);
    expect(await load(legId)).toEqual(before);
    expect(parts).toMatchObject({ pieces: 2, weight: 120, price: booked.price, hold: booked.hold });
    expect(await holdStatus(booked.hold!.id)).toMatchObject({ status: 'open', amount: booked.hold!.amount });
  });

  it('answers a part on another flight by the rules on its own weight, and keeps the hold while any part lives', async () => {
    const here = await tjmUfa(1);
    const there = await tjmUfa(2);
    // 300 kg is past the general cargo rule's 200 kg: the airline decides (HN).
    const booked = await book({ legIds: [here], ...cargo({ pieces: 3, weight: 300, volume: 0.9 }) });
    expect(booked.legs[0]!.status).toBe('HN');
    await leaveRoom(there, 225);
    const before = { here: await load(here), there: await load(there) };

    // 100 kg stays and is confirmed; 200 kg is 89% of the other flight's room: the wait list.
    const parts = await split(booked.shipmentId, [
      { pieces: 1, weight: 100 },
      { pieces: 2, weight: 200, legIds: [there] },
    ]);
    expect(liveParts(parts)).toEqual([
      [1, here, 'KK', 1, 100, 0.3],
      [2, there, 'LL', 2, 200, 0.6],
    ]);
    const after = { here: await load(here), there: await load(there) };
    expect(after.here.waitlisted).toBeCloseTo(before.here.waitlisted - 300, 5);
    expect(after.here.accepted).toBeCloseTo(before.here.accepted + 100, 5);
    expect(after.there.waitlisted).toBeCloseTo(before.there.waitlisted + 200, 5);
    expect(after.there.accepted).toBeCloseTo(before.there.accepted, 5);
    expect(parts.hold).toEqual(booked.hold);

    // The airline refuses the part on the wait list: the confirmed part still holds the price.
    const waiting = parts.legs.find((leg) => leg.part === 2 && !leg.cancelled)!;
    const refused = await call('airline', 'PATCH', `/api/bookings/id-${waiting.id}/answer`, { status: 'UU' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json<BookedShipment>().hold).toEqual(booked.hold);
    expect((await holdStatus(booked.hold!.id))?.status).toBe('open');
  });

  it('refuses parts that do not add up, other airports, a flight gone, another company and a caller without the ability', async () => {
    const legId = await tjmUfa(3);
    const booked = await book({ legIds: [legId] });
    const refusal = async (parts: object[], who = 'agent') => {
      const answer = await call(who, 'POST', `/api/bookings/shipments/id-${booked.shipmentId}/split`, { parts });
      return { status: answer.statusCode, body: answer.json<Fields>() };
    };

    const pieces = await refusal([{ pieces: 2, weight: 60 }, { pieces: 1, weight: 60 }]);
    expect(pieces).toMatchObject({ status: 400, body: { fields: { parts: 'Мест во всех частях: 3, в отправке: 2' } } });
    const weight = await refusal([{ pieces: 1, weight: 60 }, { pieces: 1, weight: 59.9 }]);
    expect(weight).toMatchObject({ status: 400, body: { fields: { parts: 'Вес всех частей: 119.9 кг, вес отправки: 120 кг' } } });
    // Weights are compared to 0.1 kg.
    expect((await refusal([{ pieces: 1, weight: 60.04 }, { pieces: 1, weight: 59.96 }])).status).toBe(200);
    expect(Object.keys((await refusal([{ pieces: 2, weight: 120 }])).body.fields)).toEqual(['parts']);

    const [njcTjm] = await server.db
      .select({ id: flightLegs.id })
      .from(flightLegs)
      .where(and(eq(flightLegs.departure, 'NJC'), eq(flightLegs.arrival, 'TJM'), eq(flightLegs.departureDate, addDays(day, 3))));
    const elsewhere = await refusal([{ pieces: 1, weight: 60 }, { pieces: 1, weight: 60, legIds: [njcTjm!.id] }]);
    expect(elsewhere).toMatchObject({ status: 400, body: { fields: { 'parts.1.legIds': 'Новые рейсы должны вести из пункта отправления отправки в её пункт назначения' } } });
    const bulky = await refusal([{ pieces: 1, weight: 60 }, { pieces: 1, weight: 60, volume: 999 }]);
    expect(bulky).toMatchObject({ status: 400, body: { fields: { 'parts.1.volume': expect.any(String) } } });

    const gone = await tjmUfa(4);
    await server.db.update(flightLegs).set({ saleClosed: true }).where(eq(flightLegs.id, gone));
    const closed = await refusal([{ pieces: 1, weight: 60 }, { pieces: 1, weight: 60, legIds: [gone] }]);
    expect(closed).toMatchObject({ status: 409, body: { code: 702, message: 'Произошла перетарификация. Пожалуйста, выберите нужный рейс' } });
    await server.db.update(flightLegs).set({ saleClosed: false }).where(eq(flightLegs.id, gone));

    expect((await refusal([{ pieces: 1, weight: 60 }, { pieces: 1, weight: 60 }], 'shipper')).status).toBe(404);
    expect((await refusal([{ pieces: 1, weight: 60 }, { pieces: 1, weight: 60 }], 'preshipper')).status).toBe(403);
    // Refused, nothing changed but the one split that added up.
    expect(liveParts(await shipment(booked.shipmentId))).toEqual([
      [1, legId, 'KK', 1, 60, 0.3],
      [2, legId, 'KK', 1, 60, 0.3],
    ]);
  });

  it('offers the wait list the room a part leaves', async () => {
    const here = await tjmUfa(5);
    const there = await tjmUfa(6);
    const kept = await book({ legIds: [here], ...cargo({ weight: 150 }) });
    await leaveRoom(here, 100);
    // 90 kg is 90% of the room left: the wait list.
    const waiting = await book({ legIds: [here], ...cargo({ weight: 90, volume: 0.3 }) });
    expect(waiting.legs[0]!.status).toBe('LL');

    // 120 kg of the 150 go on another flight: 220 kg free here, and the 90 kg are confirmed.
    const parts = await split(kept.shipmentId, [
      { pieces: 1, weight: 30 },
      { pieces: 1, weight: 120, legIds: [there] },
    ]);
    expect(liveParts(parts).map(([part, legId, status]) => [part, legId, status])).toEqual([
      [1, here, 'KK'],
      [2, there, 'KK'],
    ]);
    const offered = await shipment(waiting.shipmentId);
    expect(offered.legs[0]!.status).toBe('KK');
    expect(offered.history.map((entry) => entry.action)).toEqual(['created', 'offered']);
  });

  it('gives the hold back when every part is refused', async () => {
    const here = await tjmUfa(7);
    const there = await tjmUfa(8);
    const booked = await book({ legIds: [here] });
    // 40 kg of room: 60 kg is 150% of it, refused by the handbook.
    await leaveRoom(there, 40);
    const parts = await split(booked.shipmentId, [
      { pieces: 1, weight: 60, legIds: [there] },
      { pieces: 1, weight: 60, legIds: [there] },
    ]);
    expect(liveParts(parts).map(([part, , status]) => [part, status])).toEqual([
      [1, 'UU'],
      [2, 'UU'],
    ]);
    expect(parts.hold).toBeNull();
    expect((await holdStatus(booked.hold!.id))?.status).toBe('released');
    expect((await load(here)).accepted).toBeCloseTo(0, 5);
    // Nothing alive is left to split.
    const again = await call('agent', 'POST', `/api/bookings/shipments/id-${booked.shipmentId}/split`, { parts: [{ pieces: 1, weight: 60 }, { pieces: 1, weight: 60 }] });
    expect(again.statusCode).toBe(409);
  });
});

describe('a split shipment afterwards', () => {
  it('cancels every part and gives the hold back', async () => {
    const here = await tjmUfa(9);
    const there = await tjmUfa(10);
    const booked = await book({ legIds: [here] });
    await split(booked.shipmentId, [
      { pieces: 1, weight: 60 },
      { pieces: 1, weight: 60, legIds: [there] },
    ]);
    const cancelled = await call('agent', 'POST', `/api/bookings/shipments/id-${booked.shipmentId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const answer = cancelled.json<BookedShipment>();
    expect(answer.hold).toBeNull();
    expect(answer.legs.every((leg) => leg.cancelled)).toBe(true);
    expect(answer.history.filter((entry) => entry.action === 'cancelled').map((entry) => entry.from)).toEqual(['KK', 'KK']);
    expect((await holdStatus(booked.hold!.id))?.status).toBe('released');
    expect((await load(here)).accepted).toBeCloseTo(0, 5);
    expect((await load(there)).accepted).toBeCloseTo(0, 5);
  });

  it('moves every part together, as one part of the whole consignment', async () => {
    const here = await tjmUfa(11);
    const to = await tjmUfa(12);
    const booked = await book({ legIds: [here] });
    // Both parts on one leg: moving gives back both parts' kilos there.
    await split(booked.shipmentId, [
      { pieces: 1, weight: 50 },
      { pieces: 1, weight: 70 },
    ]);
    const moved = await call('agent', 'POST', `/api/bookings/shipments/id-${booked.shipmentId}/move`, { legIds: [to] });
    expect(moved.statusCode, moved.body).toBe(200);
    const answer = moved.json<BookedShipment>();
    expect(liveParts(answer)).toEqual([[1, to, 'KK', 2, 120, 0.6]]);
    expect(await load(here)).toMatchObject({ accepted: 0, pieces: 0, volume: 0 });
    expect(await load(to)).toMatchObject({ accepted: 120, pieces: 2, volume: 0.6 });
    expect(answer.history.map((entry) => entry.action)).toEqual(['created', 'split', 'split', 'split', 'moved', 'moved', 'moved']);

    // Split again, then moved back onto the flight one part is on: the parts join there.
    await split(booked.shipmentId, [
      { pieces: 1, weight: 60 },
      { pieces: 1, weight: 60, legIds: [here] },
    ]);
    const joined = await call('agent', 'POST', `/api/bookings/shipments/id-${booked.shipmentId}/move`, { legIds: [to] });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(liveParts(joined.json<BookedShipment>())).toEqual([[1, to, 'KK', 2, 120, 0.6]]);
    expect(await load(here)).toMatchObject({ accepted: 0, pieces: 0 });
    expect(await load(to)).toMatchObject({ accepted: 120, pieces: 2 });
  });
});
