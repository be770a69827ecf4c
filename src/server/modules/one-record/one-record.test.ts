import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcToLocal } from '@shared/flights';
import { parseCimp } from '@shared/messaging/cimp';
import type { Fsu } from '@shared/messaging/cimp/fsu';
import { airlines, bookings, deliveries, flightLegs, letters, movements, oneRecordTokens, shipments } from '../../db/schema';
import { DEMO_TRACKED_AWB } from '../../db/seed/demo-facts';
import type { Database } from '../../db/client';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';
import { airportFacts } from '../flights';
import { sendDueStatuses } from '../messaging';
import { notifyOneRecordChange } from './notify';

// ONE Record end to end: tokens issued and revoked in the airline's settings, the logistics
// objects' JSON-LD, events that agree with the FSU sent for the same movement, and subscriptions
// notified through the delivery queue to a real HTTP receiver, one notification per change.

let server: TestServer;
let refusing: TestServer;
let receiver: Server;
let receiverUrl: string;
let outbox: string;
const received: { body: string; type: string | undefined }[] = [];
let staff: Record<string, string>;
let token: string;
let tokenId: number;
let shipmentId: number;
let airlineId: number;
let origin: string;

type Json = Record<string, unknown>;
const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
const get = (url: string, headers = bearer(token)) => server.request({ method: 'GET', url: `/api/one-record${url}`, headers });
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const bodyOf = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'one-record-'));
  receiver = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      received.push({ body, type: request.headers['content-type'] });
      response.writeHead(200).end('OK');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/notifications`;
  server = await createTestServer({ mail: { smtpUrl: null, from: 'Cargo <cargo@demo.test>', outboxDir: outbox }, delivery: { everyMs: 0, allowPrivateReceivers: true } });
  staff = await server.as(DEMO_USERS.airline);
  const [prefix, serial] = DEMO_TRACKED_AWB.split('-') as [string, string];
  const [row] = await server.db.select({ id: shipments.id, airlineId: shipments.airlineId }).from(shipments).where(and(eq(shipments.awbPrefix, prefix), eq(shipments.awbSerial, serial)));
  shipmentId = row!.id;
  airlineId = row!.airlineId;
  origin = 'http://localhost:80';
});
afterAll(async () => {
  await server.close();
  await refusing?.close();
  await new Promise((resolve) => receiver.close(resolve));
  await rm(outbox, { recursive: true, force: true });
});

describe('tokens in the airline settings', () => {
  it('are issued once in clear, listed without it, and only staff with the settings ability manage them', async () => {
    const issued = await server.request({ method: 'POST', url: '/api/settings/one-record/tokens', headers: staff, payload: { name: 'Forwarder TMS' } });
    expect(issued.statusCode, issued.body).toBe(200);
    ({ token, id: tokenId } = issued.json<{ token: string; id: number }>());
    expect(token.length).toBeGreaterThan(30);
    const list = await server.request({ method: 'GET', url: '/api/settings/one-record/tokens', headers: staff });
    expect(list.json<{ items: Json[] }>().items).toEqual([expect.objectContaining({ id: tokenId, name: 'Forwarder TMS', revokedAt: null, subscriptions: 0 })]);
    expect(list.body).not.toContain(token);
    const blank = await server.request({ method: 'POST', url: '/api/settings/one-record/tokens', headers: staff, payload: { name: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ fields: Json }>().fields).toEqual({ name: 'Заполните это поле' });
    const agent = await server.as(DEMO_USERS.agent);
    expect((await server.request({ method: 'POST', url: '/api/settings/one-record/tokens', headers: agent, payload: { name: 'x' } })).statusCode).toBe(403);
  });

  it('answer 401 without a token, with an unknown one, with a session, and once revoked', async () => {
    expect((await get(`/logistics-objects/shipment-${shipmentId}`, {} as never)).statusCode).toBe(401);
    expect((await get(`/logistics-objects/shipment-${shipmentId}`, bearer('not-a-token'))).statusCode).toBe(401);
    // A session is no ONE Record token.
    expect((await get(`/logistics-objects/shipment-${shipmentId}`, staff as never)).statusCode).toBe(401);
    const other = await server.request({ method: 'POST', url: '/api/settings/one-record/tokens', headers: staff, payload: { name: 'Soon revoked' } });
    const { id, token: value } = other.json<{ id: number; token: string }>();
    expect((await get(`/logistics-objects/shipment-${shipmentId}`, bearer(value))).statusCode).toBe(200);
    expect((await server.request({ method: 'DELETE', url: `/api/settings/one-record/tokens/id-${id}`, headers: staff })).statusCode).toBe(200);
    const revoked = await get(`/logistics-objects/shipment-${shipmentId}`, bearer(value));
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ code: 401, message: 'Войдите, чтобы продолжить' });
    const list = await server.request({ method: 'GET', url: '/api/settings/one-record/tokens', headers: staff });
    // Its last use is kept, to the minute: a second call right after does not write it again.
    const used = list.json<{ items: Json[] }>().items.find((item) => item.id === id);
    expect(used).toMatchObject({ revokedAt: expect.any(String), lastUsedAt: expect.any(String) });
    const [stamp] = await server.db.select({ at: oneRecordTokens.lastUsedAt }).from(oneRecordTokens).where(eq(oneRecordTokens.id, id));
    expect(stamp!.at!.toISOString()).toBe(used!.lastUsedAt);
  });

  it('keep the last use of a token to the minute without writing it on every call', async () => {
    const issued = await server.request({ method: 'POST', url: '/api/settings/one-record/tokens', headers: staff, payload: { name: 'Busy partner' } });
    const { id, token: value } = issued.json<{ id: number; token: string }>();
    expect((await get(`/logistics-objects/shipment-${shipmentId}`, bearer(value))).statusCode).toBe(200);
    const first = (await server.db.select({ at: oneRecordTokens.lastUsedAt }).from(oneRecordTokens).where(eq(oneRecordTokens.id, id)))[0]!.at!;
    expect((await get(`/logistics-objects/shipment-${shipmentId}`, bearer(value))).statusCode).toBe(200);
    expect((await server.db.select({ at: oneRecordTokens.lastUsedAt }).from(oneRecordTokens).where(eq(oneRecordTokens.id, id)))[0]!.at).toEqual(first);
    // A minute later the next call moves it.
    await server.db.update(oneRecordTokens).set({ lastUsedAt: new Date(first.getTime() - 61_000) }).where(eq(oneRecordTokens.id, id));
    expect((await get(`/logistics-objects/shipment-${shipmentId}`, bearer(value))).statusCode).toBe(200);
    const moved = (await server.db.select({ at: oneRecordTokens.lastUsedAt }).from(oneRecordTokens).where(eq(oneRecordTokens.id, id)))[0]!.at!;
    expect(moved.getTime()).toBeGreaterThan(first.getTime() - 61_000);
  });
});

describe('logistics objects', () => {
  it('serve the shipment, its waybill, pieces and bookings, the flight leg and the airline as JSON-LD', async () => {
    const shipment = await get(`/logistics-objects/shipment-${shipmentId}`);
    expect(shipment.headers['content-type']).toMatch(/^application\/ld\+json/);
    const s = shipment.json<Json>();
    origin = String(s['@id']).replace(`/api/one-record/logistics-objects/shipment-${shipmentId}`, '');
    const iri = (id: string) => `${origin}/api/one-record/logistics-objects/${id}`;
    const [row] = await server.db.select().from(shipments).where(eq(shipments.id, shipmentId));
    expect(s).toMatchObject({
      '@context': { cargo: 'https://onerecord.iata.org/ns/cargo#', api: 'https://onerecord.iata.org/ns/api#' },
      '@id': iri(`shipment-${shipmentId}`),
      '@type': 'cargo:Shipment',
      'cargo:totalGrossWeight': { '@type': 'cargo:Value', 'cargo:numericalValue': row!.weight, 'cargo:unit': 'KGM' },
      'cargo:waybill': { '@id': iri(`waybill-${shipmentId}`) },
    });
    expect(origin).toMatch(/^http:\/\//);

    const waybill = (await get(`/logistics-objects/waybill-${shipmentId}`)).json<Json>();
    expect(waybill).toMatchObject({
      '@id': iri(`waybill-${shipmentId}`),
      '@type': 'cargo:Waybill',
      'cargo:waybillPrefix': row!.awbPrefix,
      'cargo:waybillNumber': row!.awbSerial,
      'cargo:departureLocation': { 'cargo:locationCodes': [{ 'cargo:code': row!.origin }] },
      'cargo:arrivalLocation': { 'cargo:locationCodes': [{ 'cargo:code': row!.destination }] },
      'cargo:waybillLineItems': [{ 'cargo:numberOfPieces': row!.pieces, 'cargo:grossWeight': { 'cargo:numericalValue': row!.weight, 'cargo:unit': 'KGM' } }],
    });

    const pieces = s['cargo:pieces'] as { '@id': string }[];
    expect(pieces.length).toBeGreaterThan(0);
    let counted = 0;
    for (const piece of pieces) {
      const p = (await get(piece['@id'].slice(`${origin}/api/one-record`.length))).json<Json>();
      expect(p).toMatchObject({ '@type': 'cargo:Piece', 'cargo:ofShipment': { '@id': iri(`shipment-${shipmentId}`) } });
      counted += Number(p['cargo:slac']);
    }
    expect(counted).toBe(row!.pieces);

    // The demo has no bookings: one on a flight leg of the airline, as the booking area writes it.
    const [someLeg] = await server.db.select({ id: flightLegs.id }).from(flightLegs).where(eq(flightLegs.airlineId, airlineId)).orderBy(asc(flightLegs.id)).limit(1);
    const [any] = await server.db
      .insert(bookings)
      .values({ airlineId, shipmentId, legId: someLeg!.id, seq: 1, status: 'KK', source: 'cabinet', priority: 1, pieces: row!.pieces, weight: row!.weight, volume: 1, latestAcceptance: new Date() })
      .returning();
    const booking = (await get(`/logistics-objects/booking-${any!.id}`)).json<Json>();
    expect(booking).toMatchObject({
      '@type': 'cargo:Booking',
      'cargo:bookingStatus': { 'cargo:code': any!.cancelledAt ? 'XX' : any!.status },
      'cargo:issuedForWaybill': { '@id': iri(`waybill-${any!.shipmentId}`) },
      'cargo:transportMovement': { '@id': iri(`transport-movement-${any!.legId}`) },
    });
    expect((await get(`/logistics-objects/waybill-${shipmentId}`)).json<Json>()['cargo:booking']).toEqual([{ '@id': iri(`booking-${any!.id}`) }]);
    const leg = (await get(`/logistics-objects/transport-movement-${any!.legId}`)).json<Json>();
    expect(leg).toMatchObject({ '@type': 'cargo:TransportMovement', 'cargo:transportIdentifier': expect.stringMatching(/^UT\d+/), 'cargo:departureLocation': { '@type': 'cargo:Location' } });

    const carrier = (await get(`/logistics-objects/airline-${airlineId}`)).json<Json>();
    expect(carrier).toMatchObject({ '@type': 'cargo:Carrier', 'cargo:airlineCode': 'UT', 'cargo:airlinePrefix': '298' });
  });

  it('are 404 for objects not the airline’s or not there, and 400 for an id of no kind', async () => {
    const [other] = await server.db.insert(airlines).values({ marker: 'or-other', iata: 'ZZ', name: 'Other' }).returning({ id: airlines.id });
    expect((await get(`/logistics-objects/airline-${other!.id}`)).statusCode).toBe(404);
    expect((await get('/logistics-objects/shipment-999999')).statusCode).toBe(404);
    expect((await get('/logistics-objects/parcel-1')).statusCode).toBe(400);
  });
});

describe('logistics events', () => {
  it('agree with the FSU telegram sent for the same movement: code, local time and airport', async () => {
    const [row] = await server.db.select().from(shipments).where(eq(shipments.id, shipmentId));
    const place = row!.route[1] ?? row!.route[0]!;
    const outgoing = { active: true, format: 'CIMP', contractId: null, copy: [], arrivalPort: false, arrivalReceivers: [], subject: null, body: null, attachmentName: null, intervalMinutes: null, sendEmpty: false, closeFlight: false, excludedAirports: [] };
    const made = await server.request({ method: 'POST', url: '/api/handbooks/outgoing', headers: staff, payload: { ...outgoing, airport: place, type: 'FSU', version: 15, protocol: 'EMAIL', recipients: ['status@demo.test'] } });
    expect(made.statusCode, made.body).toBe(200);
    const moved = await server.request({
      method: 'POST',
      url: `/api/shipments/id-${shipmentId}/movements`,
      headers: staff,
      payload: { status: 'FOH', time: new Date(Date.now() - 17 * 60_000).toISOString(), place, pieces: row!.pieces, weight: row!.weight },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await sendDueStatuses(server.db)).toBe(1);
    const [letter] = await server.db.select().from(letters).where(and(eq(letters.telegramType, 'FSU'), eq(letters.awb, DEMO_TRACKED_AWB)));
    const fsu = parseCimp(letter!.body) as Fsu;
    const line = fsu.statuses[0]! as { code: string; date: string; time: string; airport: string };

    const answer = await get(`/logistics-objects/shipment-${shipmentId}/logistics-events`);
    expect(answer.statusCode, answer.body).toBe(200);
    const collection = answer.json<{ '@type': string; 'api:hasTotalItems': number; 'api:hasItem': Json[] }>();
    expect(collection['@type']).toBe('api:Collection');
    const all = await server.db.select().from(movements).where(eq(movements.shipmentId, shipmentId));
    expect(collection['api:hasTotalItems']).toBe(all.length);
    const event = collection['api:hasItem'].find((item) => String(item['@id']).endsWith(`/logistics-events/${letter!.movementId}`))!;
    expect(event).toMatchObject({ '@type': 'cargo:LogisticsEvent', 'cargo:eventFor': { '@id': `${origin}/api/one-record/logistics-objects/shipment-${shipmentId}` } });
    const code = (event['cargo:eventCode'] as Json)['cargo:code'];
    const airport = ((event['cargo:eventLocation'] as Json)['cargo:locationCodes'] as Json[])[0]!['cargo:code'];
    const zone = (await airportFacts(server.db, [place])).get(place)?.zone ?? 'UTC';
    const local = utcToLocal(new Date(String(event['cargo:eventDate'])), zone);
    expect({ code, airport, date: `${local.date.slice(8, 10)}${MONTHS[Number(local.date.slice(5, 7)) - 1]}`, time: local.time.replace(':', '') }).toEqual({ code: line.code, airport: line.airport, date: line.date, time: line.time });
    expect(line.code).toBe('FOH');

    // Every event the FSU sender would carry has the code its line has, at its airport.
    const one = await get(`/logistics-objects/waybill-${shipmentId}/logistics-events/${letter!.movementId}`);
    expect(one.json<Json>()).toMatchObject({ 'cargo:eventCode': { 'cargo:code': 'FOH' }, 'cargo:eventDate': event['cargo:eventDate'] });
    expect((await get(`/logistics-objects/shipment-${shipmentId}/logistics-events/999999`)).statusCode).toBe(404);
  });
});

describe('subscriptions', () => {
  const subscribe = (body: Json, who = token, target = server) =>
    target.request({ method: 'POST', url: '/api/one-record/subscriptions', headers: { ...bearer(who), 'content-type': 'application/ld+json' }, payload: JSON.stringify(body) });

  it('notify a subscriber exactly once per change, through the delivery queue', async () => {
    const made = await subscribe({
      '@type': 'api:Subscription',
      'api:hasTopicType': 'api:LOGISTICS_OBJECT_IDENTIFIER',
      'api:hasTopic': `${origin}/api/one-record/logistics-objects/shipment-${shipmentId}`,
      callbackUrl: receiverUrl,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json<Json>()).toMatchObject({ '@type': 'api:Subscription', 'api:hasTopicType': { '@id': 'api:LOGISTICS_OBJECT_IDENTIFIER' } });
    const [row] = await server.db.select().from(shipments).where(eq(shipments.id, shipmentId));
    await server.app.deliveries.run();
    received.length = 0;

    const moved = await server.request({
      method: 'POST',
      url: `/api/shipments/id-${shipmentId}/movements`,
      headers: staff,
      payload: { status: 'NFD', time: new Date(Date.now() - 5 * 60_000).toISOString(), place: row!.destination, pieces: row!.pieces, weight: row!.weight },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await server.app.deliveries.run();
    await server.app.deliveries.run();
    expect(received).toHaveLength(1);
    expect(received[0]!.type).toBe('application/ld+json');
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      '@type': 'api:Notification',
      'api:hasEventType': { '@id': 'api:LOGISTICS_OBJECT_UPDATED' },
      'api:hasLogisticsObject': { '@id': `${origin}/api/one-record/logistics-objects/shipment-${shipmentId}` },
    });

    // Another change, another notification; a staff list shows the subscription.
    await server.request({
      method: 'POST',
      url: `/api/shipments/id-${shipmentId}/movements`,
      headers: staff,
      payload: { status: 'AWD', time: new Date(Date.now() - 4 * 60_000).toISOString(), place: row!.destination, pieces: row!.pieces, weight: row!.weight },
    });
    await server.app.deliveries.run();
    expect(received).toHaveLength(2);
    const listed = await server.request({ method: 'GET', url: '/api/settings/one-record/subscriptions', headers: staff });
    expect(listed.json<{ items: Json[] }>().items).toEqual([expect.objectContaining({ tokenName: 'Forwarder TMS', topic: `shipment-${shipmentId}`, callbackUrl: receiverUrl, endedAt: null })]);
  });

  it('tell of one action once, however many history entries it writes; two actions twice', async () => {
    const count = async () => (await server.db.select().from(deliveries)).length;
    const before = await count();
    await server.db.transaction(async (tx) => {
      expect(await notifyOneRecordChange(tx as unknown as Database, { shipmentId })).toBe(1);
      expect(await notifyOneRecordChange(tx as unknown as Database, { shipmentId })).toBe(0);
    });
    expect(await count()).toBe(before + 1);
    await server.db.transaction(async (tx) => {
      expect(await notifyOneRecordChange(tx as unknown as Database, { shipmentId })).toBe(1);
    });
    expect(await count()).toBe(before + 2);
  });

  it('end with their token: a revoked token’s subscriber hears nothing more', async () => {
    const issued = await server.request({ method: 'POST', url: '/api/settings/one-record/tokens', headers: staff, payload: { name: 'Short-lived' } });
    const { id, token: value } = issued.json<{ id: number; token: string }>();
    expect((await subscribe({ 'api:hasTopicType': 'api:LOGISTICS_OBJECT_TYPE', 'api:hasTopic': 'cargo:Waybill', callbackUrl: receiverUrl }, value)).statusCode).toBe(200);
    await server.request({ method: 'DELETE', url: `/api/settings/one-record/tokens/id-${id}`, headers: staff });
    const before = (await server.db.select().from(deliveries)).length;
    const [row] = await server.db.select().from(shipments).where(eq(shipments.id, shipmentId));
    await server.request({ method: 'POST', url: `/api/shipments/id-${shipmentId}/movements`, headers: staff, payload: { status: 'DLV', time: new Date(Date.now() - 60_000).toISOString(), place: row!.destination, pieces: row!.pieces, weight: row!.weight } });
    // Only the first token's subscription to the shipment is notified.
    expect((await server.db.select().from(deliveries)).length).toBe(before + 1);
  });

  it('refuse bad topics with fields, and private addresses unless the server allows them', async () => {
    const bad = await subscribe({ 'api:hasTopicType': 'api:LOGISTICS_OBJECT_TYPE', 'api:hasTopic': 'cargo:Person', callbackUrl: receiverUrl });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: Json }>().fields)).toEqual(['api:hasTopic']);
    const missing = await subscribe({ 'api:hasTopicType': 'api:LOGISTICS_OBJECT_IDENTIFIER', 'api:hasTopic': `${origin}/api/one-record/logistics-objects/shipment-999999`, callbackUrl: receiverUrl });
    expect(missing.statusCode).toBe(400);

    refusing = await createTestServer({ delivery: { everyMs: 0, allowPrivateReceivers: false } });
    const staffThere = await refusing.as(DEMO_USERS.airline);
    const issued = await refusing.request({ method: 'POST', url: '/api/settings/one-record/tokens', headers: staffThere, payload: { name: 'Refused' } });
    const value = issued.json<{ token: string }>().token;
    for (const url of [receiverUrl, 'http://10.1.2.3/hook', 'http://169.254.169.254/latest', 'http://[::1]:8080/x']) {
      const refused = await subscribe({ 'api:hasTopicType': 'api:LOGISTICS_OBJECT_TYPE', 'api:hasTopic': 'cargo:Shipment', callbackUrl: url }, value, refusing);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json<{ fields: Json }>().fields).toEqual({ callbackUrl: 'Адрес получателя во внутренней сети: укажите адрес в интернете' });
    }
  });
});
