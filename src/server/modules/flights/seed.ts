import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { WEEKDAYS } from '@shared/constants';
import { addDays, daysBetween, isoWeekday, legCapacity, localToUtc, utcToLocal, type ScheduleBody } from '@shared/flights';
import { flightLegs, flights, flightSchedules, movements, preliminaryInforming, shipments } from '../../db/schema';
import type { DemoSeedContext } from '../../db/seed/context';
import { seededRandom, type SeededRandom } from '../../db/seed/random';
import { airportFacts } from './airports';
import { loadCapacityBook } from './handbooks';
import { recordHistory, type HistoryEntry } from './history';
import { flightValues, legValues } from './legs-write';
import { LINES, MULTI_LEG, SEED_DAYS } from './seed-network';

// The demo airline's timetable: a periodic schedule per flight number over the past week and the
// month ahead, its legs with believable booked loads (fuller close to departure and on flown
// legs), the flown legs departed or arrived, a few delayed, cancelled and closed ones, and the demo
// shipments' movements tied to the legs they flew. Written in bulk, so a first start stays quick.

const MINUTE = 60_000;

interface PlannedLeg {
  from: string;
  to: string;
  std: string;
  block: number;
}

/** A schedule's legs with local arrival times and day offsets, worked out on its first date. */
function scheduleLegs(begin: string, legs: readonly PlannedLeg[], zone: (airport: string) => string): ScheduleBody['legs'] {
  const result: ScheduleBody['legs'] = [];
  let previousArrival = 0;
  for (const leg of legs) {
    let stdDay = 0;
    let std = localToUtc(begin, leg.std, zone(leg.from));
    while (std.getTime() <= previousArrival) {
      stdDay += 1;
      std = localToUtc(addDays(begin, stdDay), leg.std, zone(leg.from));
    }
    const sta = new Date(std.getTime() + leg.block * MINUTE);
    const arrival = utcToLocal(sta, zone(leg.to));
    result.push({ departure: leg.from, arrival: leg.to, std: leg.std, stdDay, sta: arrival.time, staDay: daysBetween(begin, arrival.date) });
    previousArrival = sta.getTime();
  }
  return result;
}

function timetable(begin: string, finish: string, zone: (airport: string) => string): ScheduleBody[] {
  const body = (number: string, type: string, legs: PlannedLeg[], weekdays?: number[]): ScheduleBody => ({
    number,
    periodic: true,
    begin,
    finish,
    weekdays: (weekdays ?? [...WEEKDAYS]) as ScheduleBody['weekdays'],
    exceptions: [],
    legs: scheduleLegs(begin, legs, zone),
    aircraftType: type,
    tailNumber: null,
    serviceType: 'J',
    comments: null,
  });
  return [
    ...LINES.flatMap((line) => [
      body(line.out.number, line.type, [{ from: line.from, to: line.to, std: line.out.std, block: line.out.block }], line.weekdays),
      body(line.back.number, line.type, [{ from: line.to, to: line.from, std: line.back.std, block: line.back.block }], line.weekdays),
    ]),
    ...MULTI_LEG.map((flight) => body(flight.number, flight.type, flight.legs, flight.weekdays)),
  ];
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** How full a leg is booked: flown legs well, future ones less the further they are. */
function fillOf(random: SeededRandom, daysAhead: number): number {
  if (daysAhead < 0) return 0.55 + random.next() * 0.4;
  if (random.next() < 0.04) return 1 + random.next() * 0.04;
  return Math.max(0.03, (0.92 - daysAhead * 0.025) * (0.55 + random.next() * 0.6));
}

export async function seedFlights(ctx: DemoSeedContext): Promise<void> {
  const { db, now } = ctx;
  const airlineId = ctx.need('airline').id;
  const userId = ctx.need('airlineUserId');
  const random = seededRandom(103);
  const today = now.toISOString().slice(0, 10);
  const begin = addDays(today, -SEED_DAYS.past);
  const finish = addDays(today, SEED_DAYS.ahead);

  const airports = [...LINES.flatMap((line) => [line.from, line.to]), ...MULTI_LEG.flatMap((flight) => flight.legs.flatMap((leg) => [leg.from, leg.to]))];
  const facts = await airportFacts(db, airports);
  const zone = (airport: string) => {
    const found = facts.get(airport)?.zone;
    if (!found) throw new Error(`demo seed: no time zone for ${airport}`);
    return found;
  };
  const book = await loadCapacityBook(db, airlineId);
  const schedules = timetable(begin, finish, zone);

  const scheduleIds = await db
    .insert(flightSchedules)
    .values(schedules.map((s) => ({ airlineId, ...s, weekdays: [...s.weekdays], exceptions: [] })))
    .returning({ id: flightSchedules.id, number: flightSchedules.number });
  const scheduleOf = new Map(scheduleIds.map((row) => [row.number, row.id]));

  // Each date's flight, a tail of the type now and then (registration-specific payloads apply).
  const flightRows: (typeof flights.$inferInsert)[] = [];
  const bodyOf = new Map<string, ScheduleBody>();
  for (const schedule of schedules) {
    const tails = (book.aircraftByType.get(schedule.aircraftType) ?? []).flatMap((row) => row.registrations);
    for (let day = 0; day <= daysBetween(begin, finish); day += 1) {
      const date = addDays(begin, day);
      if (!(schedule.weekdays as readonly number[]).includes(isoWeekday(date))) continue;
      const tail = tails.length && random.next() < 0.45 ? random.pick(tails) : null;
      const body = { ...schedule, tailNumber: tail };
      bodyOf.set(`${schedule.number}/${date}`, body);
      flightRows.push(flightValues(airlineId, scheduleOf.get(schedule.number)!, date, body));
    }
  }
  const made: { id: number; number: string; date: string }[] = [];
  for (let at = 0; at < flightRows.length; at += 1_000) {
    made.push(...(await db.insert(flights).values(flightRows.slice(at, at + 1_000)).returning({ id: flights.id, number: flights.number, date: flights.date })));
  }

  const legRows: (typeof flightLegs.$inferInsert)[] = [];
  const events: { key: string; action: HistoryEntry['action']; changes: HistoryEntry['changes'] }[] = [];
  const canceledFlights = new Set<number>();
  for (const flight of made) {
    const body = bodyOf.get(`${flight.number}/${flight.date}`)!;
    if (flight.date > today && random.next() < 0.008) canceledFlights.add(flight.id);
    for (const leg of legValues(flight.date, body, facts)) {
      legRows.push({ ...leg, ...legState(random, book, flight, body, leg, now, canceledFlights.has(flight.id), events), flightId: flight.id, airlineId });
    }
  }
  const legIds: { id: number; flightId: number; seq: number }[] = [];
  for (let at = 0; at < legRows.length; at += 1_500) {
    legIds.push(...(await db.insert(flightLegs).values(legRows.slice(at, at + 1_500)).returning({ id: flightLegs.id, flightId: flightLegs.flightId, seq: flightLegs.seq })));
  }
  const legIdOf = new Map(legIds.map((leg) => [`${leg.flightId}/${leg.seq}`, leg.id]));
  await recordHistory(
    db,
    events.map((event) => {
      const [flightId, seq] = event.key.split('/').map(Number);
      return { flightId: flightId!, legId: seq === undefined || Number.isNaN(seq) ? null : (legIdOf.get(event.key) ?? null), userId, action: event.action, changes: event.changes };
    }),
  );
  await linkMovements(ctx, airlineId, userId);
}

/** A leg's booked load, status and flags as the demo shows them. */
function legState(
  random: SeededRandom,
  book: Awaited<ReturnType<typeof loadCapacityBook>>,
  flight: { id: number; number: string; date: string },
  body: ScheduleBody,
  leg: ReturnType<typeof legValues>[number],
  now: Date,
  canceled: boolean,
  events: { key: string; action: HistoryEntry['action']; changes: HistoryEntry['changes'] }[],
): Partial<typeof flightLegs.$inferInsert> {
  const none = { pieces: 0, weight: 0, volume: 0 };
  const std = new Date(leg.std!).getTime();
  const sta = new Date(leg.sta!).getTime();
  const capacity = legCapacity(book, {
    departure: leg.departure!,
    arrival: leg.arrival!,
    date: leg.departureDate!,
    flightNumber: flight.number,
    aircraftType: body.aircraftType,
    tailNumber: body.tailNumber,
    passengers: null,
    accepted: none,
    waitlisted: none,
  }).capacity;
  const daysAhead = (std - now.getTime()) / 86_400_000;
  const fill = fillOf(random, daysAhead);
  const weight = round1(capacity.weight * fill);
  const volume = round3(Math.min(capacity.volume * (fill + 0.04), (weight / (150 + random.next() * 120)) * (1 + random.next() * 0.2)));
  const state: Partial<typeof flightLegs.$inferInsert> = {
    acceptedWeight: weight,
    acceptedVolume: volume,
    acceptedPieces: weight > 0 ? Math.max(1, Math.round(weight / (18 + random.next() * 22))) : 0,
  };
  if (daysAhead > 0 && fill > 0.75 && random.next() < 0.5) {
    const waiting = round1(capacity.weight * random.next() * 0.12);
    Object.assign(state, { waitlistedWeight: waiting, waitlistedVolume: round3(waiting / 170), waitlistedPieces: Math.max(1, Math.round(waiting / 30)) });
  }
  const key = `${flight.id}/${leg.seq}`;
  const flown = std <= now.getTime();
  if (flown) {
    const seats = book.aircraftByType.get(body.aircraftType)?.[0]?.seats ?? 150;
    const seated = Math.round(seats * (0.7 + random.next() * 0.25));
    const children = Math.round(seated * 0.06);
    Object.assign(state, {
      status: sta <= now.getTime() ? 'arrived' : 'departed',
      closed: true,
      saleClosed: true,
      ffmSent: true,
      fblSent: true,
      passengers: { adults: seated - children, children, infants: Math.round(seated * 0.015), infantsWithSeat: seated > 100 ? 1 : 0 },
    });
  } else if (canceled) {
    Object.assign(state, { status: 'canceled', saleClosed: true });
    if (leg.seq === 0) events.push({ key: `${flight.id}`, action: 'canceled', changes: [{ field: 'status', from: 'scheduled', to: 'canceled' }] });
  } else if (std - now.getTime() < 3 * 3_600_000) {
    // Sales close three hours before departure; the FBL has gone to the station.
    Object.assign(state, { saleClosed: true, fblSent: true });
  } else if (fill > 0.97) {
    Object.assign(state, { saleClosed: true });
    events.push({ key, action: 'saleClosed', changes: [{ field: 'saleClosed', from: false, to: true }] });
  }
  // Delays: a few of the coming days' legs, and some flown ones that arrived late.
  if (!canceled && daysAhead > -SEED_DAYS.past && daysAhead < 4 && random.next() < 0.03) {
    const late = (30 + Math.floor(random.next() * 150)) * MINUTE;
    const etd = new Date(std + late);
    const eta = new Date(sta + late);
    Object.assign(state, { etd, eta });
    events.push({ key, action: 'estimated', changes: [{ field: 'etd', from: null, to: etd.toISOString() }, { field: 'eta', from: null, to: eta.toISOString() }] });
  }
  return state;
}

/**
 * Ties the demo shipments' movements to the seeded legs they flew: each flight's movements (loaded,
 * departed, arrived, unloaded) go to the leg of that route whose departure is nearest the
 * shipment's DEP time, and name its number. Shipments on international legs get customs' answers.
 */
async function linkMovements(ctx: DemoSeedContext, airlineId: number, userId: number): Promise<void> {
  const { db } = ctx;
  const moves = await db
    .select({ id: movements.id, shipmentId: movements.shipmentId, status: movements.status, flight: movements.flight, place: movements.place, occurredAt: movements.occurredAt })
    .from(movements)
    .innerJoin(shipments, eq(shipments.id, movements.shipmentId))
    .where(and(eq(shipments.airlineId, airlineId), isNotNull(movements.flight)));
  const legs = await db
    .select({ id: flightLegs.id, flightId: flightLegs.flightId, departure: flightLegs.departure, arrival: flightLegs.arrival, std: flightLegs.std, international: flightLegs.international, number: flights.number, status: flightLegs.status })
    .from(flightLegs)
    .innerJoin(flights, eq(flights.id, flightLegs.flightId))
    .where(eq(flightLegs.airlineId, airlineId));
  const groups = new Map<string, typeof moves>();
  for (const move of moves) {
    const key = `${move.shipmentId}/${move.flight}`;
    groups.set(key, [...(groups.get(key) ?? []), move]);
  }
  const international: { legId: number; flightId: number; shipmentId: number }[] = [];
  for (const group of groups.values()) {
    const from = group.find((m) => m.status === 'MAN' || m.status === 'DEP')?.place;
    const to = group.find((m) => m.status === 'ARR' || m.status === 'RCF')?.place;
    const departed = group.find((m) => m.status === 'DEP') ?? group[0]!;
    if (!from) continue;
    const at = new Date(departed.occurredAt).getTime();
    const candidates = legs.filter((leg) => leg.departure === from && (!to || leg.arrival === to) && leg.status !== 'canceled');
    const nearest = candidates.sort((a, b) => Math.abs(new Date(a.std).getTime() - at) - Math.abs(new Date(b.std).getTime() - at))[0];
    if (!nearest || Math.abs(new Date(nearest.std).getTime() - at) > 36 * 3_600_000) continue;
    await db
      .update(movements)
      .set({ legId: nearest.id, flight: `UT${nearest.number}` })
      .where(inArray(movements.id, group.map((m) => m.id)));
    if (nearest.international) international.push({ legId: nearest.id, flightId: nearest.flightId, shipmentId: group[0]!.shipmentId });
  }
  // Customs have answered on the first shipment of each international leg; the rest await answers.
  const answered = international.filter((one, index) => international.findIndex((other) => other.legId === one.legId) === index).slice(0, 3);
  if (answered.length) {
    await db.insert(preliminaryInforming).values(
      answered.map((one) => ({
        legId: one.legId,
        shipmentId: one.shipmentId,
        tin: '7204002873',
        preDecision: 'Риск не выявлен',
        finalDecision: 'Выпуск разрешён (10)',
        status: 'confirmed' as const,
        updatedBy: userId,
      })),
    );
    await recordHistory(
      db,
      answered.map((one) => ({
        flightId: one.flightId,
        legId: one.legId,
        shipmentId: one.shipmentId,
        userId,
        action: 'informing' as const,
        changes: [
          { field: 'status', from: null, to: 'confirmed' },
          { field: 'finalDecision', from: null, to: 'Выпуск разрешён (10)' },
        ],
      })),
    );
  }
}

