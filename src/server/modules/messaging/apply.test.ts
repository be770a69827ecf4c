import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@shared/flights';
import { parseCimp } from '@shared/messaging/cimp';
import type { ResourceRow } from '@shared/resources/list-query';
import type { ShipmentDetail } from '@shared/shipments/shipment';
import { DEMO_UNKNOWN_AWB } from '../../db/seed/demo-facts';
import { airlines, bookings, cimpTelegrams, flightLegs, flights, shipmentHistory, shipments } from '../../db/schema';
import { prepareBooking } from '../../test/booking';
import { createTestServer, type TestServer } from '../../test/harness';
import { saleLegsById } from '../flights';

// Telegrams that book and fill AWBs, pasted by the airline's staff: an FFR books through the
// booking engine on behalf of the client whose stock the AWB is of and is answered with an FFA
// logged OUT (KK with room, LL and UU without); the airline's "own segments only" setting decides
// what becomes of other carriers' legs; an FWB fills the booked shipment's AWB through the AWB
// screen's writing, all or none.

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const dayMonth = (iso: string) => `${iso.slice(8, 10)}${MONTHS[Number(iso.slice(5, 7)) - 1]}`;
const today = new Date().toISOString().slice(0, 10);
const day = addDays(today, 6);

let server: TestServer;
let airline: Record<string, string>;
let unused: string[];
let carrier: string;
const nextAwb = () => unused.shift()!.replace(' ', '');

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.request({ method, url: `/api${url}`, ...(payload ? { payload } : {}), headers: { ...airline, 'accept-language': 'en' } });
const paste = async (text: string) => {
  const created = await call('POST', '/handbooks/cimp', { text });
  expect(created.statusCode, created.body).toBe(200);
  return (await call('GET', `/handbooks/cimp/id-${created.json<{ id: number }>().id}`)).json<ResourceRow>();
};
const stored = async (id: number) => (await server.db.select().from(cimpTelegrams).where(eq(cimpTelegrams.id, id)))[0]!;

/** The TJM → UFA leg of a day: its id and flight number. */
async function tjmUfa(date: string) {
  const [leg] = await server.db
    .select({ id: flightLegs.id, number: flights.number })
    .from(flightLegs)
    .innerJoin(flights, eq(flights.id, flightLegs.flightId))
    .where(and(eq(flightLegs.departure, 'TJM'), eq(flightLegs.arrival, 'UFA'), eq(flightLegs.departureDate, date)))
    .limit(1);
  return leg!;
}

const ffr = (awb: string, number: string, date: string, { weight = 120, more = '' } = {}) => `FFR/8
${awb}TJMUFA/T2K${weight}/MC0.6/SPARE PARTS
${carrier}${number}/${dayMonth(date)}/TJMUFA/NN
${more}REF/TJMTCXH/BK${awb.slice(-6)}
`;

beforeAll(async () => {
  server = await createTestServer();
  airline = await server.as('airline@demo.test');
  ({ unused } = await prepareBooking(server, { from: addDays(day, -1), to: addDays(day, 4) }));
  const [row] = await server.db.select({ iata: airlines.iata }).from(airlines).innerJoin(flightLegs, eq(flightLegs.airlineId, airlines.id)).limit(1);
  carrier = row!.iata;
});
afterAll(async () => server.close());

describe('an FFR', () => {
  let booked: string;

  it('books through the engine for the stock’s client and is answered with an FFA logged OUT: KK with room', async () => {
    const leg = await tjmUfa(day);
    booked = nextAwb();
    const request = ffr(booked, leg.number, day);
    const row = await paste(request);
    const flight = `${carrier}${leg.number}/${dayMonth(day)} TJMUFA`;
    expect(row).toMatchObject({ status: 'complete', type: 'FFR', awb: booked, fault: null, note: `AWB ${booked} booked: ${flight} KK. The FFA answer is logged` });

    const [shipment] = await server.db.select().from(shipments).where(eq(shipments.awbSerial, booked.slice(4)));
    expect(shipment).toMatchObject({ source: 'telegram', origin: 'TJM', destination: 'UFA', pieces: 2, weight: 120, volume: 0.6, cargoName: 'SPARE PARTS' });
    expect(shipment!.holdId).not.toBeNull();
    const legs = await server.db.select({ legId: bookings.legId, status: bookings.status, source: bookings.source }).from(bookings).where(eq(bookings.shipmentId, shipment!.id));
    expect(legs).toEqual([{ legId: leg.id, status: 'KK', source: 'telegram' }]);

    // The answer: the request's consignment and leg with the engine's code, its REF quoted back; logged OUT, complete.
    const answer = await stored(row.answerId as number);
    expect(answer).toMatchObject({ direction: 'OUT', type: 'FFA', version: 4, status: 'complete', awb: booked, answerId: null });
    expect(answer.digest).toMatch(/^[0-9a-f]{64}$/);
    const ffa = parseCimp(answer.text);
    const asked = parseCimp(request);
    expect(ffa).toMatchObject({ type: 'FFA', consignment: (asked as { consignment: object }).consignment, reference: { office: 'TJMTCXH', fileReference: `BK${booked.slice(-6)}` } });
    expect((ffa as { flights: { spaceCode: string }[] }).flights.map((one) => one.spaceCode)).toEqual(['KK']);
    // The log lists the answer too, outgoing.
    expect((await call('GET', `/handbooks/cimp/id-${answer.id}`)).json<ResourceRow>()).toMatchObject({ direction: 'OUT', type: 'FFA' });
  });

  it('answers the engine’s wait list (LL) and refusal (UU) when the flight has no room', async () => {
    const full = await tjmUfa(addDays(day, 1));
    await server.db.update(flightLegs).set({ acceptedWeight: sql`${flightLegs.acceptedWeight} + 100000` }).where(eq(flightLegs.id, full.id));
    const refused = await paste(ffr(nextAwb(), full.number, addDays(day, 1)));
    expect(refused).toMatchObject({ status: 'complete' });
    expect(refused.note).toMatch(/ UU\. The FFA answer is logged$/);
    expect((parseCimp((await stored(refused.answerId as number)).text) as { flights: { spaceCode: string }[] }).flights[0]!.spaceCode).toBe('UU');

    // The leg full but for 100 kg: 90 kg is 90% of the room, wait-listed by the handbook's rule.
    const tight = await tjmUfa(addDays(day, 2));
    const [sale] = await saleLegsById(server.db, [tight.id]);
    await server.db.update(flightLegs).set({ acceptedWeight: sql`${flightLegs.acceptedWeight} + ${sale!.available.weight - 100}` }).where(eq(flightLegs.id, tight.id));
    const waiting = await paste(ffr(nextAwb(), tight.number, addDays(day, 2), { weight: 90 }));
    expect(waiting.note).toMatch(/ LL\. The FFA answer is logged$/);
    expect((parseCimp((await stored(waiting.answerId as number)).text) as { flights: { spaceCode: string }[] }).flights[0]!.spaceCode).toBe('LL');
  });

  it('books the airline’s own legs only: others left to their carriers, or the request refused, as the airline’s setting says', async () => {
    const leg = await tjmUfa(addDays(day, 3));
    const awb = nextAwb();
    const other = `SU1402/${dayMonth(addDays(day, 3))}/UFAVKO/NN\n`;
    const withOther = (text: string) => text.replace(/(\/TJMUFA\/NN\n)/, `$1${other}`);
    await server.db.update(airlines).set({ ffrOwnSegmentsOnly: false }).where(eq(airlines.iata, carrier));
    const refused = await paste(withOther(ffr(awb, leg.number, addDays(day, 3))));
    expect(refused).toMatchObject({ status: 'error', fault: 'not-applied', answerId: null });
    expect(refused.detail).toContain(`other carriers’ legs (SU1402/${dayMonth(addDays(day, 3))} UFAVKO)`);
    expect(await server.db.select().from(shipments).where(eq(shipments.awbSerial, awb.slice(4)))).toEqual([]);

    await server.db.update(airlines).set({ ffrOwnSegmentsOnly: true }).where(eq(airlines.iata, carrier));
    const own = await paste(withOther(ffr(awb, leg.number, addDays(day, 3))).replace('SPARE PARTS', 'SPARES'));
    expect(own).toMatchObject({ status: 'complete' });
    expect(own.note).toContain(`Legs of other carriers were left to them: SU1402/${dayMonth(addDays(day, 3))} UFAVKO`);
    const answer = parseCimp((await stored(own.answerId as number)).text) as { flights: { carrier: string; spaceCode: string }[] };
    expect(answer.flights.map((one) => [one.carrier, one.spaceCode])).toEqual([[carrier, 'KK']]);
  });

  it('refuses what it cannot book, with nothing booked and no answer: a change, a number of no client, a flight it does not have, a refusal of the engine', async () => {
    const leg = await tjmUfa(day);
    const again = await paste(ffr(booked, leg.number, day, { more: 'OSI/SECOND REQUEST\n' }));
    expect(again).toMatchObject({ status: 'error', fault: 'not-applied', answerId: null, detail: `AWB ${booked} is booked already: a change or cancellation by FFR is not applied; change the booking in the cabinet` });

    const stranger = await paste(ffr(DEMO_UNKNOWN_AWB, leg.number, day));
    expect(stranger).toMatchObject({ status: 'error', fault: 'not-applied', detail: `AWB ${DEMO_UNKNOWN_AWB} is of no client’s stock: whose booking it is cannot be told` });

    const awb = nextAwb();
    const nowhere = await paste(ffr(awb, '9999', day));
    expect(nowhere).toMatchObject({ status: 'error', fault: 'not-applied', detail: `No flight of the airline for the leg ${carrier}9999/${dayMonth(day)} TJMUFA` });

    // Heavier than the aircraft takes: the booking screen's own refusal, in the log's detail.
    const heavy = await paste(ffr(awb, leg.number, day, { weight: 99000 }));
    expect(heavy).toMatchObject({ status: 'error', fault: 'not-applied', answerId: null });
    expect(heavy.detail).toMatch(new RegExp(`^AWB ${awb} not booked: weight: `));
    expect(await server.db.select().from(shipments).where(eq(shipments.awbSerial, awb.slice(4)))).toEqual([]);
  });
});

describe('an FWB', () => {
  let awb: string;
  const fwb = (weight: number, consignee = 'BASHKIR AUTO LLC', more = '') => `FWB/16
${awb}TJMUFA/T2K${weight}/MC0.6
RTG/UFA${carrier}
SHP/1020304
/OOO SIBIR TRADE
/UL. RESPUBLIKI 1
/TYUMEN
/RU/625000/TE/73452000000
CNE
/${consignee}
/PR. OKTYABRYA 10
/UFA
/RU/450000
AGT//1234567/0012
/SIBIR LOGISTIC
/TYUMEN
SSR/KEEP DRY
CVD/RUB/PP/PP/150000/NCV/XXX
RTD/1/P2/K${weight}/CN/W${weight}/R45.5/T5460
/NG/AUTO PARTS
/2/NH/870899
CER/I.PETROV
ISU/${dayMonth(today)}${today.slice(2, 4)}/TYUMEN/A.SIDOROVA
${more}`;
  const detail = async () => (await call('GET', `/shipments/awb/${awb}`)).json<ShipmentDetail>();

  beforeAll(async () => {
    const leg = await tjmUfa(addDays(day, 4));
    awb = nextAwb();
    expect((await paste(ffr(awb, leg.number, addDays(day, 4)))).status).toBe('complete');
  });

  it('fills the booked shipment’s AWB through the AWB screen’s writing, its history kept', async () => {
    const row = await paste(fwb(120));
    expect(row).toMatchObject({ status: 'complete', type: 'FWB', awb, fault: null });
    expect(row.note).toBe(`AWB ${awb} filled from the FWB: shipper, consignee, expeditor, cargoName, awb.declaredValueCarriage, awb.ssr, awb.hsCodes, awb.shipperAccount, awb.agentIataCode, awb.signature`);
    const shipment = await detail();
    expect(shipment.participants).toMatchObject({
      shipper: { name: 'OOO SIBIR TRADE', address: 'UL. RESPUBLIKI 1', city: 'TYUMEN', country: 'RU', postalCode: '625000', phone: '73452000000' },
      consignee: { name: 'BASHKIR AUTO LLC', city: 'UFA', country: 'RU', phone: null },
      expeditor: { name: 'SIBIR LOGISTIC', city: 'TYUMEN' },
    });
    expect(shipment.cargoName).toBe('AUTO PARTS');
    // 1,500 roubles declared for carriage, in kopecks; the weight unchanged, so the booking stands.
    expect(shipment.awbData).toMatchObject({ declaredValueCarriage: 150000_00, ssr: 'KEEP DRY', hsCodes: ['870899'], shipperAccount: '1020304', agentIataCode: '1234567', signature: 'I.PETROV' });
    expect(shipment.weight).toBe(120);
    const history = await server.db.select({ action: shipmentHistory.action, userId: shipmentHistory.userId }).from(shipmentHistory).where(eq(shipmentHistory.shipmentId, shipment.id));
    expect(history.filter((entry) => entry.action === 'awb')).toHaveLength(1);
    expect(history.find((entry) => entry.action === 'awb')!.userId).not.toBeNull();
  });

  it('updates from a newer FWB, and applies all or none: a weight that changes the price is refused with nothing written', async () => {
    const newer = await paste(fwb(120, 'BASHKIR AUTO PJSC'));
    expect(newer).toMatchObject({ status: 'complete', note: `AWB ${awb} filled from the FWB: consignee` });
    expect((await detail()).participants.consignee?.name).toBe('BASHKIR AUTO PJSC');

    const heavier = await paste(fwb(180, 'SOMEONE ELSE'));
    expect(heavier).toMatchObject({ status: 'error', fault: 'not-applied' });
    expect(heavier.detail).toMatch(new RegExp(`^AWB ${awb}: .*Re-tariffing.*Nothing of the FWB was applied$`));
    const after = await detail();
    expect(after.participants.consignee?.name).toBe('BASHKIR AUTO PJSC');
    expect(after.weight).toBe(120);

    const same = await paste(fwb(120, 'BASHKIR AUTO PJSC', 'OSI/SAME DATA\n'));
    expect(same.note).toBe(`AWB ${awb} filled from the FWB: awb.osi`);
  });

  it('is not applied to an AWB the airline does not have', async () => {
    const unknown = await paste(fwb(120).replace(`${awb}TJMUFA`, `${DEMO_UNKNOWN_AWB}TJMUFA`));
    expect(unknown).toMatchObject({ status: 'error', fault: 'not-applied', detail: `No shipment with AWB ${DEMO_UNKNOWN_AWB} in this airline` });
  });
});
