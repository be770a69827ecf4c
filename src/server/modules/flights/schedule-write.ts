import { and, asc, eq, inArray } from 'drizzle-orm';
import { FLIGHT_ABILITIES, P, scheduleDates, type ScheduleBody, type ScheduleResult } from '@shared/flights';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { airlines, flightLegs, flights, flightSchedules } from '../../db/schema';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { cancelEffects } from './cancel-effects';
import { changesBetween, recordHistory } from './history';
import { flightLegsFor } from './info';
import { hasLoad, insertFlights, updateFlight } from './legs-write';
import { checkNumberFree, checkSchedule } from './schedule-check';

// Adding a flight (one date or a periodic schedule) and changing a schedule (section 3, "single or
// periodic schedule"). A change touches future dates only: a flight that has departed, or whose
// first leg's time has passed, is never changed. The answer says which dates were created,
// updated, cancelled, removed or kept, so staff see what their change did.

const emptyResult = (): ScheduleResult => ({ flightId: null, created: [], updated: [], canceled: [], removed: [], kept: [] });

function staffAirline(user: SessionContext): number {
  if (user.airlineId === null) throw new ForbiddenError();
  return user.airlineId;
}

const scheduleRow = (airlineId: number, body: ScheduleBody) => ({
  airlineId,
  number: body.number,
  periodic: true,
  begin: body.begin,
  finish: body.finish,
  weekdays: [...body.weekdays],
  exceptions: [...body.exceptions],
  legs: body.legs,
  aircraftType: body.aircraftType,
  tailNumber: body.tailNumber,
  serviceType: body.serviceType,
  comments: body.comments,
});

export async function createFlights(db: Database, user: SessionContext, body: ScheduleBody): Promise<ScheduleResult> {
  const airlineId = staffAirline(user);
  const facts = await checkSchedule(db, airlineId, body);
  const dates = scheduleDates(body);
  return db.transaction(async (tx) => {
    await checkNumberFree(tx, airlineId, body.number, dates);
    let scheduleId: number | null = null;
    if (body.periodic) {
      const [row] = await tx.insert(flightSchedules).values(scheduleRow(airlineId, body)).returning({ id: flightSchedules.id });
      scheduleId = row!.id;
    }
    const ids = await insertFlights(tx, airlineId, scheduleId, dates, body, facts);
    await recordHistory(
      tx,
      [...ids.values()].map((flightId) => ({ flightId, userId: user.userId, action: 'created' as const })),
    );
    return { ...emptyResult(), flightId: ids.get(dates[0]!) ?? null, created: dates };
  });
}

/** Whether a flight date may still change: nothing departed and its first leg still ahead. */
function changeable(legs: (typeof flightLegs.$inferSelect)[], now: number): boolean {
  const first = [...legs].sort((a, b) => a.seq - b.seq)[0];
  return !!first && legs.every((leg) => leg.status === 'scheduled' || leg.status === 'canceled') && new Date(first.std).getTime() > now;
}

export async function changeSchedule(db: Database, user: SessionContext, flightId: number, body: ScheduleBody): Promise<ScheduleResult> {
  const airlineId = staffAirline(user);
  if (!(await flightLegsFor(db, user, FLIGHT_ABILITIES.manualEdit, flightId)).length) throw new NotFoundError();
  const facts = await checkSchedule(db, airlineId, body);
  const now = Date.now();
  // What cancelled dates did to their bookings, told once the change is committed.
  const afters: (() => Promise<void>)[] = [];
  const answer = await db.transaction(async (tx) => {
    const [flight] = await tx.select().from(flights).where(eq(flights.id, flightId)).for('update');
    if (!flight || flight.airlineId !== airlineId) throw new NotFoundError();
    const result = emptyResult();

    // The flight dates this change is about: the schedule's, or the single flight alone.
    let scheduleId = flight.scheduleId;
    const family = await tx
      .select()
      .from(flights)
      .where(scheduleId !== null ? eq(flights.scheduleId, scheduleId) : eq(flights.id, flightId))
      .orderBy(asc(flights.date));
    const legs = await tx
      .select()
      .from(flightLegs)
      .where(inArray(flightLegs.flightId, family.map((one) => one.id)));
    const legsOf = (id: number) => legs.filter((leg) => leg.flightId === id);
    const open = family.filter((one) => changeable(legsOf(one.id), now));
    if (!open.length) throw new ValidationError({ begin: P.departed });

    if (body.periodic && scheduleId === null) {
      const [row] = await tx.insert(flightSchedules).values(scheduleRow(airlineId, body)).returning({ id: flightSchedules.id });
      scheduleId = row!.id;
    } else if (scheduleId !== null) {
      await tx
        .update(flightSchedules)
        .set({ ...scheduleRow(airlineId, body), periodic: body.periodic, updatedAt: new Date() })
        .where(eq(flightSchedules.id, scheduleId));
    }
    // A single flight's one date is the new begin; a schedule's dates are its period's.
    const wanted = new Set(scheduleDates(body));
    const byDate = new Map(family.map((one) => [one.date, one]));
    const openIds = new Set(open.map((one) => one.id));
    const single = flight.scheduleId === null && !body.periodic;
    const toCreate = single ? [] : [...wanted].filter((date) => !byDate.has(date));

    await checkNumberFree(
      tx,
      airlineId,
      body.number,
      [...wanted],
      family.map((one) => one.id),
    );

    // The carrier code the client is told a released flight by: read once, when a release needs it.
    let carrier: Promise<string> | undefined;
    const carrierCode = () => (carrier ??= tx.select({ iata: airlines.iata }).from(airlines).where(eq(airlines.id, airlineId)).then(([row]) => row?.iata ?? ''));

    for (const one of family) {
      if (!openIds.has(one.id)) {
        result.kept.push(one.date);
        continue;
      }
      // A single flight moved to another date keeps its row: its legs, bookings and history.
      const date = single ? body.begin : one.date;
      if (wanted.has(date)) {
        const before = { number: one.number, date: one.date, aircraftType: one.aircraftType, tailNumber: one.tailNumber, serviceType: one.serviceType, comments: one.comments };
        const oldLegs = legsOf(one.id).map((leg) => ({ departure: leg.departure, arrival: leg.arrival, std: new Date(leg.std).toISOString(), sta: new Date(leg.sta).toISOString() }));
        const dropped = await updateFlight(tx, one.id, airlineId, date, body, facts, single ? null : scheduleId);
        // Legs the new schedule no longer flies release what is booked on them, as a cancelled flight does.
        let released = 0;
        if (dropped.length) {
          const code = await carrierCode();
          const effect = await cancelEffects(
            db,
            tx,
            dropped.map((id) => ({ id, flight: `${code}${body.number}` })),
            user.userId,
          );
          afters.push(effect.after);
          released = effect.count;
        }
        const newLegs = (await tx.select().from(flightLegs).where(eq(flightLegs.flightId, one.id)).orderBy(asc(flightLegs.seq))).map((leg) => ({
          departure: leg.departure,
          arrival: leg.arrival,
          std: new Date(leg.std).toISOString(),
          sta: new Date(leg.sta).toISOString(),
        }));
        const changes = [
          ...changesBetween(before, { number: body.number, date, aircraftType: body.aircraftType, tailNumber: body.tailNumber, serviceType: body.serviceType, comments: body.comments }),
          ...changesBetween({ legs: oldLegs }, { legs: newLegs }),
          ...(released ? [{ field: 'refunds', from: null, to: released }] : []),
        ];
        await recordHistory(tx, { flightId: one.id, userId: user.userId, action: 'scheduleChanged', changes });
        result.updated.push(date);
      } else if (legsOf(one.id).some(hasLoad)) {
        await tx.update(flightLegs).set({ status: 'canceled', saleClosed: true, updatedAt: new Date() }).where(eq(flightLegs.flightId, one.id));
        const code = await carrierCode();
        const released = await cancelEffects(
          db,
          tx,
          legsOf(one.id).map((leg) => ({ id: leg.id, flight: `${code}${one.number}` })),
          user.userId,
        );
        afters.push(released.after);
        await recordHistory(tx, {
          flightId: one.id,
          userId: user.userId,
          action: 'canceled',
          changes: [{ field: 'status', from: 'scheduled', to: 'canceled' }, ...(released.count ? [{ field: 'refunds', from: null, to: released.count }] : [])],
        });
        result.canceled.push(one.date);
      } else {
        await tx.delete(flights).where(and(eq(flights.id, one.id), eq(flights.airlineId, airlineId)));
        result.removed.push(one.date);
      }
    }
    // New dates of the period, from now on only: the past is not scheduled after the fact.
    const ahead = toCreate.filter((date) => date >= new Date(now).toISOString().slice(0, 10));
    const ids = await insertFlights(tx, airlineId, single ? null : scheduleId, ahead, body, facts);
    await recordHistory(
      tx,
      [...ids.values()].map((id) => ({ flightId: id, userId: user.userId, action: 'created' as const })),
    );
    result.created.push(...ahead);
    const stays = byDate.has(flight.date) && !result.removed.includes(flight.date) ? flightId : null;
    result.flightId = stays ?? ids.get(ahead[0] ?? '') ?? (open[0] && !result.removed.includes(open[0].date) ? open[0].id : null);
    for (const list of [result.created, result.updated, result.canceled, result.removed, result.kept]) list.sort();
    return result;
  });
  for (const after of afters) await after();
  return answer;
}
