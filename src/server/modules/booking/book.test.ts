import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAwb, serialFromRunningNumber } from '@shared/awb';
import { BookingBodySchema, type BookedShipment, type BookingPage, type PricingSearchAnswer } from '@shared/booking';
import { addDays } from '@shared/flights';
import { money } from '@shared/money';
import { balanceHolds, bookingRules, bookings, contractBalances, contracts, flightLegs, ledgerEntries, notifications, pricingVariants, quotas, shipments, stockItems, stocks, users } from '../../db/schema';
import { prepareBooking } from '../../test/booking';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';
import { exportSheet } from '../../test/xlsx';
import { credit } from '../finance';
import { saleLegsById } from '../flights';
import type { SessionContext } from '../../access/sessions';
import { openDatabase } from '../../db/client';
import { createBooking } from './book';
import { expireBookings } from './lifecycle';

// Booking over the seeded timetable, on both databases: a variant booked with a stock number and
// answered at once (KK with its counters and hold), the checks before it (numbers, re-tariffing,
// flights gone, cargo against the settings and the hold), the rules' HN answered by the airline and
// heard by the agent, the wait list confirmed when a cancellation frees room, a quota's kilos, and
// bookings released past their latest acceptance time.

let server: TestServer;
const headers: Record<string, Record<string, string>> = {};
const today = new Date().toISOString().slice(0, 10);
const day = addDays(today, 6);
let agentContract: number;
let unused: string[] = [];

const call = (who: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) => server.request({ method, url, headers: headers[who]!, ...(payload ? { payload } : {}) });
async function search(query: string): Promise<PricingSearchAnswer> {
  const answer = await call('agent', 'GET', `/api/pricing/search?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<PricingSearchAnswer>();
}
const nextAwb = () => unused.shift()!;
const cargo = (extra: object = {}) => ({ cargoName: 'Запчасти', pieces: 2, weight: 120, volume: 0.6, ...extra });
async function book(who: string, body: object): Promise<BookedShipment> {
  const answer = await call(who, 'POST', '/api/bookings', body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<BookedShipment>();
}
const legRow = async (id: number) => (await server.db.select().from(flightLegs).where(eq(flightLegs.id, id)))[0]!;
/** What a booking may still take on a leg now (capacity and overflow less accepted cargo). */
const room = async (id: number) => (await saleLegsById(server.db, [id]))[0]!;
/** The first direct TJM → UFA variant of a day, for the cargo. */
async function directTjmUfa(date: string, weight = 120) {
  const { variants } = await search(`departure=TJM&arrival=UFA&date=${date}&days=0&pieces=2&weight=${weight}`);
  return variants.find((v) => v.transfers.length === 0)!;
}

beforeAll(async () => {
  server = await createTestServer();
  for (const who of ['airline', 'agent', 'shipper'] as const) headers[who] = await server.as(DEMO_USERS[who]);
  ({ agentContract, unused } = await prepareBooking(server, { from: addDays(day, -1), to: addDays(day, 12) }));
});
afterAll(async () => server?.close());

describe('booking a variant', () => {
  it('answers KK on both legs of a connection, counts the load, uses the stock number and holds the price', async () => {
    const { variants } = await search(`departure=NJC&arrival=UFA&date=${day}&days=0&pieces=2&weight=120&volume=0.6`);
    const variant = variants[0]!;
    const awb = nextAwb();
    const before = await Promise.all(variant.legs.map((leg) => legRow(leg.legId)));
    const booked = await book('agent', { variantId: variant.id, awb, ...cargo() });
    expect(booked).toMatchObject({ awb, origin: 'NJC', destination: 'UFA', route: ['NJC', 'TJM', 'UFA'], source: 'cabinet', price: { currency: 'RUB', total: variant.price!.total } });
    expect(booked.legs.map((leg) => [leg.departure, leg.arrival, leg.status, leg.cancelled])).toEqual([
      ['NJC', 'TJM', 'KK', false],
      ['TJM', 'UFA', 'KK', false],
    ]);
    expect(booked.hold).toEqual({ id: expect.any(Number), amount: variant.price!.total, currency: 'RUB' });
    expect(booked.history.map((entry) => [entry.action, entry.to])).toEqual([
      ['created', 'KK'],
      ['created', 'KK'],
    ]);
    const after = await Promise.all(variant.legs.map((leg) => legRow(leg.legId)));
    after.forEach((leg, i) => {
      expect(Number(leg.acceptedWeight) - Number(before[i]!.acceptedWeight)).toBeCloseTo(120, 5);
      expect(leg.acceptedPieces - before[i]!.acceptedPieces).toBe(2);
    });
    const [item] = await server.db.select({ status: stockItems.status }).from(stockItems).where(sql`${stockItems.prefix} || '-' || ${stockItems.serial} = ${awb.replace(' ', '')}`);
    expect(item?.status).toBe('used');

    // The list shows a row per leg, newest first; another company sees none of them.
    const list = (await call('agent', 'GET', '/api/bookings?size=5')).json<BookingPage>();
    expect(list.items.slice(0, 2).map((row) => [row.awb, row.status, row.source])).toEqual([
      [awb, 'KK', 'cabinet'],
      [awb, 'KK', 'cabinet'],
    ]);
    // The list as a workbook: the same rows, the agent's own.
    const { sheet } = await exportSheet(server, '/bookings', headers.agent!);
    const awbs = sheet.getColumn(2).values.slice(2) as string[];
    expect(awbs.filter((value) => value === awb)).toHaveLength(2);
    expect(sheet.getRow(1).getCell(2).value).toBe('Накладная');
    const theirs = (await call('shipper', 'GET', '/api/bookings?size=100')).json<BookingPage>();
    expect(theirs.items.some((row) => row.awb === awb)).toBe(false);
    expect((await call('shipper', 'GET', `/api/bookings/shipments/id-${booked.shipmentId}`)).statusCode).toBe(404);
  });

  it('keeps the shipper and consignee named at booking, and says what a participant lacks on its part', async () => {
    const variant = await directTjmUfa(day);
    const shipper = { name: 'ООО Сибирь Трейд', address: 'ул. Республики, 1', city: 'Тюмень', country: 'ru', postalCode: '625000', phone: '+7 3452 000000' };
    const booked = await book('agent', { variantId: variant.id, awb: nextAwb(), ...cargo(), participants: { shipper, consignee: { name: 'Bashkir Auto', city: 'Ufa' } } });
    expect(booked.participants).toEqual({
      shipper: { ...shipper, country: 'RU' },
      consignee: { name: 'Bashkir Auto', address: null, city: 'Ufa', country: null, postalCode: null, phone: null },
      expeditor: null,
      notify: null,
    });
    expect((await call('agent', 'GET', `/api/bookings/shipments/id-${booked.shipmentId}`)).json<BookedShipment>().participants).toEqual(booked.participants);
    // A booking without them names none.
    expect((await book('agent', { variantId: variant.id, awb: nextAwb(), ...cargo() })).participants).toEqual({ shipper: null, consignee: null, expeditor: null, notify: null });

    const refused = await call('agent', 'POST', '/api/bookings', { variantId: variant.id, awb: nextAwb(), ...cargo(), participants: { consignee: { name: ' ', city: 'Город с очень длинным именем' } } });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ fields: Record<string, string> }>().fields).sort()).toEqual(['participants.consignee.city', 'participants.consignee.name']);
  });

  it('refuses a number already booked, one not in the contract\u2019s stock, and a wrong check digit, on the awb field', async () => {
    const variant = await directTjmUfa(day);
    const taken = (await book('agent', { variantId: variant.id, awb: nextAwb(), ...cargo() })).awb;
    const balance = async () => (await server.db.select({ balance: contractBalances.balance, held: contractBalances.held }).from(contractBalances).where(eq(contractBalances.contractId, agentContract)))[0];
    const legBefore = await legRow(variant.legs[0]!.legId);
    const before = await balance();
    for (const [awb, message] of [
      [taken, 'Бронирование с таким номером уже существует'],
      ['298-12345675', 'Нет стока с таким номером'],
    ] as const) {
      const answer = await call('agent', 'POST', '/api/bookings', { variantId: variant.id, awb, ...cargo() });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json<{ fields: Record<string, string> }>().fields).toEqual({ awb: message });
    }
    // Refused by the booking's own statement: nothing of it kept, no money held, no kilos counted.
    expect(await balance()).toEqual(before);
    expect((await legRow(variant.legs[0]!.legId)).acceptedWeight).toBe(legBefore.acceptedWeight);
    const digit = await call('agent', 'POST', '/api/bookings', { variantId: variant.id, awb: '298-1234 5670', ...cargo() });
    expect(Object.keys(digit.json<{ fields: Record<string, string> }>().fields)).toEqual(['awb']);
  });

  it('re-tariffs: a changed price is told with the new one, and books once agreed; a flight gone asks for another', async () => {
    const variant = await directTjmUfa(addDays(day, 1));
    await server.db
      .update(pricingVariants)
      .set({ variant: { ...variant, price: { ...variant.price!, total: variant.price!.total - 100 } } })
      .where(eq(pricingVariants.id, variant.id));
    const changed = await call('agent', 'POST', '/api/bookings', { variantId: variant.id, awb: nextAwb(), ...cargo() });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 701, message: 'Произошла перетарификация. Цена могла измениться.', fields: { price: expect.stringContaining('Цена сейчас') }, data: { price: { currency: variant.price!.currency, total: variant.price!.total } } });
    const agreed = await book('agent', { variantId: variant.id, awb: nextAwb(), price: changed.json<{ data: { price: object } }>().data.price, ...cargo() });
    expect(agreed.legs[0]!.status).toBe('KK');

    const other = await directTjmUfa(addDays(day, 2));
    await server.db.update(flightLegs).set({ saleClosed: true }).where(eq(flightLegs.id, other.legs[0]!.legId));
    const gone = await call('agent', 'POST', '/api/bookings', { variantId: other.id, awb: nextAwb(), ...cargo() });
    expect(gone.json()).toMatchObject({ code: 702, message: 'Произошла перетарификация. Пожалуйста, выберите нужный рейс' });
    await server.db.update(flightLegs).set({ saleClosed: false }).where(eq(flightLegs.id, other.legs[0]!.legId));
  });

  it('checks the cargo against the airline\u2019s settings and the aircraft\u2019s hold, field by field', async () => {
    const variant = await directTjmUfa(addDays(day, 3));
    const answer = await call('agent', 'POST', '/api/bookings', {
      variantId: variant.id,
      awb: nextAwb(),
      ...cargo({ shc: ['RRW'], dimensions: [{ pieces: 1, length: 100, width: 80, height: 500 }] }),
    });
    expect(answer.statusCode).toBe(400);
    const fields = answer.json<{ fields: Record<string, string> }>().fields;
    expect(Object.keys(fields).sort()).toEqual(['dimensions', 'dimensions.0.height', 'shc']);
    expect(fields.shc).toContain('RRW');
    expect((await call('agent', 'POST', '/api/bookings', { legIds: [variant.legs[0]!.legId], awb: nextAwb(), ...cargo({ weight: 90_000 }) })).json<{ fields: Record<string, string> }>().fields).toMatchObject({
      weight: 'Превышен максимальный вес',
    });
  });

  it('lets the airline book for a client, naming its contract', async () => {
    const variant = await directTjmUfa(addDays(day, 3));
    const missing = await call('airline', 'POST', '/api/bookings', { legIds: [variant.legs[0]!.legId], awb: nextAwb(), ...cargo() });
    expect(missing.json<{ fields: Record<string, string> }>().fields).toEqual({ contractId: 'Заполните это поле' });
    const booked = await book('airline', { legIds: [variant.legs[0]!.legId], contractId: agentContract, awb: nextAwb(), ...cargo() });
    expect(booked).toMatchObject({ source: 'airline', contractId: agentContract });
    // The agent sees it among its own.
    expect((await call('agent', 'GET', `/api/bookings/shipments/id-${booked.shipmentId}`)).statusCode).toBe(200);
    // A contract no longer in force books nothing, whoever names it.
    const [agent] = await server.db.select().from(contracts).where(eq(contracts.id, agentContract));
    const [ended] = await server.db
      .insert(contracts)
      .values({ number: 'UT-AG-ENDED', airlineId: agent!.airlineId, contractorId: agent!.contractorId, type: 'agent', currency: 'RUB', validFrom: '2024-01-01', validTo: '2025-01-01', unlimited: false })
      .returning({ id: contracts.id });
    const refused = await call('airline', 'POST', '/api/bookings', { legIds: [variant.legs[0]!.legId], contractId: ended!.id, awb: nextAwb(), ...cargo() });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ fields: Record<string, string> }>().fields)).toEqual(['contractId']);
  });
});

describe('the money a booking holds', () => {
  it('refuses a booking the balance does not cover, keeping nothing of it, and holds the price once the money is there', async () => {
    // A contract of the agent's company with two numbers of its own and no money yet.
    const [agent] = await server.db.select().from(contracts).where(eq(contracts.id, agentContract));
    const [poor] = await server.db
      .insert(contracts)
      .values({ number: 'UT-AG-NOMONEY', airlineId: agent!.airlineId, contractorId: agent!.contractorId, type: 'agent', currency: 'RUB', validFrom: '2024-01-01', unlimited: true })
      .returning({ id: contracts.id });
    const [stock] = await server.db.insert(stocks).values({ airlineId: agent!.airlineId, prefix: '298', contractId: poor!.id, startValue: 7_900_000, count: 1, issueDate: today }).returning({ id: stocks.id });
    await server.db.insert(stockItems).values({ stockId: stock!.id, prefix: '298', number: 7_900_000, serial: serialFromRunningNumber(7_900_000) });
    const awb = formatAwb({ prefix: '298', serial: serialFromRunningNumber(7_900_000) });
    const variant = await directTjmUfa(addDays(day, 6));
    const legId = variant.legs[0]!.legId;
    const before = await legRow(legId);
    const body = { legIds: [legId], contractId: poor!.id, awb, ...cargo() };

    const refused = await call('agent', 'POST', '/api/bookings', body);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/^Недостаточно средств по договору UT-AG-NOMONEY: нужно [\d.]+ RUB, доступно 0.00 RUB$/);
    expect(await legRow(legId)).toMatchObject({ acceptedWeight: before.acceptedWeight, acceptedPieces: before.acceptedPieces });
    expect((await server.db.select({ status: stockItems.status }).from(stockItems).where(eq(stockItems.stockId, stock!.id)))[0]?.status).toBe('unused');
    expect(await server.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.contractId, poor!.id))).toEqual([]);

    await credit(server.db, poor!.id, 'payment', money(1_000_000_00, 'RUB'));
    const booked = await book('agent', body);
    expect(booked.hold).toEqual({ id: expect.any(Number), amount: booked.price!.total, currency: 'RUB' });
    const [entry] = await server.db.select({ shipmentId: ledgerEntries.shipmentId, amount: ledgerEntries.amount }).from(ledgerEntries).where(eq(ledgerEntries.holdId, booked.hold!.id));
    expect(entry).toEqual({ shipmentId: booked.shipmentId, amount: -booked.price!.total });
  });
});

describe('a shipper without a stock', () => {
  it('takes the airline\u2019s own stock numbers in turn, each once, while an agent must name its own', async () => {
    const [shipper] = await server.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.number, 'UT-SH-2025/042'));
    await credit(server.db, shipper!.id, 'payment', money(5_000_000_00, 'RUB'));
    // The shipper sells from Novy Urengoy and Salekhard: the day's flight to Tyumen, on sale and empty.
    const date = addDays(day, 3);
    await server.db
      .update(flightLegs)
      .set({ status: 'scheduled', saleClosed: false, closed: false, acceptedWeight: 0, acceptedVolume: 0, acceptedPieces: 0, waitlistedWeight: 0, waitlistedVolume: 0, waitlistedPieces: 0 })
      .where(and(eq(flightLegs.departure, 'NUX'), eq(flightLegs.departureDate, date)));
    const found = await call('shipper', 'GET', `/api/pricing/search?departure=NUX&arrival=TJM&date=${date}&days=0&pieces=2&weight=40`);
    const variant = found.json<PricingSearchAnswer>().variants.find((one) => one.transfers.length === 0 && one.price)!;
    expect(variant, found.body).toBeDefined();
    const body = { legIds: [variant.legs[0]!.legId], ...cargo({ weight: 40 }) };
    const agentWithout = await call('agent', 'POST', '/api/bookings', { legIds: [(await directTjmUfa(date)).legs[0]!.legId], ...cargo({ weight: 40 }) });
    expect(agentWithout.statusCode).toBe(400);
    expect(agentWithout.json<{ fields: Record<string, string> }>().fields).toEqual({ awb: 'Заполните это поле' });
    const own = (
      await server.db
        .select({ prefix: stockItems.prefix, serial: stockItems.serial })
        .from(stockItems)
        .innerJoin(stocks, eq(stocks.id, stockItems.stockId))
        .where(and(sql`${stocks.contractId} is null`, eq(stockItems.status, 'unused')))
        .orderBy(asc(stockItems.number))
        .limit(3)
    ).map((item) => formatAwb(item));
    // Three at once: each its own number, the first three of the stock.
    // The third names a document pouch travelling with the cargo (EAP).
    const booked = await Promise.all([[], [], ['EAP']].map((shc) => call('shipper', 'POST', '/api/bookings', { ...body, shc })));
    for (const answer of booked) expect(answer.statusCode, answer.body).toBe(200);
    expect(booked.map((answer) => answer.json<BookedShipment>().awb).sort()).toEqual(own);
    // The airline's own numbers are e-AWBs: each carries its e-freight code, EAW unless EAP was named.
    const made = await server.db
      .select({ type: shipments.type, shc: shipments.shc })
      .from(shipments)
      .where(inArray(shipments.id, booked.map((answer) => answer.json<BookedShipment>().shipmentId)))
      .orderBy(asc(shipments.id));
    expect(made.map((row) => row.type)).toEqual(['eawb', 'eawb', 'eawb']);
    expect(made.map((row) => row.shc).sort()).toEqual([['EAP'], ['EAW'], ['EAW']]);
    const spent = await server.db.select({ status: stockItems.status }).from(stockItems).where(inArray(sql`${stockItems.prefix} || '-' || ${stockItems.serial}`, own));
    expect(spent.map((item) => item.status)).toEqual(['used', 'used', 'used']);
  });
});

describe('the answers after booking', () => {
  it('leaves dangerous goods to the airline (HN), whose answer the agent hears', async () => {
    const variant = await directTjmUfa(addDays(day, 4));
    // Dangerous goods cost their surcharge: booked by hand on the variant's leg, at today's price.
    const booked = await book('agent', { legIds: [variant.legs[0]!.legId], awb: nextAwb(), ...cargo({ shc: ['DGR'] }) });
    expect(booked.legs[0]!.status).toBe('HN');
    const leg = await legRow(booked.legs[0]!.legId);
    expect(Number(leg.waitlistedWeight)).toBeCloseTo(120, 5);

    const queue = (await call('airline', 'GET', `/api/bookings?queue=1&legId=${booked.legs[0]!.legId}`)).json<BookingPage>();
    expect(queue.items.map((row) => row.id)).toEqual([booked.legs[0]!.id]);
    expect((await call('agent', 'PATCH', `/api/bookings/id-${booked.legs[0]!.id}/answer`, { status: 'KK' })).statusCode).toBe(403);
    const answered = await call('airline', 'PATCH', `/api/bookings/id-${booked.legs[0]!.id}/answer`, { status: 'KK', comment: 'ОГ проверены' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<BookedShipment>().legs[0]!.status).toBe('KK');
    const moved = await legRow(booked.legs[0]!.legId);
    expect(Number(moved.waitlistedWeight)).toBeCloseTo(0, 5);
    expect(Number(moved.acceptedWeight)).toBeCloseTo(120, 5);
    const [agentUser] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.agent));
    const heard = await server.db.select().from(notifications).where(and(eq(notifications.userId, agentUser!.id), eq(notifications.group, 'booking')));
    expect(heard.map((n) => n.template)).toContain('bookingConfirmed');
    // Answered once: it waits for nothing now.
    expect((await call('airline', 'PATCH', `/api/bookings/id-${booked.legs[0]!.id}/answer`, { status: 'UU' })).statusCode).toBe(409);
  });

  it('wait-lists a booking without room and confirms it when a cancellation frees the room', async () => {
    // The handbook's general cargo rule: up to 200 kg and half the free weight is KK; 80% to 120% of it waits (LL).
    const first = await directTjmUfa(addDays(day, 5), 150);
    const legId = first.legs[0]!.legId;
    const kept = await book('agent', { legIds: [legId], awb: nextAwb(), ...cargo({ weight: 150 }) });
    expect(kept.legs[0]!.status).toBe('KK');
    // The leg full but for 100 kg: 90 kg is 90% of the room.
    const { available } = await room(legId);
    await server.db.update(flightLegs).set({ acceptedWeight: sql`${flightLegs.acceptedWeight} + ${available.weight - 100}` }).where(eq(flightLegs.id, legId));
    const waiting = await book('agent', { legIds: [legId], awb: nextAwb(), ...cargo({ weight: 90, volume: 0.3 }) });
    expect(waiting.legs[0]!.status).toBe('LL');
    expect(Number((await legRow(legId)).waitlistedWeight)).toBeCloseTo(90, 5);

    const cancelled = await call('agent', 'POST', `/api/bookings/shipments/id-${kept.shipmentId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<BookedShipment>()).toMatchObject({ hold: null, legs: [{ status: 'KK', cancelled: true }] });
    const [hold] = await server.db.select({ status: balanceHolds.status }).from(balanceHolds).where(eq(balanceHolds.id, kept.hold!.id));
    expect(hold?.status).toBe('released');
    // 250 kg free now: the 90 kg are offered the room.
    const offered = (await call('agent', 'GET', `/api/bookings/shipments/id-${waiting.shipmentId}`)).json<BookedShipment>();
    expect(offered.legs[0]!.status).toBe('KK');
    expect(offered.history.map((entry) => entry.action)).toEqual(['created', 'offered']);
    expect(Number((await legRow(legId)).waitlistedWeight)).toBeCloseTo(0, 5);
  });

  it('leaves a wait-listed heavy piece for the airline when room frees, as booking would', async () => {
    const first = await directTjmUfa(addDays(day, 12), 150);
    const legId = first.legs[0]!.legId;
    const kept = await book('agent', { legIds: [legId], awb: nextAwb(), ...cargo({ weight: 150 }) });
    expect(kept.legs[0]!.status).toBe('KK');
    // 180 kg of room: one 160 kg piece (heavier than the settings' 150 kg) is 89% of it, wait-listed.
    const { available } = await room(legId);
    await server.db.update(flightLegs).set({ acceptedWeight: sql`${flightLegs.acceptedWeight} + ${available.weight - 180}` }).where(eq(flightLegs.id, legId));
    const heavy = await book('agent', { legIds: [legId], awb: nextAwb(), ...cargo({ pieces: 1, weight: 160, volume: 0.4 }) });
    expect(heavy.legs[0]!.status).toBe('LL');
    // 330 kg free after the cancellation: the rules would confirm 160 kg, but a heavy piece is the airline's to answer.
    expect((await call('agent', 'POST', `/api/bookings/shipments/id-${kept.shipmentId}/cancel`)).statusCode).toBe(200);
    const after = (await call('agent', 'GET', `/api/bookings/shipments/id-${heavy.shipmentId}`)).json<BookedShipment>();
    expect(after.legs[0]!.status).toBe('LL');
    expect(after.history.map((entry) => entry.action)).toEqual(['created']);
  });

  it('confirms out of the contract\u2019s quota when free sale has no room', async () => {
    const variant = await directTjmUfa(addDays(day, 7), 150);
    const legId = variant.legs[0]!.legId;
    const [leg] = await server.db.select({ airlineId: flightLegs.airlineId, date: flightLegs.departureDate }).from(flightLegs).where(eq(flightLegs.id, legId));
    await server.db.insert(quotas).values({ airlineId: leg!.airlineId, departure: 'TJM', arrival: 'UFA', begin: leg!.date, finish: leg!.date, expiryMinutes: 180, contractId: agentContract, weight: 200, volume: 2 });
    // Free sale full: everything but the quota's 200 kg is accepted.
    await server.db.update(flightLegs).set({ acceptedWeight: sql`${flightLegs.acceptedWeight} + 100000` }).where(eq(flightLegs.id, legId));
    const fromQuota = await book('airline', { legIds: [legId], contractId: agentContract, awb: nextAwb(), ...cargo({ weight: 150 }) });
    expect(fromQuota.legs[0]).toMatchObject({ status: 'KK', quota: true });
    // 50 kg of the quota left and free sale full: another 150 kg is three times the room, refused by the handbook.
    const over = await book('airline', { legIds: [legId], contractId: agentContract, awb: nextAwb(), ...cargo({ weight: 150 }) });
    expect(over.legs[0]).toMatchObject({ status: 'UU', quota: false });
    expect(over.hold).toBeNull();
    await server.db.update(flightLegs).set({ acceptedWeight: sql`${flightLegs.acceptedWeight} - 100000` }).where(eq(flightLegs.id, legId));
  });

  it('releases bookings whose cargo is not at the terminal by the latest acceptance time', async () => {
    const variant = await directTjmUfa(addDays(day, 8));
    const booked = await book('agent', { variantId: variant.id, awb: nextAwb(), ...cargo() });
    const later = new Date(Date.parse(variant.legs[0]!.std));
    expect(await expireBookings(server.db, later)).toBeGreaterThanOrEqual(1);
    const released = (await call('agent', 'GET', `/api/bookings/shipments/id-${booked.shipmentId}`)).json<BookedShipment>();
    expect(released).toMatchObject({ hold: null, legs: [{ cancelled: true }] });
    expect(released.history.at(-1)).toMatchObject({ action: 'expired', from: 'KK' });
    expect(Number((await legRow(variant.legs[0]!.legId)).acceptedWeight)).toBeCloseTo(0, 5);
  });
});

describe('moving a booking', () => {
  it('moves a shipment to another flight of its route: re-priced, answered anew, the old space and hold given back', async () => {
    const from = await directTjmUfa(addDays(day, 10));
    const to = await directTjmUfa(addDays(day, 11));
    const booked = await book('agent', { legIds: [from.legs[0]!.legId], awb: nextAwb(), ...cargo() });
    const before = { from: await legRow(from.legs[0]!.legId), to: await legRow(to.legs[0]!.legId) };

    const moved = await call('agent', 'POST', `/api/bookings/shipments/id-${booked.shipmentId}/move`, { legIds: [to.legs[0]!.legId] });
    expect(moved.statusCode, moved.body).toBe(200);
    const shipment = moved.json<BookedShipment>();
    expect(shipment.legs.map((leg) => [leg.legId, leg.status, leg.cancelled])).toEqual([
      [from.legs[0]!.legId, 'KK', true],
      [to.legs[0]!.legId, 'KK', false],
    ]);
    expect(shipment.history.map((entry) => entry.action)).toEqual(['created', 'moved', 'moved']);
    expect(Number((await legRow(from.legs[0]!.legId)).acceptedWeight)).toBeCloseTo(Number(before.from.acceptedWeight) - 120, 5);
    expect(Number((await legRow(to.legs[0]!.legId)).acceptedWeight)).toBeCloseTo(Number(before.to.acceptedWeight) + 120, 5);
    const [oldHold] = await server.db.select({ status: balanceHolds.status }).from(balanceHolds).where(eq(balanceHolds.id, booked.hold!.id));
    expect(oldHold?.status).toBe('released');
    expect(shipment.hold).toMatchObject({ amount: shipment.price!.total });

    // A price agreed that no longer holds is a re-tariffing; other airports are not a move.
    const stale = await call('agent', 'POST', `/api/bookings/shipments/id-${booked.shipmentId}/move`, { legIds: [from.legs[0]!.legId], price: { currency: 'RUB', total: 1 } });
    expect(stale.json()).toMatchObject({ code: 701 });
    const njc = await search(`departure=NJC&arrival=UFA&date=${addDays(day, 11)}&days=0&pieces=2&weight=120`);
    const elsewhere = await call('agent', 'POST', `/api/bookings/shipments/id-${booked.shipmentId}/move`, { variantId: njc.variants[0]!.id });
    expect(elsewhere.statusCode).toBe(400);
    expect(Object.keys(elsewhere.json<{ fields: Record<string, string> }>().fields)).toEqual(['legIds']);
  });
});

describe('a flight cancelled', () => {
  it('releases the bookings on it and the rest of their routing, gives back the room and the money, and tells the agent', async () => {
    const { variants } = await search(`departure=NJC&arrival=UFA&date=${addDays(day, 7)}&days=0&pieces=2&weight=120&volume=0.6`);
    const variant = variants.find((one) => one.transfers.length === 1)!;
    const booked = await book('agent', { variantId: variant.id, awb: nextAwb(), ...cargo() });
    expect(booked.legs.map((leg) => leg.status)).toEqual(['KK', 'KK']);
    const [first, second] = booked.legs as [BookedShipment['legs'][number], BookedShipment['legs'][number]];
    const before = { first: await legRow(first.legId), second: await legRow(second.legId) };

    const asked = await call('airline', 'POST', `/api/flights/id-${first.flightId}/cancel`);
    expect(asked.statusCode).toBe(409);
    const done = await call('airline', 'POST', `/api/flights/id-${first.flightId}/cancel?confirm=1`);
    expect(done.statusCode, done.body).toBe(200);

    const after = (await call('agent', 'GET', `/api/bookings/shipments/id-${booked.shipmentId}`)).json<BookedShipment>();
    expect(after.legs.map((leg) => leg.cancelled)).toEqual([true, true]);
    expect(after.history.filter((entry) => entry.action === 'flightCanceled')).toHaveLength(2);
    expect(after.hold).toBeNull();
    expect(Number((await legRow(first.legId)).acceptedWeight)).toBeCloseTo(Number(before.first.acceptedWeight) - 120, 5);
    expect(Number((await legRow(second.legId)).acceptedWeight)).toBeCloseTo(Number(before.second.acceptedWeight) - 120, 5);
    const [agentUser] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.agent));
    const heard = await server.db.select().from(notifications).where(and(eq(notifications.userId, agentUser!.id), eq(notifications.template, 'bookingFlightCanceled')));
    expect(heard.map((n) => n.params)).toContainEqual(expect.objectContaining({ awb: booked.awb, flight: first.flight }));
  });
});

describe('a schedule change dropping a leg', () => {
  it('releases what is booked on the leg it no longer flies, as a cancelled flight does', async () => {
    // A through flight Nizhnevartovsk → Tyumen → Ufa, booked on its second leg; the new schedule stops at Tyumen.
    const date = addDays(day, 3);
    const body = { number: '7301', begin: date, aircraftType: 'AT7', serviceType: 'J', legs: [{ departure: 'NJC', arrival: 'TJM', std: '06:00', sta: '07:30' }, { departure: 'TJM', arrival: 'UFA', std: '09:00', sta: '10:35' }] };
    const created = await call('airline', 'POST', '/api/flights', body);
    expect(created.statusCode, created.body).toBe(200);
    const flightId = created.json<{ flightId: number }>().flightId;
    const [second] = await server.db.select({ id: flightLegs.id }).from(flightLegs).where(and(eq(flightLegs.flightId, flightId), eq(flightLegs.seq, 1)));
    const booked = await book('agent', { legIds: [second!.id], awb: nextAwb(), ...cargo() });
    expect(booked.legs.map((leg) => [leg.legId, leg.cancelled])).toEqual([[second!.id, false]]);
    expect(booked.hold).not.toBeNull();

    const changed = await call('airline', 'PUT', `/api/flights/id-${flightId}/schedule`, { ...body, legs: [body.legs[0]] });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await call('agent', 'GET', `/api/bookings/shipments/id-${booked.shipmentId}`)).json<BookedShipment>();
    expect(after.legs.map((leg) => leg.cancelled)).toEqual([true]);
    expect(after.history.map((entry) => entry.action)).toContain('flightCanceled');
    expect(after.hold).toBeNull();
    const leg = await legRow(second!.id);
    expect([leg.status, Number(leg.acceptedWeight)]).toEqual(['canceled', 0]);
  });
});

describe('no overbooking', () => {
  it('gives the last 500 kg of a leg to exactly five of fifty agents booking 100 kg at once', async () => {
    // Capacity alone decides here: the handbook's rules (the share of free weight, the catch-all's HN) set aside.
    await server.db.delete(bookingRules);
    const variant = await directTjmUfa(addDays(day, 9), 100);
    const legId = variant.legs[0]!.legId;
    const before = await room(legId);
    await server.db.update(flightLegs).set({ acceptedWeight: sql`${flightLegs.acceptedWeight} + ${before.available.weight - 500}` }).where(eq(flightLegs.id, legId));
    const accepted = Number((await legRow(legId)).acceptedWeight);
    const numbers = Array.from({ length: 50 }, nextAwb);
    const answers = await Promise.all(numbers.map((awb) => call('agent', 'POST', '/api/bookings', { legIds: [legId], awb, ...cargo({ weight: 100, volume: 0.1 }) })));
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200), answers.find((a) => a.statusCode !== 200)?.body).toEqual([]);
    const statuses = answers.map((a) => a.json<BookedShipment>().legs[0]!.status);
    expect(statuses.filter((s) => s === 'KK')).toHaveLength(5);
    expect(statuses.filter((s) => s !== 'KK').every((s) => s === 'LL')).toBe(true);
    // Exactly the five kilo-hundreds there were, never past the leg's capacity and overflow.
    expect(Number((await legRow(legId)).acceptedWeight)).toBeCloseTo(accepted + 500, 5);
    expect(Number((await legRow(legId)).acceptedWeight)).toBeLessThanOrEqual(before.ceiling.weight);
  });

  // Bookings of one server take turns on a leg; those of several servers meet only in the database,
  // each deciding on the legs as it read them and writing only if they are still that version.
  it.runIf(process.env.TEST_DB_KIND === 'postgres')('stays exact when the bookings come from five servers at once', async () => {
    const variant = await directTjmUfa(addDays(day, 9), 100);
    const legId = variant.legs[0]!.legId;
    const before = await room(legId);
    await server.db.update(flightLegs).set({ acceptedWeight: sql`${flightLegs.acceptedWeight} + ${before.available.weight - 500}` }).where(eq(flightLegs.id, legId));
    const accepted = Number((await legRow(legId)).acceptedWeight);
    const [agentUser] = await server.db.select({ id: users.id, contractorId: users.contractorId }).from(users).where(eq(users.email, DEMO_USERS.agent));
    const agent = { sessionId: 'five-servers', userId: agentUser!.id, email: DEMO_USERS.agent, clientRole: 'EXPEDITOR', roles: ['USER'], abilities: {}, airlineId: null, airlineMarker: null, contractorId: agentUser!.contractorId } as SessionContext;
    const servers = await Promise.all(Array.from({ length: 5 }, () => openDatabase({ kind: 'postgres', url: server.databaseUrl!, poolSize: 4 })));
    try {
      const body = (awb: string) => v.parse(BookingBodySchema, { legIds: [legId], awb, cargoName: 'Запчасти', pieces: 1, weight: 100, volume: 0.1 });
      const ids = await Promise.all(Array.from({ length: 50 }, (_, i) => createBooking(servers[i % 5]!.db, agent, body(nextAwb()))));
      const statuses = await server.db.select({ status: bookings.status }).from(bookings).where(inArray(bookings.shipmentId, ids));
      expect(statuses.filter((row) => row.status === 'KK')).toHaveLength(5);
      expect(statuses.filter((row) => row.status !== 'KK').every((row) => row.status === 'LL')).toBe(true);
      expect(Number((await legRow(legId)).acceptedWeight)).toBeCloseTo(accepted + 500, 5);
    } finally {
      await Promise.all(servers.map((one) => one.close()));
    }
  });
});
