import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type FlightInfo, type FlightLegRow, type FlightPage, type ScheduleResult } from '@shared/flights';
import { capacities, flightLegs, flights, movements } from '../../db/schema';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';

// The flights area over the seeded timetable, on both databases: the list with its filters and
// computed load, adding a flight and changing its schedule (future dates only), sale and flight
// control, delays, cancelling with confirmation, and customs' answers on an international leg.

let server: TestServer;
const headers: Record<string, Record<string, string>> = {};
const today = new Date().toISOString().slice(0, 10);

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  server.request({ method, url, headers: headers[who]!, ...(payload ? { payload } : {}) });
const list = async (who: string, query: string): Promise<FlightPage> => {
  const answer = await call(who, 'GET', `/api/flights?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<FlightPage>();
};
const info = async (id: number, who = 'airline'): Promise<FlightInfo> => {
  const answer = await call(who, 'GET', `/api/flights/id-${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<FlightInfo>();
};
const fieldsOf = (answer: { json<T>(): T }) => answer.json<{ fields: Record<string, string> }>().fields;

const flight = (input: Record<string, unknown> = {}) => ({
  number: '7001',
  begin: addDays(today, 10),
  legs: [{ departure: 'TJM', arrival: 'SGC', std: '09:00', sta: '10:15' }],
  aircraftType: 'AT7',
  serviceType: 'J',
  ...input,
});

beforeAll(async () => {
  server = await createTestServer();
  for (const who of ['airline', 'agent', 'preshipper'] as const) headers[who] = await server.as(DEMO_USERS[who]);
});
afterAll(async () => server?.close());

describe('the flights list', () => {
  it('answers the seeded month, a row a leg, each with its capacity and booked load', async () => {
    const page = await list('airline', 'size=100');
    expect(page.total).toBeGreaterThanOrEqual(3000);
    expect(page.items).toHaveLength(100);
    const row = page.items[0]!;
    expect(row).toMatchObject({ airline: 'UT', serviceType: 'J', region: expect.stringMatching(/^(ВВЛ|МВЛ)$/) });
    expect(row.capacity.weight).toBeGreaterThan(0);
    expect(row.load.weightPercent).toBeCloseTo((row.load.accepted.weight / row.capacity.weight) * 100, 0);
    // Sorted by departure, earliest first, by default.
    expect(page.items.map((item) => item.std)).toEqual([...page.items.map((item) => item.std)].sort());
  });

  it('filters by date range, airports, number, status and sale', async () => {
    const day = await list('airline', `from=${today}&to=${today}&size=100`);
    expect(day.total).toBeGreaterThan(40);
    expect(day.items.every((item) => item.stdLocal.startsWith(today) || item.date === today)).toBe(true);
    const route = await list('airline', 'departure=vko&arrival=EVN&size=100');
    expect(route.items.length).toBeGreaterThan(30);
    expect(route.items.every((item) => item.departure === 'VKO' && item.arrival === 'EVN' && item.region === 'МВЛ')).toBe(true);
    const number = await list('airline', 'number=304&size=100');
    expect(number.items.every((item) => item.number === '304' && item.departure === 'TJM')).toBe(true);
    const arrived = await list('airline', 'status=arrived&size=5');
    expect(arrived.total).toBeGreaterThan(300);
    expect(arrived.items.every((item) => item.status === 'arrived' && item.closed)).toBe(true);
    const closed = await list('airline', 'sale=closed&size=100');
    expect(closed.items.every((item) => item.saleClosed)).toBe(true);
    // A page past the end is empty and still tells the total.
    expect(await list('airline', 'number=304&size=100&page=50')).toEqual({ items: [], total: number.total });
    const heaviest = await list('airline', `from=${today}&sort=-load&size=20`);
    const weights = heaviest.items.map((item) => item.load.accepted.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('computes capacity from the handbooks as they are now: a change shows on the next page', async () => {
    const query = `departure=TJM&arrival=SGC&from=${addDays(today, 4)}&to=${addDays(today, 4)}&size=10`;
    const before = (await list('airline', query)).items.find((item) => item.tailNumber === null)!;
    expect(before.capacity.weight).toBeGreaterThan(300);
    const typeRow = and(eq(capacities.aircraftType, 'AT7'), sql`cardinality(${capacities.registrations}) = 0`);
    const [row] = await server.db.select({ maxCargoWeight: capacities.maxCargoWeight }).from(capacities).where(typeRow);
    await server.db.update(capacities).set({ maxCargoWeight: 300 }).where(typeRow);
    try {
      const after = (await list('airline', query)).items.find((item) => item.id === before.id)!;
      expect(after.capacity.weight).toBe(300);
    } finally {
      await server.db.update(capacities).set({ maxCargoWeight: row!.maxCargoWeight }).where(typeRow);
    }
    expect((await list('airline', query)).items.find((item) => item.id === before.id)!.capacity).toEqual(before.capacity);
  });

  it('refuses a bad filter on its field', async () => {
    const answer = await call('airline', 'GET', '/api/flights?from=2026-02-30&status=late&sale=maybe&number=12345');
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(answer)).sort()).toEqual(['from', 'number', 'sale', 'status']);
  });

  it('shows clients their airlines’ flights and a company without a contract none', async () => {
    expect((await list('agent', 'size=1')).total).toBeGreaterThanOrEqual(3000);
    expect(await list('preshipper', 'size=5')).toEqual({ items: [], total: 0 });
  });
});

describe('the seeded timetable', () => {
  it('connects Nizhnevartovsk to Ufa through Tyumen every day, within the hub’s transfer times', async () => {
    const [feeder, onward] = await Promise.all([list('airline', `departure=NJC&arrival=TJM&from=${today}&to=${addDays(today, 14)}&size=100`), list('airline', `departure=TJM&arrival=UFA&from=${today}&to=${addDays(today, 14)}&size=100`)]);
    // Tyumen's terminal: 90 minutes at least for a domestic transfer, a day at most.
    const connected = feeder.items.filter((first) =>
      onward.items.some((second) => {
        const minutes = (Date.parse(second.std) - Date.parse(first.sta)) / 60_000;
        return second.date === first.date && minutes >= 90 && minutes <= 1_440;
      }),
    );
    expect(new Set(connected.map((leg) => leg.date)).size).toBeGreaterThanOrEqual(14);
  });

  it('has flown the past week and ties the demo shipments’ movements to real legs', async () => {
    const flown = await list('airline', `from=${addDays(today, -7)}&to=${addDays(today, -2)}&size=100`);
    expect(flown.total).toBeGreaterThan(400);
    expect(flown.items.every((leg) => leg.status === 'arrived' || leg.status === 'canceled')).toBe(true);
    const [tied] = await server.db.select({ n: sql<number>`count(*)::int` }).from(movements).where(sql`${movements.legId} is not null`);
    expect(tied!.n).toBeGreaterThan(20);
  });
});

describe('flight info', () => {
  it('explains the capacity of every leg to staff, and shows clients the free space only', async () => {
    const [row] = (await list('airline', `from=${addDays(today, 2)}&departure=VKO&arrival=SGC&size=1`)).items;
    const staff = await info(row!.flightId);
    const leg = staff.legs[0]!;
    const terms = leg.breakdown!;
    expect(leg.capacity.weight).toBe(terms.capacity.weight);
    const left = terms.payload.weight - terms.passengers.weight - terms.baggage.weight;
    expect(terms.capacity.weight).toBeCloseTo(Math.max(0, Math.min(left, terms.hold.weight - terms.baggage.weight, terms.hold.cargoWeightLimit ?? Infinity)), 1);
    expect(staff.can).toEqual({ edit: true, sale: true, control: true, informing: true, internals: true });
    expect(staff.schedule).toMatchObject({ periodic: true, number: staff.number, legs: [{ departure: 'VKO', arrival: 'SGC' }] });
    // The demo agent holds a quota on VKO-SGC this month: staff and the agent see it.
    expect(staff.quotas.length).toBeGreaterThan(0);
    const client = await info(row!.flightId, 'agent');
    expect(client.legs[0]!.breakdown).toBeNull();
    expect(client.legs[0]!.available).toEqual(leg.available);
    expect(client).toMatchObject({ history: [], informing: [], can: { edit: false, sale: false, control: false, internals: false } });
  });

  it('answers 404 for a flight that does not exist and 400 for an id that cannot be one', async () => {
    expect((await call('airline', 'GET', '/api/flights/id-999999')).statusCode).toBe(404);
    expect((await call('airline', 'GET', '/api/flights/id-99999999999')).statusCode).toBe(400);
  });
});

describe('adding a flight', () => {
  it.each([
    ['arrival before departure', flight({ legs: [{ departure: 'TJM', arrival: 'SGC', std: '09:00', sta: '08:15' }] }), 'legs.0.sta', 'Прилёт должен быть позже вылета'],
    ['an unknown aircraft', flight({ aircraftType: '321' }), 'aircraftType', 'Этого типа ВС нет в справочнике вместимости'],
    ['a period with no matching weekday', flight({ periodic: true, finish: addDays(today, 11), weekdays: [] }), 'weekdays', 'Заполните это поле'],
    ['legs that do not join', flight({ legs: [{ departure: 'TJM', arrival: 'SGC', std: '09:00', sta: '10:15' }, { departure: 'HMA', arrival: 'NJC', std: '11:00', sta: '12:00' }] }), 'legs.1.departure', 'Участок должен вылетать'],
    ['an unknown airport', flight({ legs: [{ departure: 'TJM', arrival: 'QQQ', std: '09:00', sta: '10:15' }] }), 'legs.0.arrival', ''],
    ['a tail of another type', flight({ tailNumber: 'VQ-BJE' }), 'tailNumber', 'другому типу ВС'],
  ])('refuses %s on its field', async (_name, body, field, text) => {
    const answer = await call('airline', 'POST', '/api/flights', body);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(fieldsOf(answer)[field]).toContain(text);
  });

  it('refuses a period whose weekdays never come', async () => {
    // Two days of the period, neither a Sunday unless they are: pick a weekday outside them.
    const begin = addDays(today, 20);
    const days = [new Date(`${begin}T00:00:00Z`).getUTCDay(), new Date(`${addDays(begin, 1)}T00:00:00Z`).getUTCDay()].map((d) => (d === 0 ? 7 : d));
    const other = [1, 2, 3, 4, 5, 6, 7].find((d) => !days.includes(d))!;
    const answer = await call('airline', 'POST', '/api/flights', flight({ periodic: true, begin, finish: addDays(begin, 1), weekdays: [other] }));
    expect(answer.statusCode).toBe(400);
    expect(fieldsOf(answer).weekdays).toBe('Ни одна дата периода не приходится на эти дни недели');
  });

  it('creates a single flight arriving the next day, with local and UTC times', async () => {
    const answer = await call('airline', 'POST', '/api/flights', flight({ number: '7002', legs: [{ departure: 'VKO', arrival: 'TJM', std: '22:40', sta: '05:05', staDay: 1 }], aircraftType: '738' }));
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json<ScheduleResult>();
    expect(result).toMatchObject({ created: [addDays(today, 10)], updated: [], kept: [] });
    const created = await info(result.flightId!);
    expect(created.legs[0]).toMatchObject({ stdLocal: `${addDays(today, 10)}T22:40`, staLocal: `${addDays(today, 11)}T05:05`, periodic: false, status: 'scheduled' });
    expect(new Date(created.legs[0]!.sta).getTime() - new Date(created.legs[0]!.std).getTime()).toBe((4 * 60 + 25) * 60_000);
    expect(created.history.map((entry) => entry.action)).toEqual(['created']);
    // The same number on the same date again: refused on the number.
    const again = await call('airline', 'POST', '/api/flights', flight({ number: '7002' }));
    expect(again.statusCode).toBe(400);
    expect(fieldsOf(again).number).toContain(addDays(today, 10));
  });

  it('creates the dates of a periodic schedule and changes only future ones', async () => {
    // From yesterday: yesterday's flight has left and stays as it was.
    const body = flight({ number: '7010', periodic: true, begin: addDays(today, -1), finish: addDays(today, 13), weekdays: [1, 2, 3, 4, 5, 6, 7], exceptions: [addDays(today, 5)] });
    const answer = await call('airline', 'POST', '/api/flights', body);
    expect(answer.statusCode, answer.body).toBe(200);
    const made = answer.json<ScheduleResult>();
    expect(made.created).toHaveLength(14);
    expect(made.created).not.toContain(addDays(today, 5));
    const rows = await list('airline', 'number=7010&size=100');
    expect(rows.items.map((item) => item.date)).toEqual(made.created);
    expect(rows.items.every((item) => item.periodic)).toBe(true);

    // Booked cargo on the last date: dropping it cancels that flight instead of removing it.
    const last = rows.items.at(-1)!;
    await server.db.update(flightLegs).set({ acceptedPieces: 2, acceptedWeight: 120 }).where(eq(flightLegs.id, last.id));
    const changed = await call('airline', 'PUT', `/api/flights/id-${rows.items[3]!.flightId}/schedule`, {
      ...body,
      finish: addDays(today, 11),
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      exceptions: [],
      aircraftType: '735',
      legs: [{ departure: 'TJM', arrival: 'SGC', std: '09:30', sta: '10:45' }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const result = changed.json<ScheduleResult>();
    // Yesterday's flight has left; today's too once its time has passed.
    expect(result.kept[0]).toBe(addDays(today, -1));
    expect(result.kept.every((date) => date <= today)).toBe(true);
    expect(result.created).toEqual([addDays(today, 5)]);
    expect(result.removed).toEqual([addDays(today, 12)]);
    expect(result.canceled).toEqual([addDays(today, 13)]);
    expect(result.updated).toContain(addDays(today, 11));
    const after = await list('airline', 'number=7010&size=100');
    const kept = after.items.find((item) => item.date === addDays(today, -1))!;
    expect(kept).toMatchObject({ aircraftType: 'AT7', stdLocal: `${addDays(today, -1)}T09:00` });
    const moved = after.items.find((item) => item.date === addDays(today, 2))!;
    expect(moved).toMatchObject({ aircraftType: '735', stdLocal: `${addDays(today, 2)}T09:30` });
    expect(after.items.find((item) => item.date === addDays(today, 13))).toMatchObject({ status: 'canceled' });
    const history = (await info(moved.flightId)).history;
    expect(history[0]).toMatchObject({ action: 'scheduleChanged', user: expect.any(String) });
    expect(history[0]!.changes.map((change) => change.field)).toEqual(['aircraftType', 'legs']);
  });

  it('is the airline staff’s: an agent is refused', async () => {
    expect((await call('agent', 'POST', '/api/flights', flight({ number: '7020' }))).statusCode).toBe(403);
  });
});

describe('sale and flight control', () => {
  let leg: FlightLegRow;
  beforeAll(async () => {
    [leg] = (await list('airline', `from=${addDays(today, 3)}&to=${addDays(today, 3)}&departure=TJM&arrival=LED&status=scheduled&size=1`)).items as [FlightLegRow];
  });

  it('closes a leg for sale and opens it again, each in the history', async () => {
    const closed = await call('airline', 'PATCH', `/api/flights/segments/id-${leg.id}/sale`, { closed: true });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<FlightLegRow>().saleClosed).toBe(true);
    expect((await list('airline', `number=367&sale=closed&from=${addDays(today, 3)}&to=${addDays(today, 3)}`)).items.map((item) => item.id)).toEqual([leg.id]);
    await call('airline', 'PATCH', `/api/flights/segments/id-${leg.id}/sale`, { closed: false });
    const history = (await info(leg.flightId)).history.filter((entry) => entry.legId === leg.id).map((entry) => entry.action);
    expect(history.slice(0, 2)).toEqual(['saleOpened', 'saleClosed']);
    expect((await call('agent', 'PATCH', `/api/flights/segments/id-${leg.id}/sale`, { closed: true })).statusCode).toBe(403);
  });

  it('delays a leg in local times, departs and arrives it in order', async () => {
    const etd = `${leg.stdLocal.slice(0, 10)}T13:20`;
    const delayed = await call('airline', 'PATCH', `/api/flights/segments/id-${leg.id}/estimate`, { etd, eta: `${leg.staLocal.slice(0, 10)}T14:05` });
    expect(delayed.statusCode, delayed.body).toBe(200);
    expect(delayed.json<FlightLegRow>()).toMatchObject({ etdLocal: etd, stdLocal: leg.stdLocal });
    const backwards = await call('airline', 'PATCH', `/api/flights/segments/id-${leg.id}/estimate`, { etd, eta: `${leg.stdLocal.slice(0, 10)}T08:00` });
    expect(backwards.statusCode).toBe(400);
    expect(fieldsOf(backwards).eta).toBeTruthy();
    const early = await call('airline', 'PATCH', `/api/flights/segments/id-${leg.id}/status`, { status: 'arrived' });
    expect(early.statusCode).toBe(400);
    expect((await call('airline', 'PATCH', `/api/flights/segments/id-${leg.id}/closing`, { closed: true })).json<FlightLegRow>()).toMatchObject({ closed: true, saleClosed: true });
    expect((await call('airline', 'PATCH', `/api/flights/segments/id-${leg.id}/status`, { status: 'departed' })).json<FlightLegRow>().status).toBe('departed');
    expect((await call('airline', 'PATCH', `/api/flights/segments/id-${leg.id}/status`, { status: 'arrived' })).json<FlightLegRow>().status).toBe('arrived');
  });

  it('cancels a flight with bookings only once confirmed (code 700)', async () => {
    const [target] = (await list('airline', `from=${addDays(today, 6)}&to=${addDays(today, 6)}&departure=VKO&arrival=AER&status=scheduled&size=1`)).items;
    expect(target!.load.accepted.weight).toBeGreaterThan(0);
    const asked = await call('airline', 'POST', `/api/flights/id-${target!.flightId}/cancel`);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 700 });
    const done = await call('airline', 'POST', `/api/flights/id-${target!.flightId}/cancel?confirm=1`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<FlightInfo>().legs.every((one) => one.status === 'canceled' && one.saleClosed)).toBe(true);
    expect(done.json<FlightInfo>().history[0]).toMatchObject({ action: 'canceled' });
    expect((await call('airline', 'POST', `/api/flights/id-${target!.flightId}/cancel?confirm=1`)).statusCode).toBe(400);
  });
});

describe('preliminary informing', () => {
  it('lists the shipments on board an international leg and records customs’ answers with their history', async () => {
    const legs = await server.db.select({ id: flightLegs.id, flightId: flightLegs.flightId }).from(flightLegs).innerJoin(flights, eq(flights.id, flightLegs.flightId)).where(and(eq(flights.number, '561'), eq(flightLegs.international, true)));
    let found: FlightInfo | null = null;
    for (const one of legs) {
      const candidate = await info(one.flightId);
      if (candidate.informing.length) {
        found = candidate;
        break;
      }
    }
    expect(found).not.toBeNull();
    const entry = found!.informing[0]!;
    expect(entry).toMatchObject({ origin: 'VKO', destination: 'EVN' });
    const answer = await call('airline', 'PUT', `/api/flights/segments/id-${entry.legId}/informing`, {
      shipmentId: entry.shipmentId,
      tin: '7727563778',
      preDecision: 'Требуется досмотр',
      status: 'info_requested',
      comment: 'Запрошены инвойсы',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = answer.json<FlightInfo>();
    expect(after.informing.find((one) => one.shipmentId === entry.shipmentId)).toMatchObject({ status: 'info_requested', tin: '7727563778', finalDecision: null, updatedBy: expect.any(String) });
    expect(after.history[0]).toMatchObject({ action: 'informing', awb: entry.awb, legId: entry.legId });
    expect(after.history[0]!.changes.map((change) => change.field)).toContain('status');

    const badTin = await call('airline', 'PUT', `/api/flights/segments/id-${entry.legId}/informing`, { shipmentId: entry.shipmentId, tin: '12', status: 'confirmed' });
    expect(fieldsOf(badTin).tin).toBeTruthy();
    const notOnBoard = await call('airline', 'PUT', `/api/flights/segments/id-${entry.legId}/informing`, { shipmentId: entry.shipmentId + 1, status: 'confirmed' });
    expect(notOnBoard.statusCode).toBe(400);
    expect(fieldsOf(notOnBoard).shipmentId).toBe('Этой отправки нет на борту участка');
    const [domestic] = (await list('airline', 'departure=VKO&arrival=TJM&size=1')).items;
    const wrongLeg = await call('airline', 'PUT', `/api/flights/segments/id-${domestic!.id}/informing`, { shipmentId: entry.shipmentId, status: 'confirmed' });
    expect(fieldsOf(wrongLeg).shipmentId).toContain('международных');
    expect((await call('agent', 'PUT', `/api/flights/segments/id-${entry.legId}/informing`, { shipmentId: entry.shipmentId, status: 'confirmed' })).statusCode).toBe(403);
  });
});
