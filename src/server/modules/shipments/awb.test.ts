import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookedShipment, PricingSearchAnswer } from '@shared/booking';
import { addDays } from '@shared/flights';
import { ShipmentDetailSchema, ShipmentPageSchema, type ShipmentDetail } from '@shared/shipments/shipment';
import { airlines, balanceHolds, contractBalances, contractors, flightLegs, ledgerEntries, preliminaryInforming, shipments, warehouseRules, warehouses } from '../../db/schema';
import { prepareBooking } from '../../test/booking';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';
import { multipart } from '../../test/multipart';
import { exportSheet } from '../../test/xlsx';

// The AWB's lifecycle over a booking made here, on both databases: its data edited (history kept
// field by field), issued with the consent (the hold charged), confirmed and taken back by the
// airline, accepted at the terminal with the cargo measured (re-priced within the auto-confirm
// limit, back to the airline past it), the correction time, who may do what, and the list.

let server: TestServer;
const headers: Record<string, Record<string, string>> = {};
const today = new Date().toISOString().slice(0, 10);
const day = addDays(today, 8);
let agentContract: number;
let unused: string[] = [];

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => server.request({ method, url, headers: headers[who]!, ...(payload ? { payload } : {}) });
async function detail(who: string, id: number): Promise<ShipmentDetail> {
  const answer = await call(who, 'GET', `/api/shipments/id-${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return v.parse(ShipmentDetailSchema, answer.json());
}
async function act(who: string, id: number, path: string, payload: object = {}): Promise<ShipmentDetail> {
  const answer = await call(who, 'POST', `/api/shipments/id-${id}/${path}`, payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ShipmentDetail>();
}
const fieldsOf = (answer: { json: <T>() => T }) => answer.json<{ fields: Record<string, string> }>().fields;

/** A direct TJM → UFA booking of 2 pieces, 120 kg, by the agent: the shipment's id. */
async function bookDirect(date = day): Promise<number> {
  const found = (await call('agent', 'GET', `/api/pricing/search?departure=TJM&arrival=UFA&date=${date}&days=0&pieces=2&weight=120&volume=0.6`)).json<PricingSearchAnswer>();
  const variant = found.variants.find((one) => one.transfers.length === 0)!;
  const answer = await call('agent', 'POST', '/api/bookings', { variantId: variant.id, awb: unused.shift(), cargoName: 'Запчасти', pieces: 2, weight: 120, volume: 0.6 });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<BookedShipment>().shipmentId;
}

const parties = {
  shipper: { name: 'ООО «Сибирь Трейд»', address: 'ул. Республики, 1', city: 'Тюмень', country: 'RU', postalCode: '625000', phone: '+7 3452 000000' },
  consignee: { name: 'Bashkir Auto', address: 'Lenina 5', city: 'Ufa', country: 'RU' },
};
const awbBody = (extra: object = {}) => ({
  participants: parties,
  cargoName: 'Запчасти',
  awb: { accountingInformation: 'PREPAID', declaredValueCustoms: 1_500_000, hsCodes: ['870899'], ssr: 'KEEP DRY' },
  ...extra,
});
const balance = async () => (await server.db.select().from(contractBalances).where(eq(contractBalances.contractId, agentContract)))[0]!;

beforeAll(async () => {
  server = await createTestServer();
  for (const who of ['airline', 'agent', 'shipper', 'newclient'] as const) headers[who] = await server.as(DEMO_USERS[who]);
  ({ agentContract, unused } = await prepareBooking(server, { from: addDays(day, -1), to: addDays(day, 3) }));
});
afterAll(async () => server?.close());

describe('an AWB from booking to acceptance', () => {
  it('is completed, issued with the consent, confirmed and accepted, each step kept in its history', async () => {
    const id = await bookDirect();
    const booked = await detail('agent', id);
    expect(booked).toMatchObject({ status: 'not_issued', type: 'awb', correction: { state: 'free' }, can: { edit: true, actions: ['issue'], movements: false } });
    expect(booked.bookings.map((b) => [b.departure, b.arrival, b.status])).toEqual([['TJM', 'UFA', 'KK']]);
    // The airline's staff may issue for the client (not confirm before the issue).
    expect((await detail('airline', id)).can).toEqual({ edit: true, actions: ['issue'], movements: true, refund: false, answerRefund: false, attach: true, editCargo: true, cancelRefund: false, orderService: true });

    // Not yet: the parties are missing, and the consent must be given.
    const missing = await call('agent', 'POST', `/api/shipments/id-${id}/issue`, { consent: true });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(missing)).sort()).toEqual(['address', 'city', 'country', 'name'].flatMap((field) => [`participants.consignee.${field}`, `participants.shipper.${field}`]).sort());
    const noConsent = await call('agent', 'POST', `/api/shipments/id-${id}/issue`, { consent: false });
    expect(fieldsOf(noConsent)).toEqual({ consent: 'Чтобы выпустить накладную, согласитесь с условиями' });

    const edited = (await call('agent', 'PUT', `/api/shipments/id-${id}/awb`, awbBody())).json<ShipmentDetail>();
    expect(edited.participants.shipper).toEqual(parties.shipper);
    expect(edited.awbData).toMatchObject({ accountingInformation: 'PREPAID', declaredValueCustoms: 1_500_000, declaredValueCarriage: null, hsCodes: ['870899'], ssr: 'KEEP DRY', weightValuation: 'PP' });
    const change = edited.history.find((entry) => entry.action === 'awb')!;
    expect(change.changes).toContainEqual({ field: 'participants.shipper', before: null, after: parties.shipper });
    expect(change.changes).toContainEqual({ field: 'awb.declaredValueCustoms', before: null, after: 1_500_000 });
    // Saving the same again changes nothing, and writes no history.
    expect((await call('agent', 'PUT', `/api/shipments/id-${id}/awb`, awbBody())).json<ShipmentDetail>().history.filter((entry) => entry.action === 'awb')).toHaveLength(1);

    const before = await balance();
    const [shipment] = await server.db.select().from(shipments).where(eq(shipments.id, id));
    const issued = await act('agent', id, 'issue', { consent: true });
    expect(issued).toMatchObject({ status: 'issued', correction: { state: 'open', sent: false }, can: { edit: true, actions: [] } });
    expect(Date.parse((issued.correction as { until: string }).until) - Date.parse(issued.issuedAt!)).toBe(120 * 60_000);
    // The hold became the charge: the money stays taken, no longer held.
    const after = await balance();
    expect(after.balance).toBe(before.balance);
    expect(after.held).toBe(before.held - shipment!.priceAmount!);
    const [hold] = await server.db.select({ status: balanceHolds.status }).from(balanceHolds).where(eq(balanceHolds.id, shipment!.holdId!));
    expect(hold?.status).toBe('charged');
    const entries = await server.db.select({ type: ledgerEntries.type, amount: ledgerEntries.amount }).from(ledgerEntries).where(eq(ledgerEntries.shipmentId, id));
    expect(entries.map((entry) => entry.type)).toEqual(['hold', 'release', 'charge']);
    expect(entries.at(-1)?.amount).toBe(-shipment!.priceAmount!);

    // Its bookings are not cancelled as a booking's now (a refund does that); moved, the difference of the price is charged or given back.
    expect((await call('agent', 'POST', `/api/bookings/shipments/id-${id}/cancel`)).json()).toMatchObject({ code: 409, message: expect.stringContaining('Накладная выпущена') });
    const later = (await call('agent', 'GET', `/api/pricing/search?departure=TJM&arrival=UFA&date=${addDays(day, 3)}&days=0&pieces=2&weight=120&volume=0.6`)).json<PricingSearchAnswer>().variants.find((one) => one.transfers.length === 0)!;
    const charged = (await balance()).balance;
    const moved = await call('agent', 'POST', `/api/bookings/shipments/id-${id}/move`, { variantId: later.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const [after2] = await server.db.select({ price: shipments.priceAmount, holdId: shipments.holdId }).from(shipments).where(eq(shipments.id, id));
    expect(after2!.holdId).toBeNull();
    expect((await balance()).balance).toBe(charged - (after2!.price! - shipment!.priceAmount!));

    // The airline checks it; the agent may not.
    expect((await call('agent', 'POST', `/api/shipments/id-${id}/confirm`, {})).statusCode).toBe(403);
    expect((await detail('airline', id)).can.actions).toEqual(['confirm']);
    expect(await act('airline', id, 'confirm')).toMatchObject({ status: 'not_accepted', confirmedAt: expect.any(String) });
    expect(fieldsOf(await call('airline', 'POST', `/api/shipments/id-${id}/undo-confirm`, {}))).toEqual({ comment: 'Заполните это поле' });
    expect(await act('airline', id, 'undo-confirm', { comment: 'Проверить получателя' })).toMatchObject({ status: 'issued', confirmedAt: null });
    await act('airline', id, 'confirm');
    // Twice is refused, with what the AWB is.
    expect((await call('airline', 'POST', `/api/shipments/id-${id}/confirm`, {})).statusCode).toBe(409);

    // Accepted as booked: nothing moves.
    const accepted = await act('airline', id, 'accept', { pieces: 2, weight: 120 });
    expect(accepted).toMatchObject({ status: 'accepted', measured: { pieces: 2, weight: 120, volume: 0.6 }, price: { total: after2!.price } });
    expect(accepted.history.map((entry) => entry.action)).toEqual(['awb', 'issue', 'confirm', 'undoConfirm', 'confirm', 'accept']);
    expect(accepted.history.find((entry) => entry.action === 'undoConfirm')).toMatchObject({ comment: 'Проверить получателя', changes: [{ field: 'status', before: 'not_accepted', after: 'issued' }] });
  });

  it('re-prices cargo measured heavier within the auto-confirm limit, and sends it back to the airline past it', async () => {
    const id = await bookDirect(addDays(day, 1));
    await call('agent', 'PUT', `/api/shipments/id-${id}/awb`, awbBody());
    await act('agent', id, 'issue', { consent: true });
    await act('airline', id, 'confirm');
    const [found] = await server.db
      .select({ legId: sql<number>`(select leg_id from bookings where shipment_id = ${id})`, price: shipments.priceAmount })
      .from(shipments)
      .where(eq(shipments.id, id));
    const { legId, price } = found!;
    const leg = async () => (await server.db.select().from(flightLegs).where(eq(flightLegs.id, legId)))[0]!;
    const loaded = Number((await leg()).acceptedWeight);
    const money = async () => (await balance()).balance;
    const before = await money();

    // +8.3% (the demo's limit is 10%): still KK, the leg carries 10 kg more, and the dearer price is charged by the difference.
    const heavier = await act('airline', id, 'accept', { pieces: 2, weight: 130, comment: 'Взвешено на терминале' });
    expect(heavier.bookings.map((b) => b.status)).toEqual(['KK']);
    expect(heavier.price!.total).toBeGreaterThan(price!);
    expect(Number((await leg()).acceptedWeight)).toBeCloseTo(loaded + 10, 5);
    expect(await money()).toBe(before - (heavier.price!.total - price!));
    expect(heavier.history.at(-1)).toMatchObject({ action: 'accept', comment: 'Взвешено на терминале' });
    expect(heavier.history.at(-1)!.changes).toContainEqual({ field: 'measured.weight', before: 120, after: 130 });

    // Taken back and weighed again at 200 kg (+54% of 130): the airline answers it again (HN).
    await act('airline', id, 'unaccept', { comment: 'Перевзвесить' });
    const waiting = await act('airline', id, 'accept', { pieces: 2, weight: 200 });
    expect(waiting.bookings.map((b) => b.status)).toEqual(['HN']);
    const now = await leg();
    expect(Number(now.acceptedWeight)).toBeCloseTo(loaded - 120, 5);
    expect(Number(now.waitlistedWeight)).toBeGreaterThanOrEqual(200);
  });

  it('locks a client\u2019s corrections once the correction time is over, with the spec\u2019s text; the airline may still correct', async () => {
    const id = await bookDirect(addDays(day, 2));
    await call('agent', 'PUT', `/api/shipments/id-${id}/awb`, awbBody());
    await act('agent', id, 'issue', { consent: true });
    await server.db.update(shipments).set({ issuedAt: sql`now() - interval '121 minutes'` }).where(eq(shipments.id, id));
    const over = await detail('agent', id);
    expect(over.correction).toMatchObject({ state: 'over', sent: false });
    expect(over.can.edit).toBe(false);
    const refused = await call('agent', 'PUT', `/api/shipments/id-${id}/awb`, awbBody({ cargoName: 'Автозапчасти' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 703, message: 'Время для корректировок истекло' });
    expect((await call('airline', 'PUT', `/api/shipments/id-${id}/awb`, awbBody({ cargoName: 'Автозапчасти' }))).json<ShipmentDetail>().cargoName).toBe('Автозапчасти');
    // Sent as FWB an hour later: the window after sending opens (30 minutes in the demo's settings).
    await server.db.update(shipments).set({ fwbSentAt: sql`now() - interval '5 minutes'` }).where(eq(shipments.id, id));
    expect((await detail('agent', id)).correction).toMatchObject({ state: 'open', sent: true });
  });
});

describe('the booking edited', () => {
  // Within the airline's auto-confirm limit (10% in the demo) it stays confirmed.
  it('carries new cargo on the same flights once its new price is agreed: the hold replaced before the issue, the difference charged after it', async () => {
    const id = await bookDirect(addDays(day, 3));
    const [before] = await server.db.select({ price: shipments.priceAmount, holdId: shipments.holdId, legId: sql<number>`(select leg_id from bookings where shipment_id = ${id} limit 1)` }).from(shipments).where(eq(shipments.id, id));
    const leg = async () => Number((await server.db.select().from(flightLegs).where(eq(flightLegs.id, before!.legId)))[0]!.acceptedWeight);
    const loaded = await leg();
    const asked = await call('agent', 'PUT', `/api/shipments/id-${id}/cargo`, { pieces: 3, weight: 130 });
    expect(asked.statusCode).toBe(409);
    const newPrice = asked.json<{ code: number; data: { price: { currency: string; total: number } } }>();
    expect(newPrice.code).toBe(701);
    expect(newPrice.data.price.total).toBeGreaterThan(before!.price!);
    expect(await leg()).toBeCloseTo(loaded, 5);

    const edited = (await call('agent', 'PUT', `/api/shipments/id-${id}/cargo`, { pieces: 3, weight: 130, price: newPrice.data.price })).json<ShipmentDetail>();
    expect(edited).toMatchObject({ pieces: 3, weight: 130, price: { total: newPrice.data.price.total }, bookings: [{ status: 'KK' }] });
    expect(edited.history.at(-1)).toMatchObject({ action: 'cargo', changes: expect.arrayContaining([{ field: 'weight', before: 120, after: 130 }]) });
    expect(await leg()).toBeCloseTo(loaded + 10, 5);
    const [now] = await server.db.select({ holdId: shipments.holdId }).from(shipments).where(eq(shipments.id, id));
    const [hold] = await server.db.select({ amount: balanceHolds.amount, status: balanceHolds.status }).from(balanceHolds).where(eq(balanceHolds.id, now!.holdId!));
    expect(hold).toEqual({ amount: newPrice.data.price.total, status: 'open' });

    // Issued, lighter: the difference comes back. Heavier than its leg's room: back to the airline.
    await call('agent', 'PUT', `/api/shipments/id-${id}/awb`, awbBody());
    await act('agent', id, 'issue', { consent: true });
    const charged = (await balance()).balance;
    const lighter = await call('agent', 'PUT', `/api/shipments/id-${id}/cargo`, { pieces: 3, weight: 100 });
    const lighterPrice = lighter.json<{ data: { price: { currency: string; total: number } } }>().data.price;
    const after = (await call('agent', 'PUT', `/api/shipments/id-${id}/cargo`, { pieces: 3, weight: 100, price: lighterPrice })).json<ShipmentDetail>();
    expect((await balance()).balance).toBe(charged + (newPrice.data.price.total - after.price!.total));
    await server.db.update(flightLegs).set({ acceptedWeight: sql`${flightLegs.acceptedWeight} + 100000` }).where(eq(flightLegs.id, before!.legId));
    const heavier = await call('agent', 'PUT', `/api/shipments/id-${id}/cargo`, { pieces: 3, weight: 110 });
    const heavierPrice = heavier.json<{ data?: { price: object } }>().data?.price ?? null;
    expect((await call('agent', 'PUT', `/api/shipments/id-${id}/cargo`, { pieces: 3, weight: 110, price: heavierPrice })).json<ShipmentDetail>().bookings.map((b) => b.status)).toEqual(['HN']);
    expect((await call('shipper', 'PUT', `/api/shipments/id-${id}/cargo`, { pieces: 1, weight: 1 })).statusCode).toBe(404);
    await server.db.update(flightLegs).set({ acceptedWeight: sql`${flightLegs.acceptedWeight} - 100000` }).where(eq(flightLegs.id, before!.legId));
  });
});

describe('movements', () => {
  it('are entered by the terminal, show in the public tracking at once, and tell the client', async () => {
    const id = await bookDirect(addDays(day, 3));
    await call('agent', 'PUT', `/api/shipments/id-${id}/awb`, awbBody());
    await act('agent', id, 'issue', { consent: true });
    const { awb } = await detail('agent', id);
    expect((await call('agent', 'POST', `/api/shipments/id-${id}/movements`, { status: 'RCS', place: 'TJM', pieces: 2, weight: 120 })).statusCode).toBe(403);
    const moved = await act('airline', id, 'movements', { status: 'RCS', place: 'tjm', pieces: 2, weight: 120 });
    expect(moved.movements.map((m) => [m.status, m.place])).toEqual([['RCS', 'TJM']]);
    expect(moved.shownStatus).toBe('at_terminal');
    expect(moved.history.at(-1)).toMatchObject({ action: 'movement', changes: [{ field: 'movement', before: null, after: 'RCS TJM' }] });
    const tracking = (await server.request({ method: 'GET', url: `/api/shipments/tracking/${awb}` })).json<{ shownStatus: string; movements: { status: string }[] }>();
    expect(tracking).toMatchObject({ shownStatus: 'at_terminal', movements: [{ status: 'RCS' }] });
    const heard = (await call('agent', 'GET', '/api/notification?group=booking')).json<{ items: { title: string; contentData: Record<string, { text: string; params?: object }> }[] }>();
    expect(heard.items[0]).toMatchObject({ title: `Груз ${awb}: TJM`, contentData: { status: { text: 'сдан на терминал' }, awb: { text: awb, params: { mAwb: awb } } } });

    const refused = await call('airline', 'POST', `/api/shipments/id-${id}/movements`, { status: 'DEP', place: 'VKO', flight: 'UT 432', pieces: 2, weight: 120, time: new Date(Date.now() + 3 * 3_600_000).toISOString() });
    expect(Object.keys(fieldsOf(refused)).sort()).toEqual(['flight']);
    const far = await call('airline', 'POST', `/api/shipments/id-${id}/movements`, { status: 'DEP', place: 'VKO', flight: 'UT432', pieces: 2, weight: 120, time: new Date(Date.now() + 3 * 3_600_000).toISOString() });
    expect(fieldsOf(far)).toEqual({ place: 'Этого аэропорта нет в маршруте отправки', time: 'Движение не может быть позже, чем через час' });
  });
});

describe('attachments', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  const upload = async (who: string, id: number, fields: Record<string, string>, file?: { name: string; content: Buffer | string }) => {
    const body = await multipart(fields, file ? [{ ...file, field: 'file' }] : []);
    return server.request({ method: 'POST', url: `/api/shipments/id-${id}/attachments`, payload: body.payload, headers: { ...headers[who]!, ...body.headers } });
  };

  it('are typed, checked, listed, downloaded by whoever reaches the shipment, and removed by their uploader or the airline', async () => {
    const id = await bookDirect(addDays(day, 1));
    const added = await upload('agent', id, { type: 'invoice' }, { name: 'счёт.pdf', content: PDF });
    expect(added.statusCode, added.body).toBe(200);
    const [file] = added.json<ShipmentDetail>().attachments;
    expect(file).toMatchObject({ type: 'invoice', name: 'счёт.pdf', mimeType: 'application/pdf', size: PDF.length, by: 'Павел Морозов', removable: true });
    expect(added.json<ShipmentDetail>().history.at(-1)).toMatchObject({ action: 'attached', changes: [{ field: 'attachments', after: 'invoice: счёт.pdf' }] });
    const download = await call('airline', 'GET', `/api/shipments/attachments/id-${file!.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await call('shipper', 'GET', `/api/shipments/attachments/id-${file!.id}`)).statusCode).toBe(404);

    // Wrong type, a file whose content is not what its name says, nothing at all: told on the field.
    expect(fieldsOf(await upload('agent', id, { type: 'passport' }, { name: 'a.pdf', content: PDF }))).toEqual({ type: 'Неверное значение' });
    expect(Object.keys(fieldsOf(await upload('agent', id, { type: 'photo' }, { name: 'photo.png', content: 'not an image' })))).toEqual(['file']);
    expect(fieldsOf(await upload('agent', id, { type: 'photo' }))).toEqual({ file: 'Заполните это поле' });
    expect((await upload('shipper', id, { type: 'invoice' }, { name: 'a.pdf', content: PDF })).statusCode).toBe(404);

    // The airline's own document: the agent sees it but may not remove it; the airline may remove the agent's.
    const staffFile = (await upload('airline', id, { type: 'awb_copy' }, { name: 'awb.pdf', content: PDF })).json<ShipmentDetail>().attachments.at(-1)!;
    expect((await detail('agent', id)).attachments.find((one) => one.id === staffFile.id)?.removable).toBe(false);
    expect((await call('agent', 'DELETE', `/api/shipments/attachments/id-${staffFile.id}`)).statusCode).toBe(403);
    const left = (await call('airline', 'DELETE', `/api/shipments/attachments/id-${file!.id}`)).json<ShipmentDetail>();
    expect(left.attachments.map((one) => one.name)).toEqual(['awb.pdf']);
    expect(left.history.at(-1)).toMatchObject({ action: 'detached', changes: [{ before: 'invoice: счёт.pdf', after: null }] });
  });
});

describe('what the page shows beside the AWB', () => {
  it('shows the warehouse its rules choose, its ledger entries and customs\u2019 informing', async () => {
    const id = await bookDirect(addDays(day, 2));
    await call('agent', 'PUT', `/api/shipments/id-${id}/awb`, awbBody());
    await act('agent', id, 'issue', { consent: true });
    const [row] = await server.db.select({ airlineId: shipments.airlineId, contractorId: shipments.contractorId, price: shipments.priceAmount }).from(shipments).where(eq(shipments.id, id));
    // A warehouse at Ufa for the agent's cargo, and a narrower one for its cargo to Bashkir Auto, which is no company of the handbook: the broader applies.
    const [ufa] = await server.db.insert(warehouses).values({ airlineId: row!.airlineId, airport: 'UFA', code: 'UFA-SVH1', name: 'СВХ Уфа', active: true }).returning({ id: warehouses.id });
    const [other] = await server.db.insert(warehouses).values({ airlineId: row!.airlineId, airport: 'UFA', code: 'UFA-SVH2', name: 'СВХ Уфа-2', active: true }).returning({ id: warehouses.id });
    const [consignee] = await server.db.insert(contractors).values({ name: 'Другой получатель' }).returning({ id: contractors.id });
    await server.db.insert(warehouseRules).values([
      { airlineId: row!.airlineId, warehouseId: ufa!.id, expeditorId: row!.contractorId },
      { airlineId: row!.airlineId, warehouseId: other!.id, expeditorId: row!.contractorId, consigneeId: consignee!.id },
    ]);
    const shown = await detail('agent', id);
    expect(shown.warehouse).toEqual({ id: ufa!.id, code: 'UFA-SVH1', name: 'СВХ Уфа', airport: 'UFA', address: null });
    expect(shown.payments.map((entry) => [entry.type, entry.amount])).toEqual([
      ['hold', -row!.price!],
      ['release', row!.price!],
      ['charge', -row!.price!],
    ]);
    expect(shown.informing).toEqual([]);
    const legId = (await server.db.select({ legId: sql<number>`leg_id` }).from(sql`bookings`).where(sql`shipment_id = ${id}`))[0]!.legId;
    await server.db.insert(preliminaryInforming).values({ legId, shipmentId: id, status: 'confirmed', tin: '7202000000' });
    expect((await detail('agent', id)).informing).toMatchObject([{ departure: 'TJM', arrival: 'UFA', status: 'confirmed', tin: '7202000000' }]);
  });
});

describe('who reaches a shipment', () => {
  it('finds it by its AWB number, and keeps it from other companies and from those without the rights', async () => {
    const id = await bookDirect();
    const { awb } = await detail('agent', id);
    expect((await call('agent', 'GET', `/api/shipments/awb/${awb.replace('-', ' ')}`)).json<ShipmentDetail>().id).toBe(id);
    for (const path of [`id-${id}`, `awb/${awb}`]) expect((await call('shipper', 'GET', `/api/shipments/${path}`)).statusCode).toBe(404);
    expect((await call('shipper', 'PUT', `/api/shipments/id-${id}/awb`, awbBody())).statusCode).toBe(404);
    expect((await call('shipper', 'POST', `/api/shipments/id-${id}/issue`, { consent: true })).statusCode).toBe(404);
    expect((await call('newclient', 'GET', `/api/shipments/id-${id}`)).statusCode).toBe(403);
    // The terminal's actions are the airline's: an agent holding the ability by mistake still may not.
    expect((await call('agent', 'POST', `/api/shipments/id-${id}/accept`, { pieces: 1, weight: 1 })).statusCode).toBe(403);
    // Bad input on its field.
    expect(fieldsOf(await call('airline', 'POST', `/api/shipments/id-${id}/accept`, { pieces: 0, weight: 'heavy' }))).toMatchObject({ pieces: expect.any(String), weight: expect.any(String) });
    expect(fieldsOf(await call('agent', 'PUT', `/api/shipments/id-${id}/awb`, awbBody({ awb: { hsCodes: ['12'], agentIataCode: '12' } })))).toEqual({
      'awb.hsCodes.0': 'Код ТН ВЭД — от 6 до 10 цифр',
      'awb.agentIataCode': 'Код агента IATA — 7 цифр',
    });
  });
});

describe('the shipments list', () => {
  it('filters by status, type, airports and AWB number, sorts, and exports the same rows', async () => {
    const id = await bookDirect(addDays(day, 3));
    const { awb } = await detail('agent', id);
    const page = async (query: string) => v.parse(ShipmentPageSchema, (await call('agent', 'GET', `/api/shipments?${query}`)).json());
    const found = await page(`q=${awb.replace('-', '').slice(0, 9)}`);
    expect(found.items.map((row) => row.id)).toContain(id);
    expect(found.items.every((row) => row.awb.replace('-', '').startsWith(awb.replace('-', '').slice(0, 9)))).toBe(true);
    const row = (await page(`q=${awb}`)).items[0]!;
    expect(row).toMatchObject({ id, status: 'not_issued', type: 'awb', origin: 'TJM', destination: 'UFA', contract: { id: agentContract }, bookings: [{ departure: 'TJM', arrival: 'UFA', status: 'KK' }] });
    expect((await page('status=not_issued&departure=TJM&arrival=UFA&size=100')).items.every((one) => one.status === 'not_issued' && one.origin === 'TJM' && one.destination === 'UFA')).toBe(true);
    expect((await page('type=eawb&q=' + awb)).total).toBe(0);
    const heavyFirst = (await page('sort=-weight&size=5')).items.map((one) => one.weight);
    expect(heavyFirst).toEqual([...heavyFirst].sort((a, b) => b - a));
    expect((await page('q=запчасти&size=100')).items.every((one) => one.cargoName?.toLowerCase().includes('запчасти'))).toBe(true);
    expect(fieldsOf(await call('agent', 'GET', '/api/shipments?status=lost&sort=price'))).toMatchObject({ status: expect.any(String), sort: expect.any(String) });

    const { sheet } = await exportSheet(server, '/shipments', headers.agent!, `q=${awb}`);
    expect(sheet.getRow(1).getCell(3).value).toBe('Накладная');
    expect(sheet.getRow(2).getCell(3).value).toBe(awb);
    expect(sheet.rowCount).toBe(2);
  });

  it('shows a terminal\u2019s staff only its airport\u2019s cargo', async () => {
    // Surgut's warehouse operator: shipment.view from and to SGC only.
    const surgut = await server.as('r.khabibullin@utair-cargo.test');
    const rows = v.parse(ShipmentPageSchema, (await server.request({ method: 'GET', url: '/api/shipments?size=100', headers: surgut })).json()).items;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((one) => one.origin === 'SGC' || one.destination === 'SGC')).toBe(true);
    const [ut] = await server.db.select({ id: airlines.id }).from(airlines).where(eq(airlines.marker, 'ut'));
    const [elsewhere] = await server.db.select({ id: shipments.id }).from(shipments).where(and(eq(shipments.airlineId, ut!.id), sql`'SGC' not in (${shipments.origin}, ${shipments.destination})`)).limit(1);
    expect((await server.request({ method: 'GET', url: `/api/shipments/id-${elsewhere!.id}`, headers: surgut })).statusCode).toBe(404);
  });
});

describe('the printed AWB', () => {
  /** The text of a PDF the server answered, as Poppler reads it. */
  async function pdfText(url: string, who = 'agent'): Promise<string> {
    const answer = await call(who, 'GET', url);
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const dir = await mkdtemp(join(tmpdir(), 'awb-print-'));
    try {
      await writeFile(join(dir, 'awb.pdf'), answer.rawPayload);
      return (await promisify(execFile)('pdftotext', ['-layout', join(dir, 'awb.pdf'), '-'])).stdout;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('prints the shipment on each form, marked DRAFT until issued, with its parties, cargo and charges', async () => {
    const id = await bookDirect(addDays(day, 2));
    await call('agent', 'PUT', `/api/shipments/id-${id}/awb`, awbBody());
    const draft = await pdfText(`/api/shipments/id-${id}/print/a4`);
    const { awb, price } = await detail('agent', id);
    expect(draft).toContain('DRAFT');
    for (const text of [awb, 'ООО «Сибирь Трейд»', 'Bashkir Auto', 'TJM', 'UFA', '120.0', 'Запчасти', 'KEEP DRY', 'HS: 870899', 'NVD']) expect(draft).toContain(text);
    // The price as priced, written as the form writes amounts.
    expect(draft.replace(/\s/g, '')).toContain((price!.total / 100).toFixed(2));
    await act('agent', id, 'issue', { consent: true });
    for (const form of ['airline', 'neutral', 'a4']) {
      const text = await pdfText(`/api/shipments/id-${id}/print/${form}?offsetX=2.5&offsetY=-1`);
      expect(text).not.toContain('DRAFT');
      expect(text).toContain('ООО «Сибирь Трейд»');
    }
    // The staff print it too; another company does not find it; a bad form or offset is a 400.
    expect(await pdfText(`/api/shipments/id-${id}/print/airline`, 'airline')).toContain(awb.slice(4));
    expect((await call('shipper', 'GET', `/api/shipments/id-${id}/print/a4`)).statusCode).toBe(404);
    expect(Object.keys(fieldsOf(await call('agent', 'GET', `/api/shipments/id-${id}/print/letter`)))).toEqual(['form']);
    expect(Object.keys(fieldsOf(await call('agent', 'GET', `/api/shipments/id-${id}/print/a4?offsetX=25&offsetY=1.25`))).sort()).toEqual(['offsetX', 'offsetY']);
    expect(await pdfText('/api/shipments/print/calibration/airline?offsetY=1.5')).toContain('1.5');
  });
});
