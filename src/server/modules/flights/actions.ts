import { and, eq } from 'drizzle-orm';
import { can } from '@shared/abilities';
import { FLIGHT_ABILITIES, localToUtc, P, type FlightLegRow } from '@shared/flights';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { airlines, flightLegs, flights } from '../../db/schema';
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { legAccess } from './access';
import { cancelEffects, type CancelEffect } from './cancel-effects';
import { loadCapacityBook } from './handbooks';
import { recordHistory, type HistoryChange, type HistoryEntry } from './history';
import { hasLoad } from './legs-write';
import { capacityOf, selectLegs, toLegRow, type LegRecord } from './leg-rows';

// The flight info page's actions on a leg (section 4): open or close it for sale, close it (final
// load) or open it again, mark it departed or arrived, give it estimated times (a delay); and
// cancelling a whole flight. Each is one transaction that locks the leg, writes it and its history.

type Leg = typeof flightLegs.$inferSelect;

/** The leg the caller reaches under `flights.view`, then allowed the action's ability on its route. */
export async function reachLeg(db: Database, user: SessionContext, legId: number, ability: string): Promise<Leg> {
  const [leg] = await db
    .select()
    .from(flightLegs)
    .where(and(eq(flightLegs.id, legId), legAccess(user, FLIGHT_ABILITIES.view)))
    .for('update');
  if (!leg) throw new NotFoundError();
  if (user.airlineId === null || !can(user.abilities, ability, { company: user.airlineMarker ?? undefined, departure: leg.departure, arrival: leg.arrival })) throw new ForbiddenError();
  return leg;
}

export async function legRow(db: Database, legId: number): Promise<FlightLegRow> {
  const [leg] = await selectLegs(db).where(eq(flightLegs.id, legId));
  if (!leg) throw new NotFoundError();
  return toLegRow(leg, capacityOf(await loadCapacityBook(db, leg.airlineId), leg as LegRecord));
}

async function writeLeg(
  db: Database,
  user: SessionContext,
  legId: number,
  ability: string,
  change: (leg: Leg) => { set: Partial<Leg>; action: HistoryEntry['action']; changes: HistoryChange[] } | null,
): Promise<FlightLegRow> {
  await db.transaction(async (tx) => {
    const leg = await reachLeg(tx, user, legId, ability);
    const write = change(leg);
    if (!write) return;
    await tx.update(flightLegs).set({ ...write.set, updatedAt: new Date() }).where(eq(flightLegs.id, legId));
    await recordHistory(tx, { flightId: leg.flightId, legId, userId: user.userId, action: write.action, changes: write.changes });
  });
  return legRow(db, legId);
}

const live = (leg: Leg) => {
  if (leg.status === 'canceled') throw new ValidationError({ status: P.canceled });
};

export const setSale = (db: Database, user: SessionContext, legId: number, closed: boolean) =>
  writeLeg(db, user, legId, FLIGHT_ABILITIES.sale, (leg) => {
    live(leg);
    if (leg.saleClosed === closed) return null;
    return { set: { saleClosed: closed }, action: closed ? 'saleClosed' : 'saleOpened', changes: [{ field: 'saleClosed', from: leg.saleClosed, to: closed }] };
  });

export const setClosing = (db: Database, user: SessionContext, legId: number, closed: boolean) =>
  writeLeg(db, user, legId, FLIGHT_ABILITIES.control, (leg) => {
    live(leg);
    if (leg.closed === closed) return null;
    // A closed flight takes no new bookings either.
    const set: Partial<Leg> = closed ? { closed, saleClosed: true } : { closed };
    const changes: HistoryChange[] = [{ field: 'closed', from: leg.closed, to: closed }];
    if (closed && !leg.saleClosed) changes.push({ field: 'saleClosed', from: false, to: true });
    return { set, action: closed ? 'closed' : 'opened', changes };
  });

export const setStatus = (db: Database, user: SessionContext, legId: number, status: 'scheduled' | 'departed' | 'arrived') =>
  writeLeg(db, user, legId, FLIGHT_ABILITIES.control, (leg) => {
    live(leg);
    if (leg.status === status) return null;
    if (status === 'arrived' && leg.status !== 'departed') throw new ValidationError({ status: P.statusOrder });
    const action = status === 'scheduled' ? 'reinstated' : status;
    return { set: { status }, action, changes: [{ field: 'status', from: leg.status, to: status }] };
  });

export const setEstimate = (db: Database, user: SessionContext, legId: number, estimate: { etd: string | null; eta: string | null }) =>
  writeLeg(db, user, legId, FLIGHT_ABILITIES.control, (leg) => {
    live(leg);
    const etd = estimate.etd ? localToUtc(estimate.etd.slice(0, 10), estimate.etd.slice(11), leg.departureZone) : null;
    const eta = estimate.eta ? localToUtc(estimate.eta.slice(0, 10), estimate.eta.slice(11), leg.arrivalZone) : null;
    const departs = etd ?? new Date(leg.std);
    const arrives = eta ?? new Date(leg.sta);
    if (arrives.getTime() <= departs.getTime()) throw new ValidationError({ eta: P.estimateOrder });
    const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
    const changes = [
      { field: 'etd', from: iso(leg.etd), to: iso(etd) },
      { field: 'eta', from: iso(leg.eta), to: iso(eta) },
    ].filter((one) => one.from !== one.to);
    if (!changes.length) return null;
    return { set: { etd, eta }, action: 'estimated', changes };
  });

/** The code section 5 gives a conflict the user may confirm ("I'm sure"). */
export const CONFIRM_CODE = 700;

/** Cancels every leg of a flight not yet departed; with bookings on board only once confirmed. */
export async function cancelFlight(db: Database, user: SessionContext, flightId: number, confirmed: boolean): Promise<void> {
  const effect: CancelEffect = await db.transaction(async (tx) => {
    const legs = await tx
      .select()
      .from(flightLegs)
      .where(and(eq(flightLegs.flightId, flightId), legAccess(user, FLIGHT_ABILITIES.view)))
      .for('update');
    if (!legs.length) throw new NotFoundError();
    const company = user.airlineMarker ?? undefined;
    if (user.airlineId === null || !legs.every((leg) => can(user.abilities, FLIGHT_ABILITIES.control, { company, departure: leg.departure, arrival: leg.arrival }))) {
      throw new ForbiddenError();
    }
    const pending = legs.filter((leg) => leg.status === 'scheduled');
    if (!pending.length) throw new ValidationError({ status: legs.some((leg) => leg.status === 'canceled') ? P.canceled : P.departed });
    if (pending.some(hasLoad) && !confirmed) throw new AppError(409, P.hasBookings, { code: CONFIRM_CODE });
    await tx
      .update(flightLegs)
      .set({ status: 'canceled', saleClosed: true, updatedAt: new Date() })
      .where(and(eq(flightLegs.flightId, flightId), eq(flightLegs.status, 'scheduled')));
    const [named] = await tx
      .select({ iata: airlines.iata, number: flights.number })
      .from(flights)
      .innerJoin(airlines, eq(airlines.id, flights.airlineId))
      .where(eq(flights.id, flightId));
    const flight = `${named?.iata ?? ''}${named?.number ?? ''}`;
    const released = await cancelEffects(
      db,
      tx,
      pending.map((leg) => ({ id: leg.id, flight })),
      user.userId,
    );
    const refunded = released.count;
    await recordHistory(tx, {
      flightId,
      userId: user.userId,
      action: 'canceled',
      changes: [
        { field: 'status', from: 'scheduled', to: 'canceled' },
        { field: 'legs', from: null, to: pending.map((leg) => `${leg.departure}-${leg.arrival}`) },
        ...(refunded ? [{ field: 'refunds', from: null, to: refunded }] : []),
      ],
    });
    return released;
  });
  await effect.after();
}

