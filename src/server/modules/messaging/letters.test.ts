import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookedShipment } from '@shared/booking';
import { addDays } from '@shared/flights';
import type { FlightTelegramPreview, FlightTelegramSent } from '@shared/messaging/flight-telegrams-api';
import { parseCimp } from '@shared/messaging/cimp';
import type { Fbl } from '@shared/messaging/cimp/fbl';
import type { Ffa } from '@shared/messaging/cimp/ffa';
import type { Ffm } from '@shared/messaging/cimp/ffm';
import type { Fsu } from '@shared/messaging/cimp/fsu';
import type { Fwb } from '@shared/messaging/cimp/fwb';
import type { ResourcePage, ResourceRow } from '@shared/resources/list-query';
import { bookings, cimpTelegrams, deliveries, flightLegs, letters, outgoingSettings, shipments } from '../../db/schema';
import { claimDue, LEASE_MS, markSent } from '../../delivery/queue';
import { readOutbox } from '../../lib/mailer';
import { sendDueTelegrams } from './interval-send';
import { sendDueAnswers, sendDueWaybills } from './shipment-send';
import { sendDueStatuses } from './status-send';
import { prepareBooking } from '../../test/booking';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';

// Telegrams out: a leg's FBL and FFM written from its bookings, sent by the outgoing settings as
// letters through the delivery queue (mail to the outbox, HTTP to a receiver here), retried with
// backoff and never sent twice; the letters log with its free-text letters; who may do what.

let server: TestServer;
let outbox: string;
let receiver: Server;
const received: { body: string; type: string | undefined }[] = [];
let answerWith = 200;
const headers: Record<string, Record<string, string>> = {};
const day = addDays(new Date().toISOString().slice(0, 10), 5);
let unused: string[] = [];
let legId: number;

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.request({ method, url: `/api${url}`, headers: { ...headers[who]!, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
const preview = async (type: 'FFM' | 'FBL', who = 'airline') => {
  const answer = await call(who, 'GET', `/flights/segments/id-${legId}/telegrams/${type}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<FlightTelegramPreview>();
};
const send = (type: 'FFM' | 'FBL', who = 'airline') => call(who, 'POST', `/flights/segments/id-${legId}/telegrams/${type}`);
const letter = async (id: number) => (await server.db.select().from(letters).where(eq(letters.id, id)))[0]!;
const bodyOf = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

async function setting(body: object): Promise<number> {
  const base = { active: true, format: 'CIMP', contractId: null, copy: [], arrivalPort: false, arrivalReceivers: [], subject: null, body: null, attachmentName: null, intervalMinutes: null, sendEmpty: false, closeFlight: false, excludedAirports: [] };
  const answer = await call('airline', 'POST', '/handbooks/outgoing', { ...base, ...body });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ id: number }>().id;
}

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'letters-'));
  receiver = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      received.push({ body, type: request.headers['content-type'] });
      response.writeHead(answerWith).end(answerWith === 200 ? 'OK' : 'busy');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  server = await createTestServer({ mail: { smtpUrl: null, from: 'Cargo <cargo@demo.test>', outboxDir: outbox } });
  for (const who of ['airline', 'agent'] as const) headers[who] = await server.as(DEMO_USERS[who]);
  ({ unused } = await prepareBooking(server, { from: day, to: day }));
  const [leg] = await server.db
    .select({ id: flightLegs.id })
    .from(flightLegs)
    .where(and(eq(flightLegs.departure, 'TJM'), eq(flightLegs.departureDate, day)))
    .orderBy(asc(flightLegs.std))
    .limit(1);
  legId = leg!.id;
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => receiver?.close(resolve));
  await rm(outbox, { recursive: true, force: true });
});

let booked: BookedShipment;

describe("a leg's telegrams", () => {

  it('refuses to send when no outgoing setting covers the departure airport, saying so', async () => {
    const refused = await send('FBL');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe('No active outgoing setting sends FBL from TJM: add one in the outgoing message settings');
    expect((await preview('FBL')).addressees).toEqual([]);
  });

  it('writes a NIL booking list for an empty leg, and one listing its confirmed bookings', async () => {
    const empty = parseCimp((await preview('FBL')).parts[0]!) as Fbl;
    expect(empty.points[0]!.consignments).toEqual([]);
    const answer = await call('agent', 'POST', '/bookings', { legIds: [legId], awb: unused.shift(), cargoName: 'Запчасти', pieces: 2, weight: 120, volume: 0.6 });
    expect(answer.statusCode, answer.body).toBe(200);
    booked = answer.json<BookedShipment>();
    const list = await preview('FBL');
    expect(list.consignments).toBe(1);
    const fbl = parseCimp(list.parts[0]!) as Fbl;
    expect(fbl.flight).toMatchObject({ carrier: 'UT', departure: 'TJM' });
    expect(fbl.points[0]!.consignments[0]).toMatchObject({ awb: booked.awb, shipmentCode: 'T', pieces: 2, weight: 120, goods: 'ZAPCHASTI', volume: { unit: 'MC', value: 0.6 } });
    expect(list.parts[0]).toMatch(/\r\n/);
  });

  it('sends the FBL over HTTP with an e-mail copy: logged, queued, delivered, and the leg marked', async () => {
    await setting({ airport: 'TJM', type: 'FBL', version: 4, protocol: 'HTTP', recipients: [`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/fbl`], copy: ['watch@demo.test'] });
    const shown = await preview('FBL');
    expect(shown.addressees).toEqual([{ settingId: expect.any(Number), protocol: 'HTTP', recipients: [expect.stringMatching(/\/fbl$/)], copy: ['watch@demo.test'] }]);
    expect(shown.sent).toBe(false);

    const answer = await send('FBL');
    expect(answer.statusCode, answer.body).toBe(200);
    const ids = answer.json<FlightTelegramSent>().letters;
    expect(ids).toHaveLength(2);
    const [posted, copied] = [await letter(ids[0]!), await letter(ids[1]!)];
    expect(posted).toMatchObject({ status: 'processed', protocol: 'HTTP', telegramType: 'FBL', legId, body: shown.parts[0] });
    expect(copied).toMatchObject({ status: 'processed', protocol: 'EMAIL', recipients: ['watch@demo.test'] });
    expect(posted.flight).toMatch(/^UT\d+\/\d{2}[A-Z]{3} TJM-[A-Z]{3}$/);
    const [logged] = await server.db.select().from(cimpTelegrams).where(eq(cimpTelegrams.id, posted.telegramId!));
    expect(logged).toMatchObject({ direction: 'OUT', type: 'FBL', status: 'complete', text: shown.parts[0] });

    expect(await server.app.deliveries.run()).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(received).toEqual([{ body: shown.parts[0], type: 'text/plain; charset=utf-8' }]);
    expect((await letter(ids[0]!)).status).toBe('success');
    const mail = (await readOutbox(outbox)).find((one) => one.to.includes('watch@demo.test'));
    expect(mail?.text).toContain(shown.parts[0]);
    expect((await preview('FBL')).sent).toBe(true);
    // Nothing is sent twice: the queue is empty after it.
    expect(await server.app.deliveries.run()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(received).toHaveLength(1);
  });

  it('manifests only accepted cargo, and mails the FFM as an attachment named by the setting', async () => {
    expect((await preview('FFM')).consignments).toBe(0);
    await server.db.update(shipments).set({ acceptedAt: new Date(), status: 'accepted' }).where(eq(shipments.id, booked.shipmentId));
    const shown = await preview('FFM');
    const ffm = parseCimp(shown.parts[0]!) as Ffm;
    expect(ffm.points[0]!.bulk.map((item) => item.awb)).toEqual([booked.awb]);

    await setting({ airport: 'TJM', type: 'FFM', version: 8, protocol: 'EMAIL', recipients: ['station@demo.test'], subject: 'FFM {company}{flight} {date} {departure}', attachmentName: '{company}{flight}-{date}.txt', body: 'Manifest attached' });
    const ids = (await send('FFM')).json<FlightTelegramSent>().letters;
    expect(ids).toHaveLength(1);
    await server.app.deliveries.run();
    const sent = await letter(ids[0]!);
    expect(sent).toMatchObject({ status: 'success', attempts: 1, body: 'Manifest attached', attachment: shown.parts[0] });
    expect(sent.subject).toMatch(/^FFM UT\d+ \d{2}[A-Z]{3} TJM$/);
    const mail = (await readOutbox(outbox)).find((one) => one.subject === sent.subject);
    expect(mail?.attachments).toEqual([{ filename: sent.attachmentName, content: shown.parts[0] }]);
    expect(sent.attachmentName).toMatch(/^UT\d+-\d{2}[A-Z]{3}\.txt$/);
  });

  it('is for airline staff: a client agent neither sees nor sends it', async () => {
    expect((await call('agent', 'GET', `/flights/segments/id-${legId}/telegrams/FFM`)).statusCode).toBe(403);
    expect((await send('FFM', 'agent')).statusCode).toBe(403);
    expect((await call('airline', 'GET', `/flights/segments/id-${legId}/telegrams/XYZ`)).statusCode).toBe(400);
  });
});

describe("a shipment's FFA", () => {
  it('answers the booking leg by leg under the booking office\'s reference, by the FFA settings of its origin', async () => {
    const shipmentId = booked.shipmentId;
    const refused = await call('airline', 'POST', `/shipments/id-${shipmentId}/telegrams/FFA`);
    expect(refused.statusCode).toBe(409);
    const shown = await call('airline', 'GET', `/shipments/id-${shipmentId}/telegrams/FFA`);
    expect(shown.statusCode, shown.body).toBe(200);
    const { text, addressees } = shown.json<{ text: string; addressees: unknown[] }>();
    expect(addressees).toEqual([]);
    const ffa = parseCimp(text) as Ffa;
    expect(ffa.consignment).toMatchObject({ awb: booked.awb, origin: booked.origin, shipmentCode: 'T' });
    expect(ffa.flights.map((leg) => [leg.departure, leg.spaceCode])).toEqual([['TJM', 'KK']]);
    expect(ffa.reference).toEqual({ office: 'TJMFFUT', fileReference: booked.awb });

    await setting({ airport: 'TJM', type: 'FFA', version: 4, protocol: 'EMAIL', recipients: ['agent.desk@demo.test'], subject: 'FFA {receipt}' });
    const ids = (await call('airline', 'POST', `/shipments/id-${shipmentId}/telegrams/FFA`)).json<FlightTelegramSent>().letters;
    expect(ids).toHaveLength(1);
    await server.app.deliveries.run();
    expect(await letter(ids[0]!)).toMatchObject({ status: 'success', telegramType: 'FFA', awb: booked.awb, subject: `FFA ${booked.awb}`, body: text });
    // A client holding shipment.view sees nothing of it.
    expect((await call('agent', 'GET', `/shipments/id-${shipmentId}/telegrams/FFA`)).statusCode).toBe(403);
  });

  it('goes by itself when a booking is made or its answers change, once for each change', async () => {
    const [other] = await server.db
      .select({ id: flightLegs.id })
      .from(flightLegs)
      .where(and(eq(flightLegs.departure, 'TJM'), eq(flightLegs.departureDate, day), ne(flightLegs.id, legId)))
      .limit(1);
    // Nothing changed since the setting was made: nothing goes.
    expect(await sendDueAnswers(server.db)).toBe(0);
    const answer = await call('agent', 'POST', '/bookings', { legIds: [other!.id], awb: unused.shift(), cargoName: 'Ящики', pieces: 1, weight: 30, volume: 0.1 });
    expect(answer.statusCode, answer.body).toBe(200);
    const made = answer.json<BookedShipment>();
    expect(await sendDueAnswers(server.db)).toBe(1);
    expect(await sendDueAnswers(server.db)).toBe(0);
    // The airline changes its answer: the FFA goes again with it.
    await server.db.update(bookings).set({ status: 'UU', updatedAt: new Date(Date.now() + 1_000) }).where(eq(bookings.shipmentId, made.shipmentId));
    expect(await sendDueAnswers(server.db)).toBe(1);
    const sent = await server.db.select().from(letters).where(and(eq(letters.telegramType, 'FFA'), eq(letters.awb, made.awb))).orderBy(asc(letters.id));
    expect(sent.map((one) => (parseCimp(one.body) as Ffa).flights[0]!.spaceCode)).toEqual(['KK', 'UU']);
  });
});

describe('the delivery queue', () => {
  it('retries a failed delivery with backoff, then puts the letter in error with the reason', async () => {
    answerWith = 503;
    const before = received.length;
    const ids = (await send('FBL')).json<FlightTelegramSent>().letters;
    const [delivery] = await server.db.select().from(deliveries).where(eq(deliveries.letterId, ids[0]!));
    await server.db.update(deliveries).set({ maxAttempts: 2 }).where(eq(deliveries.id, delivery!.id));

    const now = new Date();
    expect((await server.app.deliveries.run(now)).retried).toBe(1);
    const waiting = await letter(ids[0]!);
    expect(waiting).toMatchObject({ status: 'processed', attempts: 1 });
    expect(waiting.error).toMatch(/answered 503: busy$/);
    const [pending] = await server.db.select().from(deliveries).where(eq(deliveries.id, delivery!.id));
    expect(pending!.status).toBe('pending');
    expect(pending!.dueAt.getTime()).toBeGreaterThanOrEqual(now.getTime() + 29_000);
    // Not due yet: nothing is tried before its time.
    expect((await server.app.deliveries.run(now)).retried).toBe(0);

    expect((await server.app.deliveries.run(new Date(now.getTime() + 60_000))).failed).toBe(1);
    expect(await letter(ids[0]!)).toMatchObject({ status: 'error', attempts: 2 });
    expect(received.length - before).toBe(2);
    answerWith = 200;
  });

  it('leases a parcel to one sender: two claiming at once never share one, and a stale claim does not mark it', async () => {
    const ids = (await send('FBL')).json<FlightTelegramSent>().letters;
    const now = new Date(Date.now() + 3_600_000);
    const [first, second] = await Promise.all([claimDue(server.db, now), claimDue(server.db, now)]);
    const claimed = [...first, ...second].map((row) => row.letterId);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual([...ids].sort());

    // The sender died: past its lease another takes the parcel, and the first one's late word is ignored.
    const stale = [...first, ...second][0]!;
    const [again] = await claimDue(server.db, new Date(now.getTime() + LEASE_MS + 1));
    expect(again).toMatchObject({ id: stale.id, attempts: stale.attempts + 1 });
    expect(await markSent(server.db, stale, now)).toBe(false);
    expect(await markSent(server.db, again!, now)).toBe(true);
    expect((await letter(stale.letterId!)).status).toBe('success');
  });
});

describe('the interval and the last telegram', () => {
  it('sends a changed booking list when the interval has passed, and the last one when the leg is closed', async () => {
    const [fbl] = await server.db.select().from(outgoingSettings).where(and(eq(outgoingSettings.airport, 'TJM'), eq(outgoingSettings.type, 'FBL')));
    await server.db.update(outgoingSettings).set({ intervalMinutes: 30, closeFlight: true }).where(eq(outgoingSettings.id, fbl!.id));
    // The demo's own settings (SGC's hourly FBL...) would send their legs of that day too.
    await server.db.update(outgoingSettings).set({ active: false }).where(ne(outgoingSettings.id, fbl!.id));
    const [leg] = await server.db.select().from(flightLegs).where(eq(flightLegs.id, legId));
    // The day before departure: the leg is within the interval's reach.
    const at = new Date(leg!.std.getTime() - 2 * 3_600_000);
    const lettersOfSetting = async () => server.db.select().from(letters).where(and(eq(letters.settingId, fbl!.id), eq(letters.legId, legId)));
    const before = (await lettersOfSetting()).length;

    // Nothing changed since the FBL sent by hand: nothing goes.
    expect(await sendDueTelegrams(server.db, at)).toBe(0);
    const answer = await call('agent', 'POST', '/bookings', { legIds: [legId], awb: unused.shift(), cargoName: 'Tyres', pieces: 1, weight: 40, volume: 0.2 });
    expect(answer.statusCode, answer.body).toBe(200);
    // Posted to the receiver, and its copy by e-mail.
    expect(await sendDueTelegrams(server.db, at)).toBe(2);
    const [sent] = (await lettersOfSetting()).slice(before);
    expect(sent).toMatchObject({ protocol: 'HTTP', createdBy: null, final: false });
    expect((parseCimp(sent!.body) as Fbl).points[0]!.consignments).toHaveLength(2);
    // Within the interval nothing goes, changed or not; past it, only a change goes.
    expect(await sendDueTelegrams(server.db, new Date(at.getTime() + 10 * 60_000))).toBe(0);
    expect(await sendDueTelegrams(server.db, new Date(at.getTime() + 40 * 60_000))).toBe(0);

    // Closed: the last FBL goes, whatever it says, and then nothing more.
    await server.db.update(flightLegs).set({ closed: true }).where(eq(flightLegs.id, legId));
    expect(await sendDueTelegrams(server.db, new Date(at.getTime() + 41 * 60_000))).toBe(2);
    expect((await lettersOfSetting()).at(-1)).toMatchObject({ final: true });
    expect(await sendDueTelegrams(server.db, new Date(at.getTime() + 120 * 60_000))).toBe(0);
    await server.db.update(flightLegs).set({ closed: false }).where(eq(flightLegs.id, legId));
  });
});

describe("a shipment's FWB", () => {
  it('goes once the AWB is issued with its parties, by the FWB settings of its origin, and starts the correction time after sending', async () => {
    const id = booked.shipmentId;
    await server.db.update(shipments).set({ issuedAt: null }).where(eq(shipments.id, id));
    const early = await call('airline', 'GET', `/shipments/id-${id}/telegrams/FWB`);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(`AWB ${booked.awb} is not issued yet: its FWB goes once it is`);

    await setting({ airport: 'TJM', type: 'FWB', version: 17, protocol: 'EMAIL', recipients: ['fwb@demo.test'] });
    const shipper = { name: 'ООО Сибирские запчасти', address: 'ул. Республики, 1', city: 'Тюмень', country: 'RU', postalCode: '625000', phone: '+7 3452 00-00-00' };
    await server.db
      .update(shipments)
      .set({ issuedAt: new Date(), participants: { shipper, consignee: { ...shipper, name: 'Получатель', address: null }, expeditor: null, notify: null } })
      .where(eq(shipments.id, id));
    // The consignee has no address: the FWB waits for it, and the page says why.
    expect(await sendDueWaybills(server.db)).toBe(0);
    expect((await call('airline', 'GET', `/shipments/id-${id}/telegrams/FWB`)).json<{ message: string }>().message).toMatch(/needs the shipper and consignee with name, address, city and country/);

    await server.db.update(shipments).set({ participants: { shipper, consignee: { ...shipper, name: 'Получатель' }, expeditor: null, notify: null } }).where(eq(shipments.id, id));
    expect(await sendDueWaybills(server.db)).toBe(1);
    expect(await sendDueWaybills(server.db)).toBe(0);
    const [sent] = await server.db.select().from(letters).where(and(eq(letters.telegramType, 'FWB'), eq(letters.awb, booked.awb)));
    const fwb = parseCimp(sent!.body) as Fwb;
    expect(fwb).toMatchObject({ version: 17, consignment: { awb: booked.awb, origin: 'TJM' }, shipper: { name: 'OOO SIBIRSKIE ZAPCHASTI', city: 'TIUMEN', country: 'RU', contact: { type: 'TE', number: '73452000000' } } });
    const [row] = await server.db.select({ fwbSentAt: shipments.fwbSentAt }).from(shipments).where(eq(shipments.id, id));
    expect(row!.fwbSentAt).not.toBeNull();
    // On demand too: the page's preview is the same telegram.
    expect((await call('airline', 'GET', `/shipments/id-${id}/telegrams/FWB`)).json<{ text: string }>().text).toBe(sent!.body);
  });
});

describe('FSU from movements', () => {
  it('sends each movement at a setting\'s airport once, as the status line its code takes', async () => {
    await setting({ airport: 'TJM', type: 'FSU', version: 15, protocol: 'EMAIL', recipients: ['status@demo.test'], subject: 'FSU {receipt}' });
    const move = (body: object) => call('airline', 'POST', `/shipments/id-${booked.shipmentId}/movements`, { time: new Date(Date.now() - 10 * 60_000).toISOString(), place: 'TJM', pieces: 2, weight: 120, ...body });
    expect((await move({ status: 'FOH' })).statusCode).toBe(200);
    expect(await sendDueStatuses(server.db)).toBe(1);
    expect(await sendDueStatuses(server.db)).toBe(0);
    const [sent] = await server.db.select().from(letters).where(and(eq(letters.telegramType, 'FSU'), eq(letters.awb, booked.awb)));
    expect(sent).toMatchObject({ subject: `FSU ${booked.awb}`, recipients: ['status@demo.test'], movementId: expect.any(Number) });
    const fsu = parseCimp(sent!.body) as Fsu;
    expect(fsu.consignment).toMatchObject({ awb: booked.awb, shipmentCode: 'T', pieces: 2 });
    expect(fsu.statuses).toEqual([expect.objectContaining({ code: 'FOH', airport: 'TJM', shipmentCode: 'T', pieces: 2, weight: 120 })]);
  });
});

describe("a receiver's acknowledgement", () => {
  it('marks the letters of the telegram an FMA quotes opened, and an FNA puts them in error with its reason', async () => {
    const [sent] = await server.db.select().from(letters).where(and(eq(letters.telegramType, 'FFA'), eq(letters.status, 'success')));
    const [telegram] = await server.db.select().from(cimpTelegrams).where(eq(cimpTelegrams.id, sent!.telegramId!));
    const quote = telegram!.text.split(/\r?\n/).slice(0, 2).join('\n');
    const fma = await call('airline', 'POST', '/handbooks/cimp', { text: `FMA/1\nACK\n${quote}` });
    expect(fma.statusCode, fma.body).toBe(200);
    expect(fma.json<ResourceRow>()).toMatchObject({ status: 'complete', note: `Acknowledges sent telegram #${telegram!.id}: 1 letter marked opened` });
    expect(await letter(sent!.id)).toMatchObject({ status: 'opened' });
    // A delivery told of later does not take the opened mark back: nothing is sent twice, nothing unmarked.

    const fna = await call('airline', 'POST', '/handbooks/cimp', { text: `FNA/1\nACK/UNKNOWN AWB\n${quote}` });
    expect(fna.json<ResourceRow>()).toMatchObject({ status: 'complete' });
    expect(await letter(sent!.id)).toMatchObject({ status: 'error', error: 'The receiver refused the telegram: UNKNOWN AWB' });

    const stray = await call('airline', 'POST', '/handbooks/cimp', { text: 'FMA/1\nACK\nFWB/16\n298-45182336VKOEVN/T10K250.5' });
    expect(stray.json<ResourceRow>().note).toBe('FMA answers a telegram the cabinet has not sent: FWB/16 298-45182336VKOEVN/T10K250.5');
  });
});

describe('the letters log', () => {
  it('sends a free-text letter and keeps it as sent: no edit, no delete', async () => {
    const created = await call('airline', 'POST', '/handbooks/letters', { recipients: ['Ops@Demo.test'], copy: [], subject: 'Late cargo', body: 'Two pieces arrive late.' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ id: number }>().id;
    await server.app.deliveries.run();
    const row = (await call('airline', 'GET', `/handbooks/letters/id-${id}`)).json<ResourceRow>();
    expect(row).toMatchObject({ status: 'success', protocol: 'EMAIL', recipients: ['ops@demo.test'], subject: 'Late cargo' });
    expect((await readOutbox(outbox)).some((mail) => mail.subject === 'Late cargo' && mail.text === 'Two pieces arrive late.')).toBe(true);
    expect((await call('airline', 'PUT', `/handbooks/letters/id-${id}`, { recipients: ['x@demo.test'], copy: [], subject: 'x', body: 'x' })).statusCode).toBe(409);
    expect((await call('airline', 'DELETE', `/handbooks/letters/id-${id}`)).statusCode).toBe(409);
    const missing = await call('airline', 'POST', '/handbooks/letters', { recipients: ['not an address'], copy: [], subject: '', body: '' });
    expect(missing.json<{ fields: Record<string, string> }>().fields).toMatchObject({ subject: 'Fill this field', body: 'Fill this field' });
  });

  it("lists a leg's letters of one telegram type, newest first", async () => {
    const page = (await call('airline', 'GET', `/handbooks/letters?size=50&filter[legId]=${legId}&filter[telegramType]=FFM`)).json<ResourcePage>();
    expect(page.items.length).toBe(1);
    expect(page.items[0]).toMatchObject({ telegramType: 'FFM', legId });
  });

  it('is closed to a client agent', async () => {
    expect((await call('agent', 'GET', '/handbooks/letters')).statusCode).toBe(403);
  });
});
