import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@shared/flights';
import { parseCimp } from '@shared/messaging/cimp';
import { FFM_VKO_EVN } from '@shared/messaging/cimp/specimens/ffm';
import type { ReceivedTelegram } from '@shared/messaging/cimp-api';
import type { ResourceRow } from '@shared/resources/list-query';
import { hashToken } from '../../access/sessions';
import { airlines, bookings, cimpTelegrams, flightLegs, flights, incomingSettings, shipments } from '../../db/schema';
import { prepareBooking } from '../../test/booking';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';

// Telegrams posted by a sender's system (POST /api/cimp/receive): HTTP Basic with the incoming
// setting's username and a token staff made for it, no session; logged and applied like a pasted
// one under the setting's allowed types and contract, without an author; the same text again
// applies nothing; refusals are 401 and 413, never a 500.

const SENDER = 'cimp@sibir-logistic.example';
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const dayMonth = (iso: string) => `${iso.slice(8, 10)}${MONTHS[Number(iso.slice(5, 7)) - 1]}`;
const day = addDays(new Date().toISOString().slice(0, 10), 8);

let server: TestServer;
const headers: Record<string, Record<string, string>> = {};
let token: string;
let unused: string[];

const basic = (username: string, secret: string) => `Basic ${Buffer.from(`${username}:${secret}`).toString('base64')}`;
const receive = (text: string, authorization: string | null = basic(SENDER, token), extra: Record<string, string> = {}) =>
  server.request({
    method: 'POST',
    url: '/api/cimp/receive',
    headers: { 'content-type': 'text/plain; charset=utf-8', 'accept-language': 'en', ...(authorization ? { authorization } : {}), ...extra },
    payload: text,
  });
const logCount = async () => (await server.db.select({ id: cimpTelegrams.id }).from(cimpTelegrams)).length;
const settingOf = async (username: string) => (await server.db.select().from(incomingSettings).where(eq(incomingSettings.username, username)))[0]!;

/** A request for the day's TJM → UFA leg with a number of the sender's contract's stock. */
async function ffr(awb: string) {
  const [leg] = await server.db
    .select({ number: flights.number, carrier: airlines.iata })
    .from(flightLegs)
    .innerJoin(flights, eq(flights.id, flightLegs.flightId))
    .innerJoin(airlines, eq(airlines.id, flightLegs.airlineId))
    .where(and(eq(flightLegs.departure, 'TJM'), eq(flightLegs.arrival, 'UFA'), eq(flightLegs.departureDate, day)))
    .limit(1);
  return `FFR/8\n${awb}TJMUFA/T1K50/MC0.2/TOOLS\n${leg!.carrier}${leg!.number}/${dayMonth(day)}/TJMUFA/NN\nREF/TJMTCXH/HTTP${awb.slice(-4)}\n`;
}

beforeAll(async () => {
  server = await createTestServer();
  for (const who of ['airline', 'agent'] as const) headers[who] = await server.as(DEMO_USERS[who]);
  ({ unused } = await prepareBooking(server, { from: day, to: day }));
});
afterAll(async () => server.close());

describe('a sender’s token', () => {
  it('is made by staff for an HTTP setting, shown once and kept only as its hash', async () => {
    const setting = await settingOf(SENDER);
    const made = await server.request({ method: 'POST', url: `/api/handbooks/incoming/id-${setting.id}/token`, headers: headers.airline! });
    expect(made.statusCode, made.body).toBe(200);
    const answer = made.json<{ username: string; token: string }>();
    expect(answer.username).toBe(SENDER);
    expect(answer.token.length).toBeGreaterThanOrEqual(40);
    token = answer.token;
    expect((await settingOf(SENDER)).tokenHash).toBe(hashToken(token));
    // The handbook's row never shows it.
    const row = (await server.request({ method: 'GET', url: `/api/handbooks/incoming/id-${setting.id}`, headers: headers.airline! })).json<ResourceRow>();
    expect(JSON.stringify(row)).not.toContain(hashToken(token));
    expect(Object.keys(row)).not.toContain('tokenHash');

    // A mailbox's setting has none; a client's agent may not make one.
    const mail = await settingOf('telex@aerotrans-cargo.example');
    const refused = await server.request({ method: 'POST', url: `/api/handbooks/incoming/id-${mail.id}/token`, headers: { ...headers.airline!, 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe('A token is made only for a setting whose protocol is HTTP');
    expect((await server.request({ method: 'POST', url: `/api/handbooks/incoming/id-${setting.id}/token`, headers: headers.agent! })).statusCode).toBe(403);
  });
});

describe('POST /api/cimp/receive', () => {
  it('books an FFR for the setting’s contract and answers its FFA; the same text again applies nothing', async () => {
    const awb = unused.shift()!.replace(' ', '');
    const text = await ffr(awb);
    const answer = await receive(text);
    expect(answer.statusCode, answer.body).toBe(200);
    const received = answer.json<ReceivedTelegram>();
    expect(received).toMatchObject({ id: expect.any(Number), status: 'complete' });
    expect(received.duplicate).toBeUndefined();
    const ffa = parseCimp(received.answer!);
    expect(ffa).toMatchObject({ type: 'FFA', flights: [{ spaceCode: 'KK' }], reference: { office: 'TJMTCXH', fileReference: `HTTP${awb.slice(-4)}` } });

    // Logged IN with no author, its FFA OUT beside it; the booking is the setting's contract's, by telegram.
    const [row] = await server.db.select().from(cimpTelegrams).where(eq(cimpTelegrams.id, received.id));
    expect(row).toMatchObject({ direction: 'IN', type: 'FFR', status: 'complete', createdBy: null, awb });
    const [out] = await server.db.select().from(cimpTelegrams).where(eq(cimpTelegrams.id, row!.answerId!));
    expect(out).toMatchObject({ direction: 'OUT', type: 'FFA', status: 'complete', text: received.answer });
    const [shipment] = await server.db.select().from(shipments).where(eq(shipments.awbSerial, awb.slice(4)));
    expect(shipment).toMatchObject({ contractId: (await settingOf(SENDER)).contractId, source: 'telegram', createdBy: null });
    expect(await server.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.shipmentId, shipment!.id))).toEqual([{ status: 'KK' }]);

    // Sent again (CRLF, a trailing blank line): the first row and its answer, nothing booked twice.
    const before = await logCount();
    const again = await receive(`${text.replace(/\n/g, '\r\n')}\r\n`);
    expect(again.statusCode).toBe(200);
    expect(again.json<ReceivedTelegram>()).toEqual({ id: received.id, status: 'complete', duplicate: true, answer: out!.text });
    expect(await logCount()).toBe(before);
    expect(await server.db.select().from(shipments).where(eq(shipments.awbSerial, awb.slice(4)))).toHaveLength(1);
  });

  it('refuses a type the setting does not allow with section 5’s message, logged as an error', async () => {
    const answer = await receive(FFM_VKO_EVN);
    expect(answer.statusCode, answer.body).toBe(200);
    const received = answer.json<ReceivedTelegram>();
    expect(received).toMatchObject({ status: 'error', fault: 'not-allowed', detail: 'Only FFM, FSU, FFR, FWB, FMA, FNA, CSN, OAR and SSIM telegrams are allowed' });
    expect((await server.db.select().from(cimpTelegrams).where(eq(cimpTelegrams.id, received.id)))[0]).toMatchObject({ status: 'error', fault: 'not-allowed', type: 'FFM', createdBy: null });
  });

  it('answers a telegram that does not read with the codec’s fault and line, logged', async () => {
    const received = (await receive('FSU/15\n298-45182337VKOEVN/T10K250.5\nDLV/28NOV1015/EVN/T10K250.5\n')).json<ReceivedTelegram>();
    expect(received).toMatchObject({ status: 'error', fault: 'awb-check-digit', line: 2 });
  });

  it('refuses an FFR with a number of another client’s stock: the setting’s contract books only its own', async () => {
    const received = (await receive((await ffr(unused.shift()!.replace(' ', ''))).replace(/^\d{3}-\d{8}/m, '298-45182336'))).json<ReceivedTelegram>();
    expect(received).toMatchObject({ status: 'error', fault: 'not-applied' });
    expect(received.answer).toBeUndefined();
  });

  it('answers 401 without the sender’s credentials, 413 past the size, and logs nothing', async () => {
    const before = await logCount();
    const text = 'FSU/15\n298-45182336VKOEVN/T10K250.5\nDLV/28NOV1015/EVN/T10K250.5\n';
    const noAuth = await receive(text, null);
    expect(noAuth.statusCode).toBe(401);
    expect(noAuth.headers['www-authenticate']).toContain('Basic');
    expect((await receive(text, basic(SENDER, 'wrong-token'))).statusCode).toBe(401);
    expect((await receive(text, basic('telex@aerotrans-cargo.example', token))).statusCode).toBe(401);
    expect((await receive(text, 'Basic not-base64!')).statusCode).toBe(401);
    expect((await receive(text, `Bearer ${token}`)).statusCode).toBe(401);
    // A staff member's session is no sender's credential.
    expect((await receive(text, null, headers.airline!)).statusCode).toBe(401);
    const big = await receive(`${text}OSI/${'X'.repeat(60)}\n`.repeat(300));
    expect(big.statusCode).toBe(413);
    expect(await logCount()).toBe(before);
  });

  it('keeps the log the airline’s: a client’s agent reads none of it', async () => {
    const [row] = await server.db.select({ id: cimpTelegrams.id }).from(cimpTelegrams).limit(1);
    expect((await server.request({ method: 'GET', url: `/api/handbooks/cimp/id-${row!.id}`, headers: headers.agent! })).statusCode).toBe(403);
    expect((await server.request({ method: 'GET', url: '/api/handbooks/cimp', headers: headers.agent! })).statusCode).toBe(403);
  });
});
