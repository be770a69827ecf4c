import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookedShipment, PricingSearchAnswer } from '@shared/booking';
import { addDays } from '@shared/flights';
import type { ServiceOffer, ServicePage, ServiceRow, ShipmentDetail } from '@shared/shipments';
import { contractBalances, shipments } from '../../db/schema';
import { prepareBooking } from '../../test/booking';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';
import { ledgerDrift } from '../finance';

// Services ordered with a shipment, on both databases: priced by the surcharges marked as services
// (never part of the freight's price), charged when ordered, given back when cancelled, marked done
// by the airline, and listed with the caller's shipments.

let server: TestServer;
const headers: Record<string, Record<string, string>> = {};
const today = new Date().toISOString().slice(0, 10);
const day = addDays(today, 7);
let agentContract: number;
let unused: string[] = [];

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) => server.request({ method, url, headers: headers[who]!, ...(payload ? { payload } : {}) });
async function ok<T>(who: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const answer = await call(who, method, url, payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
}
const balance = async () => (await server.db.select().from(contractBalances).where(eq(contractBalances.contractId, agentContract)))[0]!.balance;

beforeAll(async () => {
  server = await createTestServer();
  for (const who of ['airline', 'agent', 'shipper'] as const) headers[who] = await server.as(DEMO_USERS[who]);
  ({ agentContract, unused } = await prepareBooking(server, { from: addDays(day, -1), to: addDays(day, 1) }));
});
afterAll(async () => server?.close());

describe('services', () => {
  it('are priced for the shipment, charged when ordered, done by the airline or cancelled with the money back', async () => {
    const found = await ok<PricingSearchAnswer>('agent', 'GET', `/api/pricing/search?departure=TJM&arrival=UFA&date=${day}&days=0&pieces=2&weight=200`);
    const booked = await ok<BookedShipment>('agent', 'POST', '/api/bookings', { variantId: found.variants.find((one) => one.transfers.length === 0)!.id, awb: unused.shift(), cargoName: 'Запчасти', pieces: 2, weight: 200 });
    const id = booked.shipmentId;
    // Services are never part of the freight's price.
    const [row] = await server.db.select({ charges: shipments.charges }).from(shipments).where(eq(shipments.id, id));
    expect(row!.charges!.lines.map((line) => line.code)).not.toContain('SR');

    const offers = await ok<ServiceOffer[]>('agent', 'GET', `/api/shipments/id-${id}/service-offers`);
    expect(offers.map((offer) => offer.code)).toEqual(['DB', 'SD', 'SR', 'UH']);
    // Storage: 2.50 RUB per kg of the 200 kg charged, per day.
    const storage = offers.find((offer) => offer.code === 'SR')!;
    expect(storage).toMatchObject({ unitPrice: 50_000, currency: 'RUB', method: 'perKg' });

    const before = await balance();
    const ordered = await ok<ServiceRow>('agent', 'POST', `/api/shipments/id-${id}/services`, { surchargeId: storage.surchargeId, quantity: 3, comment: 'Получатель заберёт позже' });
    expect(ordered).toMatchObject({ shipmentId: id, code: 'SR', quantity: 3, amount: 150_000, status: 'ordered', by: 'Павел Морозов', comment: 'Получатель заберёт позже' });
    // What each side may do with it, as the page offers it: the airline marks done, the client cancels.
    expect(ordered.can).toEqual({ done: false, cancel: true });
    expect((await ok<ServicePage>('airline', 'GET', `/api/services?shipmentId=${id}`)).items[0]!.can).toEqual({ done: true, cancel: true });
    expect((await ok<ShipmentDetail>('agent', 'GET', `/api/shipments/id-${id}`)).can).toMatchObject({ orderService: true, editCargo: true, cancelRefund: false });
    expect(await balance()).toBe(before - 150_000);
    expect((await ok<ShipmentDetail>('agent', 'GET', `/api/shipments/id-${id}`)).payments.at(-1)).toMatchObject({ type: 'charge', amount: -150_000 });

    // The airline marks it done; the client may not; done is done.
    expect((await call('agent', 'POST', `/api/services/id-${ordered.id}/done`)).statusCode).toBe(403);
    expect(await ok<ServiceRow>('airline', 'POST', `/api/services/id-${ordered.id}/done`)).toMatchObject({ status: 'done', doneAt: expect.any(String) });
    expect((await call('agent', 'POST', `/api/services/id-${ordered.id}/cancel`)).statusCode).toBe(409);

    const delivery = await ok<ServiceRow>('agent', 'POST', `/api/shipments/id-${id}/services`, { surchargeId: offers.find((offer) => offer.code === 'SD')!.surchargeId, quantity: 1 });
    expect(await ok<ServiceRow>('agent', 'POST', `/api/services/id-${delivery.id}/cancel`)).toMatchObject({ status: 'cancelled' });
    expect(await balance()).toBe(before - 150_000);
    expect(await ledgerDrift(server.db)).toEqual([]);

    const listed = await ok<ServicePage>('agent', 'GET', `/api/services?shipmentId=${id}`);
    expect(listed.items.map((one) => one.can)).toEqual([
      { done: false, cancel: false },
      { done: false, cancel: false },
    ]);
    expect(listed.items.map((one) => [one.code, one.status])).toEqual([
      ['SD', 'cancelled'],
      ['SR', 'done'],
    ]);
    expect((await ok<ServicePage>('airline', 'GET', `/api/services?status=done&q=${booked.awb}`)).items.map((one) => one.id)).toEqual([ordered.id]);
    expect((await ok<ServicePage>('shipper', 'GET', `/api/services?shipmentId=${id}`)).total).toBe(0);
    expect((await call('shipper', 'POST', `/api/shipments/id-${id}/services`, { surchargeId: storage.surchargeId, quantity: 1 })).statusCode).toBe(404);
    expect((await call('agent', 'POST', `/api/shipments/id-${id}/services`, { surchargeId: 999999, quantity: 1 })).json()).toMatchObject({ fields: { surchargeId: 'Такой услуги для этой отправки нет' } });
    expect((await call('agent', 'POST', `/api/shipments/id-${id}/services`, { surchargeId: storage.surchargeId, quantity: 0 })).statusCode).toBe(400);
  });
});
