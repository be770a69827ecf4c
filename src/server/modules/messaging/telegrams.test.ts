import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CIMP_FORMATS } from '@shared/messaging/cimp';
import { CIMP_TYPES } from '@shared/messaging/settings';
import type { ResourcePage, ResourceRow } from '@shared/resources/list-query';
import type { ShipmentDetail } from '@shared/shipments/shipment';
import type { Tracking } from '@shared/shipments/tracking';
import { DEMO_TRACKED_AWB, DEMO_UNKNOWN_AWB } from '../../db/seed/demo-facts';
import { cimpTelegrams, movements, shipments } from '../../db/schema';
import { createTestServer, type TestServer } from '../../test/harness';
import { dayOf } from './day';
import { normalisedTelegram, telegramDigest } from './log';

// The telegram log (the cimp screen): a pasted telegram is read, logged and applied once; one in
// error is logged with the codec's fault, fixed through edit and applied then; an FSU's statuses
// become the shipment's movements, seen in the shipment and the public tracking.

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** Yesterday (UTC) as Cargo-IMP writes a day: `27NOV`. */
const yesterday = new Date(Date.now() - 86_400_000);
const DAY = `${String(yesterday.getUTCDate()).padStart(2, '0')}${MONTHS[yesterday.getUTCMonth()]}`;
const ISO_DAY = yesterday.toISOString().slice(0, 10);

describe('the telegram log', () => {
  let server: TestServer;
  let airline: Record<string, string>;
  let cargo: { pieces: number; weight: number; id: number };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = airline) =>
    server.request({ method, url: `/api${url}`, ...(payload ? { payload } : {}), headers: { ...headers, 'accept-language': 'en' } });
  const paste = (text: string, headers = airline) => call('POST', '/handbooks/cimp', { text }, headers);
  const logged = async (id: number) => (await call('GET', `/handbooks/cimp/id-${id}`)).json<ResourceRow>();
  const movementCount = async () => (await server.db.select({ id: movements.id }).from(movements).where(eq(movements.shipmentId, cargo.id))).length;

  /** Arrived at Tyumen, the tracked shipment's transfer point, and received from the flight there. */
  const fsu = () => `FSU/15
${DEMO_TRACKED_AWB}SGCVKO/T${cargo.pieces}K${cargo.weight}
ARR/UT478/${DAY}1130/TJM/T${cargo.pieces}K${cargo.weight}
RCF/UT478/${DAY}1215/TJM/T${cargo.pieces}
BKD/UT304/${DAY}/TJMVKO/T${cargo.pieces}K${cargo.weight}
`;

  beforeAll(async () => {
    server = await createTestServer();
    airline = await server.as('airline@demo.test');
    const [prefix, serial] = DEMO_TRACKED_AWB.split('-') as [string, string];
    const [row] = await server.db.select().from(shipments).where(and(eq(shipments.awbPrefix, prefix), eq(shipments.awbSerial, serial)));
    cargo = { id: row!.id, pieces: row!.pieces, weight: row!.weight };
  });
  afterAll(async () => server.close());

  it('applies a pasted FSU: its movements in the shipment and the public tracking, at local times, once', async () => {
    const before = await movementCount();
    const created = await paste(fsu());
    expect(created.statusCode, created.body).toBe(200);
    const row = await logged(created.json<{ id: number }>().id);
    expect(row).toMatchObject({ status: 'complete', direction: 'IN', type: 'FSU', version: 15, awb: DEMO_TRACKED_AWB, fault: null, faultLine: null, detail: null });
    expect(row.note).toBe(`2 movements added to AWB ${DEMO_TRACKED_AWB}. Statuses the cabinet does not keep as movements were not applied: BKD`);
    expect(await movementCount()).toBe(before + 2);

    // Tyumen keeps Yekaterinburg time (UTC+5): 11:30 there is 06:30 UTC.
    const detail = (await call('GET', `/shipments/awb/${DEMO_TRACKED_AWB}`)).json<ShipmentDetail>();
    const arrived = detail.movements.find((m) => m.status === 'ARR' && m.place === 'TJM' && m.flight === 'UT478');
    expect(arrived).toMatchObject({ pieces: cargo.pieces, weight: cargo.weight });
    expect(new Date(arrived!.time).toISOString()).toBe(`${ISO_DAY}T06:30:00.000Z`);
    const tracking = (await server.request({ method: 'GET', url: `/api/shipments/tracking/${DEMO_TRACKED_AWB}` })).json<Tracking>();
    expect(tracking.movements.filter((m) => m.place === 'TJM' && m.flight === 'UT478').map((m) => m.status)).toEqual(['ARR', 'RCF']);
    // The RCF gave no weight: the consignment's, all its pieces being there.
    expect(tracking.movements.find((m) => m.status === 'RCF' && m.flight === 'UT478')?.weight).toBe(cargo.weight);

    // The same telegram again, with CRLF, trailing spaces and a blank line: refused, nothing applied twice.
    const again = await paste(`${fsu().replace(/\n/g, '  \r\n')}\r\n\r\n`);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ fields: Record<string, string> }>().fields).toEqual({ text: 'This telegram was already received' });
    expect(await movementCount()).toBe(before + 2);
    const inRussian = await server.request({ method: 'POST', url: '/api/handbooks/cimp', payload: { text: fsu() }, headers: { ...airline, 'accept-language': 'ru' } });
    expect(inRussian.json<{ fields: Record<string, string> }>().fields).toEqual({ text: 'Эта телеграмма уже получена' });

    // An applied telegram is neither changed nor removed.
    expect((await call('PUT', `/handbooks/cimp/id-${row.id}`, { text: fsu().replace('1130', '1135') })).statusCode).toBe(409);
    expect((await call('DELETE', `/handbooks/cimp/id-${row.id}`)).statusCode).toBe(409);
  });

  it("logs a telegram that does not read with the codec's fault and line; fixed through edit, it is applied", async () => {
    const before = await movementCount();
    // The AWB's check digit is wrong on line 2.
    const broken = fsu().replace(DEMO_TRACKED_AWB, `${DEMO_TRACKED_AWB.slice(0, -1)}${(Number(DEMO_TRACKED_AWB.at(-1)) + 1) % 7}`).replace(/1130/, '1140').replace(/1215/, '1225');
    const created = await paste(broken);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ id: number }>().id;
    const row = await logged(id);
    expect(row).toMatchObject({ status: 'error', type: 'FSU', version: 15, fault: 'awb-check-digit', faultLine: 2, note: null });
    expect(row.detail).toMatch(/check digit/i);
    expect(await movementCount()).toBe(before);

    const fixed = broken.replace(/^\d{3}-\d{8}/m, DEMO_TRACKED_AWB);
    const saved = await call('PUT', `/handbooks/cimp/id-${id}`, { text: fixed });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await logged(id)).toMatchObject({ status: 'complete', fault: null, faultLine: null, detail: null, awb: DEMO_TRACKED_AWB });
    expect(await movementCount()).toBe(before + 2);
    // Its creator is kept; the fixed text is the one logged.
    const [stored] = await server.db.select().from(cimpTelegrams).where(eq(cimpTelegrams.id, id));
    expect(stored).toMatchObject({ text: fixed.trim(), digest: telegramDigest(fixed) });
    expect(stored!.createdBy).not.toBeNull();
  });

  it('logs an FSU it cannot apply as an error, with nothing of it applied: an AWB not on file, a place off the route', async () => {
    const before = await movementCount();
    const unknown = await paste(fsu().replace(DEMO_TRACKED_AWB, DEMO_UNKNOWN_AWB).replace('1130', '1131'));
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect(await logged(unknown.json<{ id: number }>().id)).toMatchObject({ status: 'error', fault: 'not-applied', awb: DEMO_UNKNOWN_AWB, detail: `No shipment with AWB ${DEMO_UNKNOWN_AWB} in this airline` });

    // The second status is at an airport off the route: the first one is not left behind either.
    const offRoute = await paste(fsu().replace('1130', '1132').replace(`${DAY}1215/TJM`, `${DAY}1215/LED`));
    const row = await logged(offRoute.json<{ id: number }>().id);
    expect(row).toMatchObject({ status: 'error', fault: 'not-applied' });
    expect(row.detail).toBe('RCF UT478 LED: The airport is not on the shipment’s route. No movement of the telegram was added');
    expect(await movementCount()).toBe(before);
    // A telegram in error may be removed from the log.
    expect((await call('DELETE', `/handbooks/cimp/id-${row.id}`)).statusCode).toBeLessThan(300);
  });

  it('logs the other types to wait for processing, and a text that is no telegram as an error', async () => {
    const fwb = await paste(`FWB/16\n${DEMO_TRACKED_AWB}SGCVKO/T1K10\nRTG/VKOUT\n`);
    expect(fwb.statusCode, fwb.body).toBe(200);
    const waiting = await logged(fwb.json<{ id: number }>().id);
    // An FWB missing its lines still does not read: it is an error, not waiting.
    expect(waiting).toMatchObject({ status: 'error', type: 'FWB', version: 16, fault: 'missing-mandatory-line' });

    const ffa = await paste(`FFA/4\n${DEMO_TRACKED_AWB}SGCVKO/T2K40\nUT478/${DAY}/SGCTJM/KK\nREF/SGCTCXH/BK2711\n`);
    expect(ffa.statusCode, ffa.body).toBe(200);
    expect(await logged(ffa.json<{ id: number }>().id)).toMatchObject({
      status: 'process',
      type: 'FFA',
      version: 4,
      awb: DEMO_TRACKED_AWB,
      note: 'Waiting for processing: the cabinet applies FSU, FWB, FFR, FMA and FNA; other types are only logged',
    });

    const text = await paste('HELLO THERE');
    expect(await logged(text.json<{ id: number }>().id)).toMatchObject({ status: 'error', type: null, version: null, awb: null, fault: 'unknown-message-type', faultLine: 1 });
    expect((await paste('   ')).json<{ fields: Record<string, string> }>().fields).toEqual({ text: 'Fill this field' });
  });

  it('is listed newest first, filtered by status and found by AWB', async () => {
    const page = (await call('GET', '/handbooks/cimp?size=100')).json<ResourcePage>();
    const times = page.items.map((row) => String(row.createdAt));
    expect(times).toEqual([...times].sort().reverse());
    const errors = (await call('GET', '/handbooks/cimp?size=100&filter[status]=error')).json<ResourcePage>();
    expect(errors.items.length).toBeGreaterThan(0);
    expect(errors.items.every((row) => row.status === 'error')).toBe(true);
    const found = (await call('GET', `/handbooks/cimp?size=100&q=${DEMO_UNKNOWN_AWB}`)).json<ResourcePage>();
    expect(found.items.map((row) => row.awb)).toEqual([DEMO_UNKNOWN_AWB]);
  });

  it('is closed to those without the ability: a client agent gets 403', async () => {
    const agent = await server.as('agent@demo.test');
    expect((await call('GET', '/handbooks/cimp', undefined, agent)).statusCode).toBe(403);
    expect((await paste(fsu(), agent)).statusCode).toBe(403);
  });
});

describe('reading a telegram', () => {
  it('takes the year that puts a day nearest to now', () => {
    expect(dayOf('27NOV', new Date('2026-11-28T10:00:00Z'))).toBe('2026-11-27');
    expect(dayOf('30DEC', new Date('2027-01-02T10:00:00Z'))).toBe('2026-12-30');
    expect(dayOf('02JAN', new Date('2026-12-30T10:00:00Z'))).toBe('2027-01-02');
    expect(dayOf('29FEB', new Date('2027-01-02T10:00:00Z'))).toBe('2028-02-29');
  });

  it('is the same telegram whatever its line ends, trailing spaces and blank lines', () => {
    expect(normalisedTelegram('FSU/15  \r\n\r\n298-45182336VKOEVN/T10K250.5\r\n')).toBe('FSU/15\n298-45182336VKOEVN/T10K250.5');
    expect(telegramDigest('FSU/15\n\nX \n')).toBe(telegramDigest('FSU/15\r\nX'));
    expect(telegramDigest('FSU/15\nX')).not.toBe(telegramDigest('FSU/15\nY'));
  });

  it('knows the types the codec reads', () => {
    expect(new Set(CIMP_FORMATS.map((format) => format.split('/')[0]))).toEqual(new Set(CIMP_TYPES));
  });
});
