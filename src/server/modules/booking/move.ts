import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BookingMoveBody } from '@shared/booking/booking';
import type { BookingStatus } from '@shared/constants';
import { formatAwb } from '@shared/awb';
import { chargesOf } from '@shared/shipments/awb';
import { money, type Currency } from '@shared/money';
import type { SessionContext } from '../../access/sessions';
import { queryRows, type Database } from '../../db/client';
import { bookingHistory, bookings, contracts, shipments } from '../../db/schema';
import { AppError, NotFoundError, ValidationError } from '../../errors';
import { charge, credit, placeHold, releaseHold } from '../finance';
import { changeLegLoads, lockSaleLegs } from '../flights';
import { findQuoteContract, pricingContext } from '../tariffs';
import { notifyOneRecordChange } from '../one-record';
import { emitShipmentWebhook } from '../webhooks';
import { answerLegs, assertAgreedPrice, cargoProblems, flightGone, isHeavy, legsOf, onSale } from './book';
import { legValues } from './booking-write';
import { loadBookingHandbooks, priorityOf } from './booking-rules';
import { shipmentWithLiveBookings } from './live-bookings';
import { legLoadChange, legsFreed, perLeg } from './leg-load';
import { offerWaitList } from './lifecycle';
import { quoteVariant } from './search';

// POST /api/bookings/shipments/id-{id}/move: a shipment's bookings moved to other flights of the
// same origin and destination (section 2's "move bookings"): re-priced like a new booking (701 when
// the price is not the one agreed), answered anew on the new legs, and in one transaction the old
// bookings released (history 'moved'), the new ones written with their counters, and the held
// money replaced by a hold of the new price. The old and new legs are locked together, in id order.
// A split shipment's parts all move: the whole consignment goes on the new legs as one part (1).
// After the commit the room freed is offered to the wait lists of the legs that lost load.

export async function moveShipment(db: Database, user: SessionContext, shipmentId: number, body: BookingMoveBody, at = new Date()): Promise<number> {
  const { shipment, live } = await shipmentWithLiveBookings(db, user, shipmentId, () => new AppError(409, 'booking:refusals.nothingToMove'));
  const contract = await findQuoteContract(db, eq(contracts.id, shipment.contractId));
  if (!contract) throw new NotFoundError();

  const { legs, variantPrice } = await legsOf(db, shipment.airlineId, body, at.getTime());
  const first = legs[0]!;
  const last = legs[legs.length - 1]!;
  if (first.departure !== shipment.origin || last.arrival !== shipment.destination) throw new ValidationError({ legIds: 'booking:refusals.otherRoute' });
  // The same flights are no move, unless the shipment is split: then moving there joins its parts.
  const onePart = new Set(live.map((booking) => booking.part)).size === 1;
  if (onePart && legs.length === live.length && legs.every((leg) => live.some((booking) => booking.legId === leg.id))) throw new ValidationError({ legIds: 'booking:refusals.sameFlights' });

  const handbooks = await loadBookingHandbooks(db, shipment.airlineId);
  if (!handbooks) throw new NotFoundError();
  const cargo = { shc: shipment.shc, dimensions: shipment.dimensions, pieces: shipment.pieces, weight: shipment.weight };
  const volume = shipment.volume ?? 0;
  const problems = cargoProblems(cargo, volume, legs, handbooks);
  if (Object.keys(problems).length) throw new ValidationError(problems);

  const transfers = legs.slice(1).map((leg) => leg.departure);
  const context = await pricingContext(db, { airlineId: shipment.airlineId, departure: first.departure, arrival: last.arrival, transfers, contractId: contract.id });
  const quote = context
    ? quoteVariant(context, { departure: first.departure, arrival: last.arrival, pieces: shipment.pieces, weight: shipment.weight, volume, shc: shipment.shc, product: shipment.product }, { legs, transfers, date: first.departureDate }, contract)
    : null;
  if (!quote) throw new AppError(422, 'resources/tariffs:quote.noTariff', { params: { route: `${first.departure} → ${last.arrival}`, date: first.departureDate } });
  assertAgreedPrice(quote, body.price ?? variantPrice);
  const heavy = isHeavy(cargo, handbooks.heavyCargoWeight);

  const freed = await db.transaction(async (tx) => {
    const locked = new Map((await lockSaleLegs(db, tx, [...legs.map((leg) => leg.id), ...live.map((booking) => booking.legId)])).map((leg) => [leg.id, leg]));
    const route = legs.map((leg) => locked.get(leg.id)!);
    if (route.some((leg) => !leg || !onSale(leg, Date.now()))) throw flightGone();
    const old = await tx
      .select()
      .from(bookings)
      .where(and(inArray(bookings.id, live.map((booking) => booking.id)), isNull(bookings.cancelledAt)))
      .for('update');
    // The old bookings go first, so the new legs' room counts what they held if the flights overlap
    // (a split shipment's parts on one leg summed into one change of its counters).
    const released = old.map((b) => ({ legId: b.legId, ...legLoadChange(b, b.status, null) }));
    await changeLegLoads(tx, perLeg(released));
    if (old.length) {
      await tx.update(bookings).set({ cancelledAt: at, updatedAt: at }).where(inArray(bookings.id, old.map((b) => b.id)));
      await tx.insert(bookingHistory).values(old.map((b) => ({ shipmentId, bookingId: b.id, action: 'moved' as const, fromStatus: b.status, userId: user.userId })));
    }
    const fresh = await lockSaleLegs(db, tx, route.map((leg) => leg.id));
    const byId = new Map(fresh.map((leg) => [leg.id, leg]));
    const answers = await answerLegs(tx, route.map((leg) => byId.get(leg.id)!), contract.id, handbooks, { shc: shipment.shc, weight: shipment.weight, volume, heavy }, at);
    const source = user.airlineId !== null ? 'airline' : 'cabinet';
    const rows = await queryRows<{ id: number; leg_id: number; status: BookingStatus }>(
      tx,
      sql`insert into ${bookings} (airline_id, shipment_id, leg_id, part, seq, status, source, priority, pieces, weight, volume, quota_id, latest_acceptance, answered_at)
        select ${shipment.airlineId}, ${shipmentId}, v.leg_id, 1, v.seq, v.status, ${source}::booking_source, ${priorityOf(handbooks, shipment.product ?? 'GCR')}, ${shipment.pieces}, ${shipment.weight}, ${volume}, v.quota_id, v.latest, v.answered
        from (values ${sql.join(answers.map((answer, i) => legValues(answer, i + 1, at)), sql`, `)}) as v(leg_id, seq, status, quota_id, latest, answered)
        returning id, leg_id, status`,
    );
    await tx.insert(bookingHistory).values(rows.map((row) => ({ shipmentId, bookingId: row.id, action: 'moved' as const, toStatus: row.status, userId: user.userId })));
    const cargoLoad = { pieces: shipment.pieces, weight: shipment.weight, volume };
    const added = rows.map((row) => ({ legId: row.leg_id, ...legLoadChange(cargoLoad, null, row.status) }));
    await changeLegLoads(tx, added);

    // The money: an issued AWB has been charged, and the difference of the price is charged or
    // given back; otherwise the old price's hold is given back and the new price held while
    // anything is alive.
    let holdId: number | null = null;
    const cause = { shipmentId, userId: user.userId, description: `AWB ${formatAwb({ prefix: shipment.awbPrefix, serial: shipment.awbSerial })}` };
    if (shipment.status !== 'not_issued') {
      const difference = quote.total - (shipment.priceAmount ?? quote.total);
      if (difference > 0) await charge(tx, contract.id, money(difference, quote.currency as Currency), cause);
      else if (difference < 0) await credit(tx, contract.id, 'refund', money(-difference, quote.currency as Currency), cause);
    } else if (shipment.holdId !== null) await releaseHold(tx, shipment.holdId, { shipmentId, userId: user.userId, description: 'booking moved' }).catch(ignoreClosedHold);
    if (shipment.status === 'not_issued' && rows.some((row) => row.status !== 'UU')) {
      ({ holdId } = await placeHold(tx, contract.id, money(quote.total, quote.currency as Currency), cause));
    }
    await tx
      .update(shipments)
      .set({
        route: [first.departure, ...route.map((leg) => leg.arrival)],
        priceAmount: quote.total,
        priceCurrency: quote.currency,
        chargeableWeight: quote.chargeableWeight,
        charges: chargesOf(quote),
        variantId: body.variantId ?? null,
        holdId,
      })
      .where(eq(shipments.id, shipmentId));
    // A client's system hears each booking the move released and each it made, as cancellations do.
    for (const b of old) await emitShipmentWebhook(tx, shipmentId, 'booking.changed', { bookingId: b.id, legId: b.legId, change: 'moved', status: b.status, cancelled: true }, at);
    for (const row of rows) await emitShipmentWebhook(tx, shipmentId, 'booking.changed', { bookingId: row.id, legId: row.leg_id, change: 'moved', status: row.status, cancelled: false }, at);
    await notifyOneRecordChange(tx, { shipmentId });
    return legsFreed([...released, ...added]);
  });
  for (const legId of freed) await offerWaitList(db, legId);
  return shipmentId;
}

/** A hold already closed (released by a cancellation before) has nothing to give back. */
function ignoreClosedHold(error: unknown): void {
  if (error instanceof AppError && error.status === 409) return;
  throw error;
}
