import { and, asc, eq, inArray, isNull, ne, or, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { can } from '@shared/abilities';
import { money, toDecimal, type Currency } from '@shared/money';
import { SHIPMENT_ABILITIES } from '@shared/shipments/abilities';
import { REFUND_ERROR_CODES, refundFigures, type RefundAnswerBody, type RefundBid, type RefundBody, type RefundQuote, type RefundType } from '@shared/shipments/refund';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { bookings, flightLegs, refundBids, shipments, users } from '../../db/schema';
import { AppError, ForbiddenError, NotFoundError } from '../../errors';
import { releaseShipmentBookings } from '../booking';
import { credit, netCharged } from '../finance';
import { onLegsCanceled, type CanceledLeg } from '../flights';
import { getAirlineSettings } from '../settings';
import { emitShipmentWebhook } from '../webhooks';
import { recordHistory } from './history';
import { tellClient } from './notify';
import { awbOf, reachShipment, routeContext, type ShipmentRow } from './scope';

// Refunds of an issued AWB (sections 3 and 4): the client asks with the refund form (a bid, its sum
// by the airline's rules shown first), the airline accepts or rejects it; an accepted bid credits
// the contract, releases what is still booked and marks the shipment refunded. A cancelled flight
// raises a forced bid for every issued AWB booked on it. The client's users hear of every answer
// (group `bid`) and of the money back (group `refund`).

/** Has the cargo's first flight left: its first booked leg departed, or a departure recorded. */
async function departed(db: Database, shipmentId: number, now: Date): Promise<boolean> {
  const [first] = await db
    .select({ departs: sql<string>`coalesce(${flightLegs.etd}, ${flightLegs.std})`, status: flightLegs.status })
    .from(bookings)
    .innerJoin(flightLegs, eq(flightLegs.id, bookings.legId))
    .where(and(eq(bookings.shipmentId, shipmentId), eq(bookings.seq, 1), ne(bookings.status, 'UU')))
    .orderBy(asc(bookings.part), asc(bookings.id))
    .limit(1);
  return first ? first.status === 'departed' || first.status === 'arrived' || new Date(first.departs).getTime() <= now.getTime() : false;
}

/** What a refund of this type would return now, and why it cannot be asked for, if it cannot. */
export async function refundQuote(db: Database, row: ShipmentRow, type: RefundType, now = new Date()): Promise<RefundQuote> {
  const charged = await netCharged(db, row.id);
  const currency = charged?.currency ?? row.priceCurrency ?? 'RUB';
  const [open] = await db.select({ id: refundBids.id }).from(refundBids).where(and(eq(refundBids.shipmentId, row.id), eq(refundBids.status, 'process'))).limit(1);
  const settings = await getAirlineSettings(db, row.airlineId);
  const figures = refundFigures({ charged: charged?.amount ?? 0, type, feePercent: settings?.voluntaryRefundFeePercent ?? null, departed: type === 'voluntary' && (await departed(db, row.id, now)) });
  const quote = figures === 'departed' ? { charged: charged?.amount ?? 0, fee: 0, sum: 0 } : figures;
  const refused = row.refundedAt !== null ? 'refunded' : open ? 'bidOpen' : !charged || charged.amount <= 0 ? 'notCharged' : figures === 'departed' ? 'departed' : null;
  return { type, currency, ...quote, refused };
}

/** The shipment's bids, newest first, with who asked and who answered. */
export async function bidsOf(db: Database, shipmentId: number): Promise<RefundBid[]> {
  const asker = alias(users, 'asker');
  const answerer = alias(users, 'answerer');
  const rows = await db
    .select({ bid: refundBids, initiator: asker.name, answeredBy: answerer.name })
    .from(refundBids)
    .leftJoin(asker, eq(asker.id, refundBids.createdBy))
    .leftJoin(answerer, eq(answerer.id, refundBids.answeredBy))
    .where(eq(refundBids.shipmentId, shipmentId))
    .orderBy(sql`${refundBids.createdAt} desc`, sql`${refundBids.id} desc`);
  return rows.map(({ bid, initiator, answeredBy }) => ({
    id: bid.id,
    type: bid.type,
    reason: bid.reason,
    comment: bid.comment,
    sum: bid.sum,
    fee: bid.fee,
    currency: bid.currency,
    status: bid.status,
    createdAt: bid.createdAt.toISOString(),
    initiator,
    answeredAt: bid.answeredAt?.toISOString() ?? null,
    answeredBy,
    answer: bid.answer,
  }));
}

/** Writes a bid for what the refund returns now (the shipment locked by the caller). */
async function raiseBid(tx: Database, row: ShipmentRow, body: Pick<RefundBody, 'type' | 'reason' | 'comment'>, userId: number | null, now: Date): Promise<number> {
  const quote = await refundQuote(tx, row, body.type, now);
  if (quote.refused === 'departed') throw new AppError(409, 'shipments:refund.errors.departed', { code: REFUND_ERROR_CODES.departed });
  if (quote.refused) throw new AppError(409, `shipments:refund.errors.${quote.refused}`);
  const [bid] = await tx
    .insert(refundBids)
    .values({ shipmentId: row.id, type: body.type, reason: body.reason, comment: body.comment, sum: quote.sum, fee: quote.fee, currency: quote.currency, createdBy: userId })
    .returning({ id: refundBids.id });
  await recordHistory(tx, { shipmentId: row.id, userId, action: 'refundBid', changes: [{ field: 'refund', before: null, after: { type: body.type, reason: body.reason, sum: quote.sum } }], comment: body.comment });
  return bid!.id;
}

/** POST /api/shipments/id-{id}/refunds: the refund form (its terms agreed), a bid for the airline. */
export async function requestRefund(db: Database, user: SessionContext, id: number, body: RefundBody, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await reachShipment(tx, user, id, true);
    if (!can(user.abilities, SHIPMENT_ABILITIES.refund, routeContext(row))) throw new ForbiddenError();
    // A forced refund is the airline's to grant: a client may ask for one naming its reason.
    if (row.status === 'not_issued') throw new AppError(409, 'shipments:refund.errors.notCharged');
    await raiseBid(tx, row, body, user.userId, now);
  });
}

/** The bid with its shipment, if the caller reaches the shipment; locked for the caller's transaction. */
async function reachBid(tx: Database, user: SessionContext, bidId: number) {
  const [bid] = await tx.select().from(refundBids).where(eq(refundBids.id, bidId)).for('update');
  if (!bid) throw new NotFoundError();
  const row = await reachShipment(tx, user, bid.shipmentId, true);
  if (bid.status !== 'process') throw new AppError(409, 'shipments:refund.errors.answered');
  return { bid, row };
}

/** POST /api/shipments/refunds/id-{id}/answer: the airline accepts (the money back, the bookings released) or rejects, with its comment. */
export async function answerRefund(db: Database, user: SessionContext, bidId: number, body: RefundAnswerBody, now = new Date()): Promise<number> {
  let released: () => Promise<void> = async () => undefined;
  const shipmentId = await db.transaction(async (tx) => {
    const { bid, row } = await reachBid(tx, user, bidId);
    if (user.airlineId === null || !can(user.abilities, SHIPMENT_ABILITIES.refundProcess, routeContext(row))) throw new ForbiddenError();
    await tx.update(refundBids).set({ status: body.decision, answeredBy: user.userId, answeredAt: now, answer: body.comment }).where(eq(refundBids.id, bid.id));
    await recordHistory(tx, { shipmentId: row.id, userId: user.userId, action: body.decision === 'accepted' ? 'refundAccepted' : 'refundRejected', changes: [{ field: 'refund', before: 'process', after: body.decision }], comment: body.comment });
    await emitShipmentWebhook(tx, row.id, 'refund.decided', { bidId: bid.id, decision: body.decision, sum: { amount: bid.sum, currency: bid.currency } });
    await tellClient(tx, row, {
      group: 'bid',
      level: body.decision === 'accepted' ? 'success' : 'warning',
      template: body.decision === 'accepted' ? 'refundBidAccepted' : 'refundBidRejected',
      params: { comment: body.comment ?? '' },
    });
    if (body.decision === 'accepted') {
      if (bid.sum > 0 && row.contractId !== null) {
        await credit(tx, row.contractId, 'refund', money(bid.sum, bid.currency as Currency), { shipmentId: row.id, userId: user.userId, description: `AWB ${awbOf(row)}` });
        await tellClient(tx, row, { group: 'refund', level: 'success', template: 'refundCredited', params: { sum: `${toDecimal(money(bid.sum, bid.currency as Currency))} ${bid.currency}` } });
      }
      await tx.update(shipments).set({ refundedAt: now }).where(eq(shipments.id, row.id));
      // What is still booked goes back: the room to the flights and their wait lists.
      released = await releaseShipmentBookings(db, tx, row.id, user.userId);
    }
    return row.id;
  });
  await released();
  return shipmentId;
}

/** POST /api/shipments/refunds/id-{id}/cancel: the client takes its bid back before the answer. */
export async function cancelRefund(db: Database, user: SessionContext, bidId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const { bid, row } = await reachBid(tx, user, bidId);
    if (bid.createdBy !== user.userId && !(user.contractorId !== null && user.contractorId === row.contractorId)) throw new ForbiddenError();
    await tx.update(refundBids).set({ status: 'cancelled', answeredBy: user.userId, answeredAt: new Date() }).where(eq(refundBids.id, bid.id));
    await recordHistory(tx, { shipmentId: row.id, userId: user.userId, action: 'refundCancelled', changes: [{ field: 'refund', before: 'process', after: 'cancelled' }] });
    return row.id;
  });
}

/**
 * A cancelled flight: every issued AWB booked on it gets a forced bid (reason flight_cancel) for
 * the airline's staff to accept, or to reject once the cargo is moved to another flight. Its
 * bookings on the leg are found whether the booking area has released them already in this
 * transaction or not.
 */
async function raiseForcedRefunds(_db: Database, tx: Database, legs: readonly CanceledLeg[], userId: number | null) {
  const rows = await tx
    .selectDistinct({ row: shipments })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
    .where(
      and(
        inArray(
          bookings.legId,
          legs.map((leg) => leg.id),
        ),
        ne(bookings.status, 'UU'),
        or(isNull(bookings.cancelledAt), gte(bookings.cancelledAt, sql`now()`)),
        ne(shipments.status, 'not_issued'),
        isNull(shipments.refundedAt),
        sql`not exists (select 1 from ${refundBids} r where r.shipment_id = ${shipments.id} and r.status = 'process')`,
      ),
    );
  let count = 0;
  for (const { row } of rows) {
    const charged = await netCharged(tx, row.id);
    if (!charged || charged.amount <= 0) continue;
    await raiseBid(tx, row, { type: 'forced', reason: 'flight_cancel', comment: legs.map((leg) => leg.flight).join(', ') }, userId, new Date());
    await tellClient(tx, row, { group: 'refund', level: 'warning', template: 'refundForced', params: { flight: [...new Set(legs.map((leg) => leg.flight))].join(', ') } });
    count++;
  }
  return { count, after: async () => undefined };
}

onLegsCanceled(raiseForcedRefunds);
