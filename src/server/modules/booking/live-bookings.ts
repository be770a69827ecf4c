import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { LIVE_STATUSES } from '@shared/booking/answer';
import type { SessionContext } from '../../access/sessions';
import { rowScope } from '../../access/scope';
import type { Database } from '../../db/client';
import { bookings, shipments } from '../../db/schema';
import { AppError, NotFoundError } from '../../errors';

// Bookings alive: not cancelled, not refused. Moving, splitting, cancelling and a flight's
// cancellation start from them.

/** The condition of a booking alive. */
export const liveBooking = (): SQL => and(isNull(bookings.cancelledAt), inArray(bookings.status, [...LIVE_STATUSES]))!;

/**
 * The caller's shipment under a contract (404 otherwise) and its bookings alive in routing order;
 * `nothing` is the refusal when none lives.
 */
export async function shipmentWithLiveBookings(db: Database, user: SessionContext, shipmentId: number, nothing: () => AppError) {
  const [shipment] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), rowScope(user, { airlineId: shipments.airlineId, contractorId: shipments.contractorId })));
  if (!shipment || shipment.contractId === null) throw new NotFoundError();
  const live = await db
    .select({ id: bookings.id, legId: bookings.legId, part: bookings.part })
    .from(bookings)
    .where(and(eq(bookings.shipmentId, shipmentId), liveBooking()))
    .orderBy(asc(bookings.part), asc(bookings.seq), asc(bookings.id));
  if (!live.length) throw nothing();
  return { shipment: { ...shipment, contractId: shipment.contractId }, live };
}

/**
 * A shipment whose AWB is issued has been charged: cancelling its bookings is a refund (the
 * shipments area's), not a booking's cancel, which releases a hold. Moving and splitting it keep
 * working, its money changed by the difference of the price (move.ts).
 */
export function assertNotIssued(shipment: { status: string }): void {
  if (shipment.status !== 'not_issued') throw new AppError(409, 'booking:refusals.awbIssued');
}
