import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookedShipment, PricingSearchAnswer } from '@shared/booking';
import { addDays } from '@shared/flights';
import type { RefundQuote, ShipmentDetail } from '@shared/shipments';
import { bookings, contractBalances, flightLegs, notifications, shipments, users } from '../../db/schema';
import { prepareBooking } from '../../test/booking';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';
import { ledgerDrift } from '../finance';

// Refunds of issued AWBs, on both databases: the sum by the airline's rules shown first (a
// voluntary refund keeps the settings' fee, a forced one returns everything, none once the cargo has
// left), a bid the airline accepts (the money back, the space released, the AWB refunded) or
// rejects, the client's own cancel, a cancelled flight's forced bids, and the ledger still the sum
// of its entries.

let server: TestServer;
const headers: Record<string, Record<string, string>> = {};
const today = new Date().toISOString().slice(0, 10);
const day = addDays(today, 10);
let agentContract: number;
let unused: string[] = [];

const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => server.request({ method, url, headers: headers[who]!, ...(payload ? { payload } : {}) });
async function ok<T>(who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
  const answer = await call(who, method, url, payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
}
const balance = async () => (await server.db.select().from(contractBalances).where(eq(contractBalances.contractId, agentContract)))[0]!;
const heard = async (template: string) => {
  const [agent] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.agent));
  return (await server.db.select().from(notifications).where(eq(notifications.userId, agent!.id))).filter((n) => n.template === template);
};

/** An issued AWB: a direct TJM → UFA booking of 120 kg, its parties completed and issued. */
async function issued(date: string): Promise<{ id: number; legId: number; price: number }> {
  const found = await ok<PricingSearchAnswer>('agent', 'GET', `/api/pricing/search?departure=TJM&arrival=UFA&date=${date}&days=0&pieces=2&weight=120&volume=0.6`);
  const variant = found.variants.find((one) => one.transfers.length === 0)!;
  const booked = await ok<BookedShipment>('agent', 'POST', '/api/bookings', { variantId: variant.id, awb: unused.shift(), cargoName: 'Запчасти', pieces: 2, weight: 120, volume: 0.6 });
  const party = { name: 'ООО «Сибирь Трейд»', address: 'ул. Республики, 1', city: 'Тюмень', country: 'RU' };
  await ok('agent', 'PUT', `/api/shipments/id-${booked.shipmentId}/awb`, { participants: { shipper: party, consignee: party }, cargoName: 'Запчасти', awb: {} });
  await ok('agent', 'POST', `/api/shipments/id-${booked.shipmentId}/issue`, { consent: true });
  return { id: booked.shipmentId, legId: booked.legs[0]!.legId, price: booked.price!.total };
}

beforeAll(async () => {
  server = await createTestServer();
  for (const who of ['airline', 'agent', 'shipper'] as const) headers[who] = await server.as(DEMO_USERS[who]);
  ({ agentContract, unused } = await prepareBooking(server, { from: addDays(day, -1), to: addDays(day, 3) }));
});
afterAll(async () => server?.close());

describe('a voluntary refund', () => {
  it('shows its sum less the fee, is asked with the terms agreed, and once accepted gives the money and the space back', async () => {
    const { id, legId, price } = await issued(day);
    // The demo airline keeps 10% of a voluntary refund: to the kopeck, half up.
    const fee = Math.floor((price * 100 + 500) / 1000);
    expect(await ok<RefundQuote>('agent', 'GET', `/api/shipments/id-${id}/refund-quote`)).toEqual({ type: 'voluntary', currency: 'RUB', charged: price, fee, sum: price - fee, refused: null });
    expect(await ok<RefundQuote>('agent', 'GET', `/api/shipments/id-${id}/refund-quote?type=forced`)).toMatchObject({ charged: price, fee: 0, sum: price });

    const unagreed = await call('agent', 'POST', `/api/shipments/id-${id}/refunds`, { type: 'voluntary', agree: false });
    expect(unagreed.json<{ fields: object }>().fields).toEqual({ agree: 'Чтобы оформить возврат, согласитесь с условиями возврата' });
    const noReason = await call('agent', 'POST', `/api/shipments/id-${id}/refunds`, { type: 'forced', agree: true });
    expect(noReason.json<{ fields: object }>().fields).toEqual({ reason: 'Заполните это поле' });
    const asked = await ok<ShipmentDetail>('agent', 'POST', `/api/shipments/id-${id}/refunds`, { type: 'voluntary', comment: 'Груз не готов', agree: true });
    expect(asked.refunds).toMatchObject([{ type: 'voluntary', status: 'process', sum: price - fee, fee, comment: 'Груз не готов', initiator: 'Павел Морозов' }]);
    expect(asked.can).toMatchObject({ refund: false, answerRefund: false, cancelRefund: true });
    expect((await call('agent', 'POST', `/api/shipments/id-${id}/refunds`, { type: 'voluntary', agree: true })).statusCode).toBe(409);

    // The client may not answer its own bid; the airline accepts it.
    const bid = asked.refunds[0]!.id;
    expect((await call('agent', 'POST', `/api/shipments/refunds/id-${bid}/answer`, { decision: 'accepted' })).statusCode).toBe(403);
    expect((await ok<ShipmentDetail>('airline', 'GET', `/api/shipments/id-${id}`)).can).toMatchObject({ answerRefund: true, cancelRefund: false });
    const loadBefore = Number((await server.db.select().from(flightLegs).where(eq(flightLegs.id, legId)))[0]!.acceptedWeight);
    const before = await balance();
    const accepted = await ok<ShipmentDetail>('airline', 'POST', `/api/shipments/refunds/id-${bid}/answer`, { decision: 'accepted', comment: 'Возврат по заявке' });
    expect(accepted).toMatchObject({ refundedAt: expect.any(String), bookings: [], refunds: [{ status: 'accepted', answer: 'Возврат по заявке', answeredBy: 'Ирина Соколова' }], can: { edit: false, actions: [], refund: false, cancelRefund: false, editCargo: false, orderService: false } });
    expect((await balance()).balance).toBe(before.balance + price - fee);
    expect(Number((await server.db.select().from(flightLegs).where(eq(flightLegs.id, legId)))[0]!.acceptedWeight)).toBeCloseTo(loadBefore - 120, 5);
    expect((await server.db.select().from(bookings).where(eq(bookings.shipmentId, id))).every((b) => b.cancelledAt !== null)).toBe(true);
    expect((await heard('refundBidAccepted')).map((n) => n.group)).toEqual(['bid']);
    expect((await heard('refundCredited'))[0]).toMatchObject({ group: 'refund', params: { sum: `${((price - fee) / 100).toFixed(2)} RUB` } });
    expect(await ledgerDrift(server.db)).toEqual([]);
    // Answered once: it waits for nothing now.
    expect((await call('airline', 'POST', `/api/shipments/refunds/id-${bid}/answer`, { decision: 'rejected' })).statusCode).toBe(409);
    expect((await ok<RefundQuote>('agent', 'GET', `/api/shipments/id-${id}/refund-quote`)).refused).toBe('refunded');
  });

  it('may be rejected with a comment or taken back by the client, and is refused once the cargo has left', async () => {
    const { id, legId } = await issued(addDays(day, 1));
    const first = (await ok<ShipmentDetail>('agent', 'POST', `/api/shipments/id-${id}/refunds`, { type: 'voluntary', agree: true })).refunds[0]!.id;
    const rejected = await ok<ShipmentDetail>('airline', 'POST', `/api/shipments/refunds/id-${first}/answer`, { decision: 'rejected', comment: 'Груз уже принят' });
    expect(rejected).toMatchObject({ refundedAt: null, refunds: [{ status: 'rejected', answer: 'Груз уже принят' }] });
    expect((await ok<ShipmentDetail>('agent', 'GET', `/api/shipments/id-${id}`)).can.refund).toBe(true);
    expect((await heard('refundBidRejected')).length).toBeGreaterThan(0);

    const second = (await ok<ShipmentDetail>('agent', 'POST', `/api/shipments/id-${id}/refunds`, { type: 'voluntary', agree: true })).refunds[0]!.id;
    expect((await call('shipper', 'POST', `/api/shipments/refunds/id-${second}/cancel`)).statusCode).toBe(404);
    expect((await ok<ShipmentDetail>('agent', 'POST', `/api/shipments/refunds/id-${second}/cancel`)).refunds.map((bid) => bid.status)).toEqual(['cancelled', 'rejected']);

    // The first flight has left: no voluntary refund, with the code that says so.
    await server.db.update(flightLegs).set({ std: sql`now() - interval '1 hour'` }).where(eq(flightLegs.id, legId));
    expect((await ok<RefundQuote>('agent', 'GET', `/api/shipments/id-${id}/refund-quote`)).refused).toBe('departed');
    expect((await call('agent', 'POST', `/api/shipments/id-${id}/refunds`, { type: 'voluntary', agree: true })).json()).toMatchObject({ code: 704 });
  });

  it('is nothing to ask for before the AWB is issued', async () => {
    const found = await ok<PricingSearchAnswer>('agent', 'GET', `/api/pricing/search?departure=TJM&arrival=UFA&date=${addDays(day, 2)}&days=0&pieces=2&weight=120`);
    const booked = await ok<BookedShipment>('agent', 'POST', '/api/bookings', { variantId: found.variants.find((one) => one.transfers.length === 0)!.id, awb: unused.shift(), cargoName: 'Запчасти', pieces: 2, weight: 120 });
    expect((await ok<ShipmentDetail>('agent', 'GET', `/api/shipments/id-${booked.shipmentId}`)).can.refund).toBe(false);
    expect((await call('agent', 'POST', `/api/shipments/id-${booked.shipmentId}/refunds`, { type: 'voluntary', agree: true })).statusCode).toBe(409);
  });
});

describe('a cancelled flight', () => {
  it('raises a forced refund of every issued AWB booked on it, for the airline to answer', async () => {
    const { id, price } = await issued(addDays(day, 3));
    const [leg] = await server.db.select({ flightId: flightLegs.flightId }).from(bookings).innerJoin(flightLegs, eq(flightLegs.id, bookings.legId)).where(eq(bookings.shipmentId, id));
    expect((await call('airline', 'POST', `/api/flights/id-${leg!.flightId}/cancel?confirm=1`)).statusCode).toBe(200);
    const after = await ok<ShipmentDetail>('airline', 'GET', `/api/shipments/id-${id}`);
    expect(after.refunds).toMatchObject([{ type: 'forced', reason: 'flight_cancel', status: 'process', sum: price, fee: 0, initiator: 'Ирина Соколова' }]);
    expect(after.can.answerRefund).toBe(true);
    expect((await heard('refundForced')).length).toBeGreaterThan(0);
    // The airline's list of bids waiting.
    const waiting = await ok<{ items: { id: number }[] }>('airline', 'GET', '/api/shipments?bid=process&size=100');
    expect(waiting.items.map((row) => row.id)).toContain(id);
    const [shipment] = await server.db.select({ refundedAt: shipments.refundedAt }).from(shipments).where(eq(shipments.id, id));
    expect(shipment?.refundedAt).toBeNull();
  });
});
