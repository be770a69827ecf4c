import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAwb, parseAwb, serialFromRunningNumber } from '@shared/awb';
import { AWB_STATUSES, type MovementStatus } from '@shared/constants';
import { ShipmentDetailSchema, ShipmentPageSchema } from '@shared/shipments/shipment';
import { MovementSchema, TrackingSchema } from '@shared/shipments/tracking';
import { accessGroupAbilities, accessGroups, airlines, contractors, movements, roles, shipments, users } from '../../db/schema';
import { DEMO_FOREIGN_AWB, DEMO_PASSWORD, DEMO_SHIPMENT_SPLIT, DEMO_TRACKED_AWB, DEMO_UNKNOWN_AWB } from '../../db/seed/demo-facts';
import { hashPassword } from '../../lib/password';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';

// A second airline of our own making: its staff and the ut staff must not reach each other's rows.
const OTHER_AIRLINE_STAFF = 'staff@yk.test';
const OTHER_AIRLINE_AWB = formatAwb({ prefix: '555', serial: serialFromRunningNumber(1_000_000) });

let server: TestServer;
const as: Record<'airline' | 'agent' | 'shipper' | 'otherAirline', Record<string, string>> = {} as never;
const ids = { tracked: 0, foreign: 0, shipperOwn: 0, otherAirline: 0 };
const contractorIds = { agent: 0, shipper: 0 };

async function shipmentIdOf(awb: string): Promise<number> {
  const parsed = parseAwb(awb);
  if (!parsed.ok) throw new Error(`bad AWB ${awb}`);
  const [row] = await server.db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.awbPrefix, parsed.awb.prefix), eq(shipments.awbSerial, parsed.awb.serial)));
  if (!row) throw new Error(`no shipment ${awb}`);
  return row.id;
}

async function addOtherAirline(): Promise<void> {
  const db = server.db;
  const [yk] = await db.insert(airlines).values({ marker: 'yk', iata: 'YK', name: 'Avia Traffic', awbPrefixes: ['555'] }).returning();
  const [ak] = await db.select().from(roles).where(eq(roles.code, 'AK'));
  if (!yk || !ak) throw new Error('setup failed');
  const [group] = await db.insert(accessGroups).values({ name: 'YK cargo staff', airlineId: yk.id }).returning();
  if (!group) throw new Error('setup failed');
  await db.insert(accessGroupAbilities).values({ groupId: group.id, ability: 'shipment.view', conditions: [{ type: 'Company', company: 'yk' }] });
  await db.insert(users).values({
    email: OTHER_AIRLINE_STAFF,
    name: 'YK staff',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    roleId: ak.id,
    clientRole: 'AIR_COMPANY',
    accessGroupId: group.id,
    airlineId: yk.id,
    timeZone: 'Asia/Bishkek',
  });
  const parsed = parseAwb(OTHER_AIRLINE_AWB);
  if (!parsed.ok) throw new Error('bad AWB');
  await db.insert(shipments).values({
    airlineId: yk.id,
    awbPrefix: parsed.awb.prefix,
    awbSerial: parsed.awb.serial,
    origin: 'FRU',
    destination: 'OSS',
    route: ['FRU', 'OSS'],
    pieces: 1,
    weight: 10,
  });
}

beforeAll(async () => {
  server = await createTestServer();
  await addOtherAirline();
  as.airline = await server.as(DEMO_USERS.airline);
  as.agent = await server.as(DEMO_USERS.agent);
  as.shipper = await server.as(DEMO_USERS.shipper);
  as.otherAirline = await server.as(OTHER_AIRLINE_STAFF);
  ids.tracked = await shipmentIdOf(DEMO_TRACKED_AWB);
  ids.foreign = await shipmentIdOf(DEMO_FOREIGN_AWB);
  ids.otherAirline = await shipmentIdOf(OTHER_AIRLINE_AWB);
  const [agent] = await server.db.select({ id: users.contractorId }).from(users).where(eq(users.email, DEMO_USERS.agent));
  const [shipper] = await server.db.select({ id: users.contractorId }).from(users).where(eq(users.email, DEMO_USERS.shipper));
  contractorIds.agent = agent?.id ?? 0;
  contractorIds.shipper = shipper?.id ?? 0;
  const [own] = await server.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.contractorId, contractorIds.shipper)).limit(1);
  ids.shipperOwn = own?.id ?? 0;
});
afterAll(async () => server.close());

const get = (url: string, headers: Record<string, string> = {}) => server.request({ method: 'GET', url, headers });
const list = async (headers: Record<string, string>, query = 'size=100') => {
  const response = await get(`/api/shipments?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(ShipmentPageSchema, response.json());
};

describe('GET /api/shipments: row scoping', () => {
  it("gives the agent its contractor's shipments only", async () => {
    const page = await list(as.agent);
    expect(page.total).toBe(DEMO_SHIPMENT_SPLIT.agent);
    expect(page.items).toHaveLength(DEMO_SHIPMENT_SPLIT.agent);
    expect(new Set(page.items.map((s) => s.contractorId))).toEqual(new Set([contractorIds.agent]));
    expect(page.items.map((s) => s.awb)).toContain(DEMO_TRACKED_AWB);
    expect(page.items.map((s) => s.awb)).not.toContain(DEMO_FOREIGN_AWB);
  });

  it('gives the shipper its own shipments only', async () => {
    const page = await list(as.shipper);
    expect(page.total).toBe(DEMO_SHIPMENT_SPLIT.shipper);
    expect(new Set(page.items.map((s) => s.contractorId))).toEqual(new Set([contractorIds.shipper]));
  });

  it('gives ut staff every shipment of ut and none of another airline', async () => {
    const page = await list(as.airline);
    const all = DEMO_SHIPMENT_SPLIT.agent + DEMO_SHIPMENT_SPLIT.shipper + DEMO_SHIPMENT_SPLIT.otherAgent;
    expect(all).toBe(40);
    expect(page.total).toBe(all);
    expect(page.items.map((s) => s.awb)).not.toContain(OTHER_AIRLINE_AWB);
  });

  it("gives the other airline's staff its one shipment only", async () => {
    const page = await list(as.otherAirline);
    expect(page).toMatchObject({ total: 1, items: [{ awb: OTHER_AIRLINE_AWB }] });
  });

  it('pages newest first without gaps or repeats', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((n) => list(as.agent, `page=${n}&size=5`)));
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 5, 1]);
    expect(pages.every((p) => p.total === DEMO_SHIPMENT_SPLIT.agent)).toBe(true);
    const awbs = pages.flatMap((p) => p.items.map((s) => s.awb));
    expect(new Set(awbs).size).toBe(DEMO_SHIPMENT_SPLIT.agent);
    const created = pages.flatMap((p) => p.items.map((s) => s.createdAt));
    expect(created).toEqual([...created].sort().reverse());
    expect((await list(as.agent, 'page=5&size=5')).items).toEqual([]);
  });

  it('pages 20 at a time by default', async () => {
    expect((await list(as.airline, '')).items).toHaveLength(20);
  });
});

describe('GET /api/shipments/id-{id}: row scoping', () => {
  it.each([
    ['the agent', 'agent', 'tracked', 200],
    ["the agent, another contractor's", 'agent', 'foreign', 404],
    ["the agent, the shipper's", 'agent', 'shipperOwn', 404],
    ["the agent, another airline's", 'agent', 'otherAirline', 404],
    ['the shipper', 'shipper', 'shipperOwn', 200],
    ["the shipper, the agent's", 'shipper', 'tracked', 404],
    ['ut staff', 'airline', 'foreign', 200],
    ["ut staff, another airline's", 'airline', 'otherAirline', 404],
    ["the other airline's staff", 'otherAirline', 'otherAirline', 200],
    ["the other airline's staff, a ut shipment", 'otherAirline', 'tracked', 404],
  ] as const)('%s → %i', async (_, caller, shipment, status) => {
    const response = await get(`/api/shipments/id-${ids[shipment]}`, { ...as[caller], 'accept-language': 'en' });
    expect(response.statusCode).toBe(status);
    if (status === 404) expect(response.json()).toEqual({ code: 404, message: 'Not found' });
    else expect(v.parse(ShipmentDetailSchema, response.json()).id).toBe(ids[shipment]);
  });

  it('gives the details with movements in time order', async () => {
    const detail = v.parse(ShipmentDetailSchema, (await get(`/api/shipments/id-${ids.tracked}`, as.agent)).json());
    expect(detail).toMatchObject({ awb: DEMO_TRACKED_AWB, route: ['SGC', 'TJM', 'VKO'], origin: 'SGC', destination: 'VKO', status: 'accepted', shownStatus: 'delivered' });
    const times = detail.movements.map((m) => m.time);
    expect(times).toEqual([...times].sort());
    expect(detail.movements.at(-1)?.status).toBe('DLV');
  });
});

describe('GET /api/shipments: bad input', () => {
  // Field messages come in the caller's language, Russian by default.
  it.each([
    ['page=0', { page: 'The minimum value is 1' }, { page: 'Минимальное значение: 1' }],
    ['page=-3', { page: 'The minimum value is 1' }, { page: 'Минимальное значение: 1' }],
    ['page=1.5', { page: 'Enter an integer' }, { page: 'Введите целое число' }],
    ['page=abc', { page: 'Enter an integer' }, { page: 'Введите целое число' }],
    ['page=99999999999999999999', { page: 'The maximum value is 1000000' }, { page: 'Максимальное значение: 1000000' }],
    ['size=0', { size: 'The minimum value is 1' }, { size: 'Минимальное значение: 1' }],
    ['size=1000', { size: 'The maximum value is 100' }, { size: 'Максимальное значение: 100' }],
    ['size=abc', { size: 'Enter an integer' }, { size: 'Введите целое число' }],
    ['size=', { size: 'Enter an integer' }, { size: 'Введите целое число' }],
    ['page=1e3', { page: 'Enter an integer' }, { page: 'Введите целое число' }],
    ['size=1&size=2', { size: 'Enter an integer' }, { size: 'Введите целое число' }],
    ['page[0]=1', { page: 'Enter an integer' }, { page: 'Введите целое число' }],
    ['page[a][b]=1', { page: 'Enter an integer' }, { page: 'Введите целое число' }],
    ['page=0&size=1000', { page: 'The minimum value is 1', size: 'The maximum value is 100' }, { page: 'Минимальное значение: 1', size: 'Максимальное значение: 100' }],
  ])('?%s → 400', async (query, en, ru) => {
    const english = await get(`/api/shipments?${query}`, { ...as.agent, 'accept-language': 'en' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ code: 400, message: Object.values(en).join('; '), fields: en });
    const russian = await get(`/api/shipments?${query}`, as.agent);
    expect(russian.json()).toEqual({ code: 400, message: Object.values(ru).join('; '), fields: ru });
  });

  it('ignores query parameters it does not know', async () => {
    expect((await list(as.agent, 'size=100&sort=awb&filter[x]=1')).total).toBe(DEMO_SHIPMENT_SPLIT.agent);
  });
});

describe('GET /api/shipments/id-{id}: bad input', () => {
  it.each([
    ['abc', 'Enter an integer'],
    ['0', 'Enter an integer'],
    ['-1', 'Enter an integer'],
    ['01', 'Enter an integer'],
    ['1.5', 'Enter an integer'],
    ['', 'Enter an integer'],
    ['99999999999', 'Enter an integer'],
    ['2147483648', 'The maximum value is 2147483647'],
  ])('id-%s → 400', async (id, message) => {
    const response = await get(`/api/shipments/id-${id}`, { ...as.agent, 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message, fields: { id: message } });
  });

  it('answers 404 for a well-formed id nobody has', async () => {
    expect((await get('/api/shipments/id-2147483647', as.airline)).statusCode).toBe(404);
  });

  it('answers 404 JSON for a path that is no endpoint', async () => {
    for (const url of ['/api/shipments/abc', '/api/shipments/id-1/more', '/api/shipments/tracking']) {
      const response = await get(url, as.agent);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ code: 404, message: 'Не найдено' });
    }
  });
});

describe('GET /api/shipments/tracking/{awb}', () => {
  const track = (awb: string, headers: Record<string, string> = {}) => get(`/api/shipments/tracking/${awb}`, headers);

  it('shows route, pieces, weight and movements in time order to anybody, signed in or not', async () => {
    const response = await track(DEMO_TRACKED_AWB);
    expect(response.statusCode).toBe(200);
    const tracking = v.parse(TrackingSchema, response.json());
    const [row] = await server.db.select().from(shipments).where(eq(shipments.id, ids.tracked));
    expect(tracking).toMatchObject({
      awb: DEMO_TRACKED_AWB,
      origin: 'SGC',
      destination: 'VKO',
      route: ['SGC', 'TJM', 'VKO'],
      pieces: row?.pieces,
      weight: row?.weight,
      volume: row?.volume,
      // The AWB was accepted; the cargo has since been delivered, and that is what it shows as.
      status: 'accepted',
      shownStatus: 'delivered',
    });
    // Handed in at the origin, flown through TJM, delivered at VKO.
    expect(tracking.movements[0]).toMatchObject({ status: 'RCS', place: 'SGC' });
    expect(tracking.movements.at(-1)).toMatchObject({ status: 'DLV', place: 'VKO' });
    expect(tracking.movements.filter((m) => m.status === 'DEP').map((m) => m.place)).toEqual(['SGC', 'TJM']);
    const times = tracking.movements.map((m) => Date.parse(m.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const signedIn = await track(DEMO_TRACKED_AWB, as.shipper);
    expect(signedIn.json()).toEqual(response.json());
  });

  it('leaks nothing about the owner or the shipment beyond the tracking fields', async () => {
    const body = (await track(DEMO_TRACKED_AWB)).json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(Object.keys(TrackingSchema.entries).sort());
    for (const movement of body.movements as object[]) expect(Object.keys(movement).sort()).toEqual(Object.keys(MovementSchema.entries).sort());
    const [owner] = await server.db.select().from(contractors).where(eq(contractors.id, contractorIds.agent));
    const text = JSON.stringify(body);
    for (const secret of [owner?.name, owner?.inn, 'contractor', 'cargoName', 'contract']) expect(text).not.toContain(secret);
  });

  // 298-45182303 as people write it: the serial in two groups, spaces or a dash between groups.
  const [prefix, serial] = DEMO_TRACKED_AWB.split('-') as [string, string];
  const [head, tail] = [serial.slice(0, 4), serial.slice(4)];
  it.each([
    ['without the dash', `${prefix}${serial}`],
    ['with a space', `${prefix}%20${serial}`],
    ['in three groups with spaces', `${prefix}%20${head}%20${tail}`],
    ['in three groups with a dash and a space', `${prefix}-${head}%20${tail}`],
    ['in three groups with dashes', `${prefix}-${head}-${tail}`],
    ['with spaces around it', `%20${prefix}-${serial}%20%20`],
  ])('finds the AWB written %s, and names it PPP-SSSSSSSS', async (_, awb) => {
    const response = await track(awb);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ awb: string }>().awb).toBe(DEMO_TRACKED_AWB);
  });

  it("answers 'AWB not found' for a well-formed AWB not on file", async () => {
    const english = await track(DEMO_UNKNOWN_AWB, { 'accept-language': 'en' });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ code: 404, message: 'AWB not found' });
    expect((await track(DEMO_UNKNOWN_AWB)).json()).toEqual({ code: 404, message: 'Накладная не найдена' });
  });

  const FORMAT = { en: 'Enter the AWB number as 000-00000000', ru: 'Введите номер накладной в виде 000-00000000' };
  // Said to a person: what to check, not how the check digit is computed.
  const CHECK_DIGIT = {
    en: 'A digit seems mistyped: check the number against the air waybill',
    ru: 'Похоже, в номере опечатка: сверьте цифры с накладной',
  };
  const wrongCheckDigit = `${DEMO_TRACKED_AWB.slice(0, -1)}${(Number(DEMO_TRACKED_AWB.at(-1)) + 1) % 10}`;
  it.each([
    ['letters', 'abc', FORMAT],
    ['too few digits', '298-4518230', FORMAT],
    ['too many digits', '298-451823033', FORMAT],
    ['two dashes', '298--45182303', FORMAT],
    ['an encoded NUL', '298%0045182303', FORMAT],
    ['an encoded slash', '298%2F45182303', FORMAT],
    ['a dash inside a group', '298-451-82303', FORMAT],
    ['a wrong check digit', wrongCheckDigit, CHECK_DIGIT],
    ['a wrong check digit, in groups', `${wrongCheckDigit.slice(0, 8)}%20${wrongCheckDigit.slice(8)}`, CHECK_DIGIT],
  ])('refuses %s with 400 and the awb field', async (_, awb, message) => {
    const english = await track(awb, { 'accept-language': 'en' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ code: 400, message: message.en, fields: { awb: message.en } });
    expect((await track(awb)).json()).toEqual({ code: 400, message: message.ru, fields: { awb: message.ru } });
  });

  it('finds nothing through SQL in the number', async () => {
    const [before] = await server.db.select({ n: sql<number>`count(*)::int` }).from(shipments);
    const response = await track(encodeURIComponent("298-45182303' or '1'='1"));
    expect(response.statusCode).toBe(400);
    const [after] = await server.db.select({ n: sql<number>`count(*)::int` }).from(shipments);
    expect(after?.n).toBe(before?.n);
  });
});

describe('the shown status: one answer in tracking, the list and the card', () => {
  const shownEverywhere = async (awb: string, id: number, headers: Record<string, string>) => {
    const tracking = v.parse(TrackingSchema, (await get(`/api/shipments/tracking/${awb}`)).json());
    const listed = (await list(headers)).items.find((item) => item.id === id);
    const detail = v.parse(ShipmentDetailSchema, (await get(`/api/shipments/id-${id}`, headers)).json());
    return [tracking.shownStatus, listed?.shownStatus, detail.shownStatus];
  };

  it('shows every demo shipment the same way in all three places, by its latest movement', async () => {
    const items = (await list(as.airline)).items;
    expect(items).toHaveLength(40);
    for (const item of items) {
      const detail = v.parse(ShipmentDetailSchema, (await get(`/api/shipments/id-${item.id}`, as.airline)).json());
      const tracking = v.parse(TrackingSchema, (await get(`/api/shipments/tracking/${item.awb}`)).json());
      expect([item.shownStatus, tracking.shownStatus], item.awb).toEqual([detail.shownStatus, detail.shownStatus]);
      // Moved cargo shows where it is, not where its document is.
      if (detail.movements.length) expect(AWB_STATUSES, item.awb).not.toContain(detail.shownStatus);
      else expect(detail.shownStatus, item.awb).toBe(detail.status);
    }
    expect(items.filter((s) => s.shownStatus === 'delivered').length).toBeGreaterThan(0);
  });

  it('follows the movements as they are recorded: the latest by time wins, DIS shows as a discrepancy', async () => {
    const id = ids.otherAirline;
    const at = (hours: number) => new Date(Date.UTC(2025, 0, 10, hours));
    const record = (status: MovementStatus, hours: number) =>
      server.db.insert(movements).values({ shipmentId: id, status, occurredAt: at(hours), place: 'FRU', pieces: 1, weight: 10 });
    const shown = () => shownEverywhere(OTHER_AIRLINE_AWB, id, as.otherAirline);

    expect(await shown()).toEqual(['not_issued', 'not_issued', 'not_issued']);
    await server.db.update(shipments).set({ status: 'accepted' }).where(eq(shipments.id, id));
    expect(await shown()).toEqual(['accepted', 'accepted', 'accepted']);
    await record('RCS', 1);
    expect(await shown()).toEqual(['at_terminal', 'at_terminal', 'at_terminal']);
    await record('DEP', 4);
    await record('DIS', 5);
    expect(await shown()).toEqual(['discrepancy', 'discrepancy', 'discrepancy']);
    // Recorded last but happened before the discrepancy: the discrepancy is still the latest.
    await record('MAN', 3);
    expect(await shown()).toEqual(['discrepancy', 'discrepancy', 'discrepancy']);
    await record('ARR', 8);
    expect(await shown()).toEqual(['arrived', 'arrived', 'arrived']);
    await record('DLV', 12);
    expect(await shown()).toEqual(['delivered', 'delivered', 'delivered']);
  });
});
