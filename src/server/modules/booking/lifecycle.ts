import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { isConfirmed, isWaiting, legAnswer } from '@shared/booking/answer';
import type { BookingAnswerBody } from '@shared/booking/booking';
import { formatAwb } from '@shared/awb';
import type { BookingAction } from '@shared/booking/booking';
import type { BookingStatus } from '@shared/constants';
import type { SessionContext } from '../../access/sessions';
import { rowScope } from '../../access/scope';
import type { Database } from '../../db/client';
import { bookingHistory, bookings, shipments } from '../../db/schema';
import { AppError, NotFoundError } from '../../errors';
import { releaseHold } from '../finance';
import { changeLegLoads, lockSaleLegs } from '../flights';
import { notify, usersOfContractor } from '../notifications';
import { emitShipmentWebhook } from '../webhooks';
import { isHeavy } from './book';
import { loadBookingHandbooks } from './booking-rules';
import { legLoadChange } from './leg-load';
import { assertNotIssued, liveBooking } from './live-bookings';
import { quotasOnLegs, roomOn } from './quota-room';
import { notifyOneRecordChange } from '../one-record';

// What happens to bookings after their first answer: the airline's answer to one waiting for it
// (HN) or wait-listed (LL, CN), a shipment's bookings cancelled (by its booker or the airline) or
// expired (cargo not at the terminal by the latest acceptance time), and the wait list offered the
// room a cancellation frees. Each change locks the legs it touches in id order, moves their
// counters, writes the history and tells the client's users (group booking).

type BookingRecord = typeof bookings.$inferSelect;
/** Moves a leg's counters from one status to another (leg-load.ts). */
const moveLoad = (tx: Database, booking: BookingRecord, from: BookingStatus | null, to: BookingStatus | null) =>
  changeLegLoads(tx, [{ legId: booking.legId, ...legLoadChange(booking, from, to) }]);

/** The client's users hear of every answer and cancellation (group booking, the shipment's bookings linked). */
export async function tell(db: Database, shipmentId: number, template: string, level: 'success' | 'warning' | 'info' | 'error', params: Record<string, string>): Promise<void> {
  const [row] = await db.select({ contractorId: shipments.contractorId, prefix: shipments.awbPrefix, serial: shipments.awbSerial }).from(shipments).where(eq(shipments.id, shipmentId));
  if (!row?.contractorId) return;
  const awb = formatAwb({ prefix: row.prefix, serial: row.serial });
  await notify(db, await usersOfContractor(db, row.contractorId), {
    group: 'booking',
    level,
    template,
    params: { awb, ...params },
    contentData: { awb: { type: 'link', text: awb, subtype: 'booking', params: { id: shipmentId } } },
  });
}

const history = (tx: Database, booking: BookingRecord, action: BookingAction, from: BookingStatus | null, to: BookingStatus | null, userId: number | null, comment: string | null = null) =>
  tx.insert(bookingHistory).values({ shipmentId: booking.shipmentId, bookingId: booking.id, action, fromStatus: from, toStatus: to, userId, comment });

/** Releases the shipment's hold once none of its bookings is alive (all refused or cancelled), whatever part of a split shipment they carry. */
export async function releaseIfDone(tx: Database, shipmentId: number, userId: number | null): Promise<void> {
  const [alive] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .where(and(eq(bookings.shipmentId, shipmentId), liveBooking()));
  if (alive!.n > 0) return;
  const [shipment] = await tx.select({ holdId: shipments.holdId }).from(shipments).where(eq(shipments.id, shipmentId));
  if (!shipment?.holdId) return;
  await releaseHold(tx, shipment.holdId, { shipmentId, userId, description: 'booking released' });
  await tx.update(shipments).set({ holdId: null }).where(eq(shipments.id, shipmentId));
}

/** The airline's answer: KK (space confirmed, within the leg's room), LL (the wait list) or UU (refused). */
export async function answerBooking(db: Database, user: SessionContext, bookingId: number, body: BookingAnswerBody): Promise<number> {
  // The airline's own bookings only (the ability is the airline staff's).
  const [found] = user.airlineId === null ? [] : await db.select().from(bookings).where(and(eq(bookings.id, bookingId), eq(bookings.airlineId, user.airlineId)));
  if (!found) throw new NotFoundError();
  const shipmentId = await db.transaction(async (tx) => {
    const [leg] = await lockSaleLegs(db, tx, [found.legId]);
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking || !leg) throw new NotFoundError();
    if (booking.cancelledAt || !isWaiting(booking.status)) throw new AppError(409, 'booking:refusals.notWaiting', { params: { status: booking.status } });
    if (body.status === booking.status) return booking.shipmentId;
    // The airline may confirm into its acceptable overflow, never past it.
    if (body.status === 'KK' && (Number(booking.weight) > leg.available.weight || Number(booking.volume) > leg.available.volume)) {
      throw new AppError(409, 'booking:refusals.noRoom', { params: { flight: leg.number } });
    }
    await moveLoad(tx, booking, booking.status, body.status);
    await tx.update(bookings).set({ status: body.status, answeredAt: new Date(), updatedAt: new Date() }).where(eq(bookings.id, bookingId));
    await history(tx, booking, 'answered', booking.status, body.status, user.userId, body.comment);
    await notifyOneRecordChange(tx, { shipmentId: booking.shipmentId });
    await emitShipmentWebhook(tx, booking.shipmentId, 'booking.answered', { bookingId: booking.id, legId: booking.legId, status: body.status, previousStatus: booking.status });
    if (body.status === 'UU') await releaseIfDone(tx, booking.shipmentId, user.userId);
    return booking.shipmentId;
  });
  const template = body.status === 'KK' ? 'bookingConfirmed' : body.status === 'UU' ? 'bookingRejected' : 'bookingWaitlisted';
  await tell(db, shipmentId, template, body.status === 'KK' ? 'success' : body.status === 'UU' ? 'error' : 'warning', { status: body.status });
  return shipmentId;
}

/**
 * Releases the bookings `where` names, their legs locked in id order: counters back, history with
 * `action` (and `comment`), each shipment's hold released once nothing of it lives. Answers the
 * shipments touched and the legs whose confirmed room came free (for their wait lists).
 */
export async function cancelLegs(
  db: Database,
  where: ReturnType<typeof and>,
  action: 'cancelled' | 'expired' | 'flightCanceled',
  userId: number | null,
  comment: string | null = null,
): Promise<{ shipmentIds: number[]; legIds: number[] }> {
  return db.transaction(async (tx) => {
    const candidates = await tx.select({ id: bookings.id, legId: bookings.legId }).from(bookings).where(where);
    if (!candidates.length) return { shipmentIds: [], legIds: [] };
    await lockSaleLegs(
      db,
      tx,
      candidates.map((c) => c.legId),
    );
    const locked = await tx
      .select()
      .from(bookings)
      .where(and(inArray(bookings.id, candidates.map((c) => c.id)), isNull(bookings.cancelledAt)))
      .orderBy(asc(bookings.id))
      .for('update');
    const now = new Date();
    for (const booking of locked) {
      await moveLoad(tx, booking, booking.status, null);
      await tx.update(bookings).set({ cancelledAt: now, updatedAt: now }).where(eq(bookings.id, booking.id));
      await history(tx, booking, action, booking.status, null, userId, comment);
      await emitShipmentWebhook(tx, booking.shipmentId, 'booking.changed', { bookingId: booking.id, legId: booking.legId, change: action, status: booking.status, cancelled: true });
    }
    const shipmentIds = [...new Set(locked.map((b) => b.shipmentId))];
    for (const id of shipmentIds) await releaseIfDone(tx, id, userId);
    return { shipmentIds, legIds: [...new Set(locked.filter((b) => isConfirmed(b.status)).map((b) => b.legId))] };
  });
}

/** Cancels a shipment's bookings: capacity, quota and the held money go back, the wait list is offered the room. */
export async function cancelShipmentBookings(db: Database, user: SessionContext, shipmentId: number): Promise<void> {
  const [shipment] = await db
    .select({ id: shipments.id, status: shipments.status })
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), rowScope(user, { airlineId: shipments.airlineId, contractorId: shipments.contractorId })));
  if (!shipment) throw new NotFoundError();
  assertNotIssued(shipment);
  const { legIds } = await cancelLegs(db, and(eq(bookings.shipmentId, shipmentId), isNull(bookings.cancelledAt)), 'cancelled', user.userId);
  if (user.airlineId !== null) await tell(db, shipmentId, 'bookingCancelled', 'warning', {});
  for (const legId of legIds) await offerWaitList(db, legId);
}

/**
 * Releases a shipment's bookings alive in the caller's transaction (its AWB refunded): capacity and
 * quota back at once; the freed room is offered to the wait lists once the caller has committed.
 */
export async function releaseShipmentBookings(db: Database, tx: Database, shipmentId: number, userId: number | null): Promise<() => Promise<void>> {
  const { legIds } = await cancelLegs(tx, and(eq(bookings.shipmentId, shipmentId), liveBooking()), 'cancelled', userId);
  return async () => {
    for (const legId of legIds) await offerWaitList(db, legId);
  };
}

/** Releases bookings whose cargo is not at the terminal by their latest acceptance time; how many shipments. */
export async function expireBookings(db: Database, now = new Date()): Promise<number> {
  const due = and(
    liveBooking(),
    lt(bookings.latestAcceptance, now),
    sql`${bookings.shipmentId} in (select id from ${shipments} where ${shipments.acceptedAt} is null)`,
  );
  const { shipmentIds, legIds } = await cancelLegs(db, due, 'expired', null);
  for (const id of shipmentIds) await tell(db, id, 'bookingExpired', 'warning', {});
  for (const legId of legIds) await offerWaitList(db, legId);
  return shipmentIds.length;
}

/**
 * Offers a leg's freed room to its wait list, in the airline's booking priorities and then first
 * come first served: each wait-listed booking the rules and the room now answer KK is confirmed
 * (one transaction each, the leg locked again), and its client told.
 */
export async function offerWaitList(db: Database, legId: number): Promise<number[]> {
  const waiting = await db
    .select({ id: bookings.id, airlineId: bookings.airlineId })
    .from(bookings)
    .where(and(eq(bookings.legId, legId), inArray(bookings.status, ['LL', 'CN']), isNull(bookings.cancelledAt)))
    .orderBy(asc(bookings.priority), asc(bookings.createdAt), asc(bookings.id));
  const confirmed: number[] = [];
  if (!waiting.length) return [];
  // Read before any transaction: an embedded database's one connection is the transaction's then.
  const handbooks = await loadBookingHandbooks(db, waiting[0]!.airlineId);
  if (!handbooks) return [];
  for (const { id } of waiting) {
    const shipmentId = await db.transaction(async (tx) => {
      const [leg] = await lockSaleLegs(db, tx, [legId]);
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
      if (!leg || !booking || booking.cancelledAt || !isWaiting(booking.status) || booking.status === 'HN') return null;
      if (leg.status !== 'scheduled' || leg.closed || leg.saleClosed) return null;
      const [shipment] = await tx.select({ contractId: shipments.contractId, shc: shipments.shc, dimensions: shipments.dimensions }).from(shipments).where(eq(shipments.id, booking.shipmentId));
      if (!shipment) return null;
      const quotas = await quotasOnLegs(tx, [leg], shipment.contractId, new Date());
      const answer = legAnswer(
        handbooks.rules,
        { departure: leg.departure, arrival: leg.arrival, shc: shipment.shc, aircraftType: leg.aircraftType, flightNumber: leg.flightNumber, weight: Number(booking.weight), volume: Number(booking.volume), heavy: isHeavy({ dimensions: shipment.dimensions, weight: Number(booking.weight), pieces: booking.pieces }, handbooks.heavyCargoWeight) },
        roomOn(leg, quotas.get(leg.id)!),
      );
      if (answer.status !== 'KK') return null;
      await moveLoad(tx, booking, booking.status, 'KK');
      await tx
        .update(bookings)
        .set({ status: 'KK', answeredAt: new Date(), updatedAt: new Date(), quotaId: answer.fromQuota ? (quotas.get(leg.id)!.own?.id ?? null) : null })
        .where(eq(bookings.id, id));
      await history(tx, booking, 'offered', booking.status, 'KK', null);
      await emitShipmentWebhook(tx, booking.shipmentId, 'booking.answered', { bookingId: booking.id, legId: booking.legId, status: 'KK', previousStatus: booking.status });
      return booking.shipmentId;
    });
    if (shipmentId !== null) {
      confirmed.push(id);
      await tell(db, shipmentId, 'bookingConfirmed', 'success', { status: 'KK' });
    }
  }
  return confirmed;
}
