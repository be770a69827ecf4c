import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookedShipment, PricingSearchAnswer } from '@shared/booking';
import { addDays } from '@shared/flights';
import type { ResourceRow } from '@shared/resources/list-query';
import type { WebhookDelivery, WebhookDeliveryPage, WebhookSecret } from '@shared/webhooks';
import { deliveries, webhookDeliveries } from '../../db/schema';
import { backoffMs } from '../../delivery/queue';
import { prepareBooking } from '../../test/booking';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';
import { exportSheet, makeSheet, uploadSheet } from '../../test/xlsx';
import { WEBHOOK_MAX_ATTEMPTS } from './sign';
import { startReceiver, type TestReceiver } from './test-receiver';

// Webhooks end to end on a real server and a real receiver on 127.0.0.1: what a client registers
// and who reaches it, the secret shown once, the signature a receiver recomputes, the retry
// schedule over the queue's backoff, nothing sent twice, a resend, and an event at a real change
// point (an AWB issued through the API) reaching only the endpoints that asked for it.

let server: TestServer;
let receiver: TestReceiver;
const headers: Record<string, Record<string, string>> = {};
type Who = 'agent' | 'shipper' | 'airline';

const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.request({ method, url, headers: headers[who]!, ...(payload ? { payload } : {}) });
async function ok<T>(who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<T> {
  const answer = await call(who, method, url, payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
}

const register = (who: Who, body: Partial<{ url: string; events: string[]; active: boolean; description: string | null }> = {}) =>
  ok<ResourceRow>(who, 'POST', '/api/webhooks', { url: receiver.url(), events: ['awb.issued'], active: true, description: null, ...body });

const log = (who: Who, id: number) => ok<WebhookDeliveryPage>(who, 'GET', `/api/webhooks/id-${id}/deliveries`);
const dueOf = async (linkId: number) => {
  const [row] = await server.db.select({ dueAt: deliveries.dueAt, status: deliveries.status }).from(webhookDeliveries).innerJoin(deliveries, eq(deliveries.id, webhookDeliveries.deliveryId)).where(eq(webhookDeliveries.id, linkId));
  return row!;
};

/** Sends everything due at `at`: a run takes twenty at a look, so it is repeated until a look finds nothing. */
async function sendAt(at: Date): Promise<void> {
  for (let looks = 0; looks < 50; looks += 1) {
    const outcome = await server.app.deliveries.run(at);
    if (outcome.sent + outcome.retried + outcome.failed === 0) return;
  }
}

beforeAll(async () => {
  server = await createTestServer();
  receiver = await startReceiver();
  for (const who of ['agent', 'shipper', 'airline'] as const) headers[who] = { ...(await server.as(DEMO_USERS[who])), 'accept-language': 'en' };
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe('registering an endpoint', () => {
  it("belongs to the caller's company, never lists its secret, and shows the secret once", async () => {
    const row = await register('agent', { description: 'ERP' });
    expect(row).toMatchObject({ url: receiver.url(), events: ['awb.issued'], active: true, description: 'ERP', secretShown: false, troubled: 0 });
    expect(JSON.stringify(row)).not.toContain('whsec_');
    const first = await ok<WebhookSecret>('agent', 'POST', `/api/webhooks/id-${row.id}/secret/reveal`);
    expect(first.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(await ok<WebhookSecret>('agent', 'POST', `/api/webhooks/id-${row.id}/secret/reveal`)).toEqual({ secret: null });
    const page = await ok<{ items: ResourceRow[] }>('agent', 'GET', '/api/webhooks?size=100');
    expect(page.items.map((one) => one.id)).toContain(row.id);
    expect(JSON.stringify(page)).not.toContain(first.secret!);
    const rotated = await ok<WebhookSecret>('agent', 'POST', `/api/webhooks/id-${row.id}/secret`);
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(first.secret);
  });

  it('refuses a body that is not an endpoint with field messages', async () => {
    const bad = await call('agent', 'POST', '/api/webhooks', { url: 'ftp://example.com', events: [], active: true, description: null });
    expect(bad.statusCode).toBe(400);
    const { fields } = bad.json<{ fields: Record<string, string> }>();
    expect(fields.url).toBe('Enter an address such as https://example.com/hooks');
    expect(fields.events).toBeTruthy();
    const unknown = await call('agent', 'POST', '/api/webhooks', { url: receiver.url(), events: ['awb.stolen'], active: true, description: null });
    expect(unknown.statusCode).toBe(400);
  });

  it('is never made from a sheet, whose endpoints would have secrets nobody was shown; the export stays', async () => {
    const { sheet } = await exportSheet(server, '/webhooks', headers.agent!);
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const upload = await uploadSheet(server, '/webhooks', await makeSheet(header, [[null, receiver.url(), 'awb.issued', true, null]]), headers.agent!);
    expect(upload.statusCode).toBe(403);
    expect((await uploadSheet(server, '/webhooks', await makeSheet(header, []), headers.airline!)).statusCode).toBe(403);
  });
});

describe('who reaches an endpoint', () => {
  it("keeps another company's endpoint out of reach; staff look but do not change", async () => {
    const row = await register('agent');
    for (const [method, url] of [
      ['GET', `/api/webhooks/id-${row.id}`],
      ['GET', `/api/webhooks/id-${row.id}/deliveries`],
      ['POST', `/api/webhooks/id-${row.id}/ping`],
      ['POST', `/api/webhooks/id-${row.id}/secret`],
      ['POST', `/api/webhooks/id-${row.id}/secret/reveal`],
      ['DELETE', `/api/webhooks/id-${row.id}`],
    ] as const) {
      expect((await call('shipper', method, url)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('shipper', 'PUT', `/api/webhooks/id-${row.id}`, { url: receiver.url(), events: ['movement'], active: true, description: null })).statusCode).toBe(404);
    const shipperList = await ok<{ items: ResourceRow[] }>('shipper', 'GET', '/api/webhooks?size=100');
    expect(shipperList.items.map((one) => one.id)).not.toContain(row.id);

    // The airline's staff see their clients' endpoints and logs, and may not act on them.
    expect((await ok<ResourceRow>('airline', 'GET', `/api/webhooks/id-${row.id}`)).id).toBe(row.id);
    await ok('airline', 'GET', `/api/webhooks/id-${row.id}/deliveries`);
    expect((await call('airline', 'POST', `/api/webhooks/id-${row.id}/ping`)).statusCode).toBe(403);
    expect((await call('airline', 'POST', '/api/webhooks', { url: receiver.url(), events: ['movement'], active: true, description: null })).statusCode).toBe(403);
  });
});

describe('a delivery', () => {
  it('is signed over the timestamp and the exact body with the secret, which the receiver recomputes', async () => {
    const row = await register('agent');
    const { secret } = await ok<WebhookSecret>('agent', 'POST', `/api/webhooks/id-${row.id}/secret/reveal`);
    const before = receiver.received.length;
    const queued = await ok<WebhookDelivery>('agent', 'POST', `/api/webhooks/id-${row.id}/ping`);
    expect(queued).toMatchObject({ event: 'ping', status: 'pending', attempts: 0, maxAttempts: WEBHOOK_MAX_ATTEMPTS });
    await sendAt(new Date());
    const got = receiver.received.slice(before);
    expect(got).toHaveLength(1);
    const [one] = got;
    const timestamp = one!.headers['x-cabinet-timestamp'] as string;
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const expected = `sha256=${createHmac('sha256', secret!).update(`${timestamp}.${one!.body}`).digest('hex')}`;
    expect(one!.headers['x-cabinet-signature']).toBe(expected);
    // A body changed on the way fails the same check.
    expect(`sha256=${createHmac('sha256', secret!).update(`${timestamp}.${one!.body} `).digest('hex')}`).not.toBe(expected);
    expect(one!.headers['x-cabinet-event']).toBe('ping');
    expect(one!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(one!.body) as { id: string; event: string; occurredAt: string; data: Record<string, unknown> };
    expect(body).toMatchObject({ id: queued.eventId, event: 'ping', data: { endpointId: row.id } });
    expect(one!.headers['x-cabinet-delivery']).toBe(body.id);
    expect(one!.body).not.toContain('whsec_');
    const [logged] = (await log('agent', row.id)).items;
    expect(logged).toMatchObject({ id: queued.id, status: 'sent', attempts: 1, nextTryAt: null, lastAnswer: '200 ok' });
  });

  it('retries with the queue backoff for a day, is accepted once, and is never sent again', async () => {
    // Attempts enough to span a day of 30 s doubling to an hour, and no more.
    const spans = (attempts: number) => Array.from({ length: attempts - 1 }, (_, k) => backoffMs(k + 1)).reduce((a, b) => a + b, 0);
    expect(spans(WEBHOOK_MAX_ATTEMPTS)).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(spans(WEBHOOK_MAX_ATTEMPTS - 1)).toBeLessThan(24 * 3_600_000);

    const row = await register('agent', { url: receiver.url('/flaky') });
    const queued = await ok<WebhookDelivery>('agent', 'POST', `/api/webhooks/id-${row.id}/ping`);
    const before = receiver.received.length;
    receiver.answers.push(500, 503);

    const first = Date.now();
    await sendAt(new Date());
    const afterFirst = Date.now();
    let due = await dueOf(queued.id);
    expect(due.status).toBe('pending');
    expect(due.dueAt.getTime()).toBeGreaterThanOrEqual(first + backoffMs(1));
    expect(due.dueAt.getTime()).toBeLessThanOrEqual(afterFirst + backoffMs(1));
    expect((await log('agent', row.id)).items[0]).toMatchObject({ status: 'pending', attempts: 1, nextTryAt: due.dueAt.toISOString(), lastAnswer: expect.stringContaining('answered 500: busy') });

    // Not before its time.
    await sendAt(new Date(due.dueAt.getTime() - 1000));
    expect(receiver.received.length - before).toBe(1);

    const second = Date.now();
    await sendAt(due.dueAt);
    const afterSecond = Date.now();
    due = await dueOf(queued.id);
    expect(due.status).toBe('pending');
    expect(due.dueAt.getTime()).toBeGreaterThanOrEqual(second + backoffMs(2));
    expect(due.dueAt.getTime()).toBeLessThanOrEqual(afterSecond + backoffMs(2));

    await sendAt(due.dueAt);
    const got = receiver.received.slice(before).filter((one) => one.path === '/flaky');
    expect(got.map((one) => one.status)).toEqual([500, 503, 200]);
    // The same event each time, the same body.
    expect(new Set(got.map((one) => one.body)).size).toBe(1);
    expect((await log('agent', row.id)).items[0]).toMatchObject({ status: 'sent', attempts: 3, lastAnswer: '200 ok' });

    // Idempotent: the queue run again, even a day later, sends nothing more.
    await sendAt(new Date(Date.now() + 48 * 3_600_000));
    expect(receiver.received.slice(before).filter((one) => one.path === '/flaky')).toHaveLength(3);
  });

  it('fails for good after its last attempt, and a resend queues the same body freshly signed', async () => {
    const row = await register('agent', { url: receiver.url('/down') });
    const queued = await ok<WebhookDelivery>('agent', 'POST', `/api/webhooks/id-${row.id}/ping`);
    // Its last attempt is due: the attempts before it spent.
    const [link] = await server.db.select({ deliveryId: webhookDeliveries.deliveryId }).from(webhookDeliveries).where(eq(webhookDeliveries.id, queued.id));
    await server.db.update(deliveries).set({ attempts: WEBHOOK_MAX_ATTEMPTS - 1 }).where(eq(deliveries.id, link!.deliveryId));
    receiver.answers.push(500);
    await sendAt(new Date());
    const failed = (await log('agent', row.id)).items[0]!;
    expect(failed).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, nextTryAt: null });
    expect((await ok<ResourceRow>('agent', 'GET', `/api/webhooks/id-${row.id}`)).troubled).toBe(1);

    const { secret } = await ok<WebhookSecret>('agent', 'POST', `/api/webhooks/id-${row.id}/secret`);
    const again = await ok<WebhookDelivery>('agent', 'POST', `/api/webhooks/deliveries/id-${failed.id}/resend`);
    expect(again).toMatchObject({ eventId: failed.eventId, body: failed.body, status: 'pending', attempts: 0 });
    expect(again.id).not.toBe(failed.id);
    const before = receiver.received.length;
    await sendAt(new Date());
    const [got] = receiver.received.slice(before);
    expect(got!.body).toBe(failed.body);
    const timestamp = got!.headers['x-cabinet-timestamp'] as string;
    expect(got!.headers['x-cabinet-signature']).toBe(`sha256=${createHmac('sha256', secret!).update(`${timestamp}.${got!.body}`).digest('hex')}`);
    expect((await call('shipper', 'POST', `/api/webhooks/deliveries/id-${failed.id}/resend`)).statusCode).toBe(404);
    expect((await call('airline', 'POST', `/api/webhooks/deliveries/id-${failed.id}/resend`)).statusCode).toBe(403);
  });
});

describe('an event at its change point', () => {
  it('an AWB issued and a movement entered through the API are queued for the subscribed, active endpoints of its client only', async () => {
    const day = addDays(new Date().toISOString().slice(0, 10), 12);
    const { unused } = await prepareBooking(server, { from: addDays(day, -1), to: addDays(day, 2) });
    const wanted = await register('agent', { url: receiver.url('/issued'), events: ['awb.issued', 'movement'] });
    const other = await register('agent', { url: receiver.url('/moves'), events: ['movement'] });
    const off = await register('agent', { url: receiver.url('/off'), events: ['awb.issued'], active: false });
    const shippers = await register('shipper', { url: receiver.url('/shipper'), events: ['awb.issued'] });

    const found = await ok<PricingSearchAnswer>('agent', 'GET', `/api/pricing/search?departure=TJM&arrival=UFA&date=${day}&days=0&pieces=2&weight=120&volume=0.6`);
    const variant = found.variants.find((one) => one.transfers.length === 0)!;
    const booked = await ok<BookedShipment>('agent', 'POST', '/api/bookings', { variantId: variant.id, awb: unused[0], cargoName: 'Запчасти', pieces: 2, weight: 120, volume: 0.6 });
    const party = { name: 'ООО «Сибирь Трейд»', address: 'ул. Республики, 1', city: 'Тюмень', country: 'RU' };
    await ok('agent', 'PUT', `/api/shipments/id-${booked.shipmentId}/awb`, { participants: { shipper: party, consignee: party }, cargoName: 'Запчасти', awb: {} });
    await ok('agent', 'POST', `/api/shipments/id-${booked.shipmentId}/issue`, { consent: true });

    const events = async (id: number) => (await server.db.select({ event: webhookDeliveries.event }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id))).map((one) => one.event);
    expect(await events(wanted.id)).toEqual(['awb.issued']);
    expect(await events(other.id)).toEqual([]);
    expect(await events(off.id)).toEqual([]);
    expect(await events(shippers.id)).toEqual([]);

    const [delivery] = (await log('agent', wanted.id)).items;
    const body = JSON.parse(delivery!.body) as { event: string; data: Record<string, unknown> };
    expect(body).toMatchObject({ event: 'awb.issued', data: { shipmentId: booked.shipmentId, awb: unused[0], status: 'issued', price: { currency: 'RUB' } } });
    expect(typeof (body.data.price as { amount: unknown }).amount).toBe('number');

    // The cargo handed over at the terminal: a movement, for the endpoints that asked for movements.
    await ok('airline', 'POST', `/api/shipments/id-${booked.shipmentId}/movements`, { status: 'RCS', place: 'TJM', pieces: 2, weight: 120 });
    expect(await events(wanted.id)).toEqual(['awb.issued', 'movement']);
    expect(await events(other.id)).toEqual(['movement']);
    expect(await events(off.id)).toEqual([]);
    const [moved] = (await log('agent', other.id)).items;
    expect(JSON.parse(moved!.body)).toMatchObject({ event: 'movement', data: { shipmentId: booked.shipmentId, awb: unused[0], status: 'RCS', place: 'TJM', pieces: 2, weight: 120 } });
  });

  it('a booking moved to another flight is told as the booking released and the booking made', async () => {
    const day = addDays(new Date().toISOString().slice(0, 10), 14);
    const { unused } = await prepareBooking(server, { from: addDays(day, -1), to: addDays(day, 3) });
    const changes = await register('agent', { url: receiver.url('/changes'), events: ['booking.changed'] });
    const search = (date: string) => ok<PricingSearchAnswer>('agent', 'GET', `/api/pricing/search?departure=TJM&arrival=UFA&date=${date}&days=0&pieces=1&weight=50&volume=0.2`);
    const from = (await search(day)).variants.find((one) => one.transfers.length === 0)!;
    const to = (await search(addDays(day, 1))).variants.find((one) => one.transfers.length === 0)!;
    const booked = await ok<BookedShipment>('agent', 'POST', '/api/bookings', { variantId: from.id, awb: unused[1], cargoName: 'Запчасти', pieces: 1, weight: 50, volume: 0.2 });
    await ok('agent', 'POST', `/api/bookings/shipments/id-${booked.shipmentId}/move`, { legIds: [to.legs[0]!.legId] });

    const told = (await log('agent', changes.id)).items.map((one) => (JSON.parse(one.body) as { event: string; data: Record<string, unknown> }).data);
    expect(told).toHaveLength(2);
    expect(told).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ shipmentId: booked.shipmentId, legId: from.legs[0]!.legId, change: 'moved', cancelled: true }),
        expect.objectContaining({ shipmentId: booked.shipmentId, legId: to.legs[0]!.legId, change: 'moved', cancelled: false }),
      ]),
    );
  });
});
