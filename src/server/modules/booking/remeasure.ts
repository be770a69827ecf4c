import { and, eq, isNull, ne } from 'drizzle-orm';
import { isConfirmed } from '@shared/booking/answer';
import type { BookingStatus } from '@shared/constants';
import { chargesOf, type ShipmentCharges } from '@shared/shipments/awb';
import type { Database } from '../../db/client';
import { bookingHistory, bookings, contracts, shipments } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { changeLegLoads, lockSaleLegs } from '../flights';
import { findQuoteContract, pricingContext } from '../tariffs';
import { legLoadChange, perLeg } from './leg-load';
import { quoteVariant } from './search';

// The terminal measured the cargo (the shipments area's acceptance): its bookings alive carry the
// measured cargo now, the flights' loads move by the difference, and the price is made anew for it
// on the shipment's flights. A weight above the one booked by more than the airline's auto-confirm
// limit (settings, percent) sends the confirmed bookings back to the airline (HN); within it they
// stay as they are, unless the leg has no room for them. In the caller's transaction, the legs
// locked in id order.

export interface MeasuredCargo {
  pieces: number;
  weight: number;
  volume: number;
}

export interface Remeasured {
  /** The price for the measured cargo (null: no tariff applies now, the price stands). */
  price: { currency: string; total: number; chargeableWeight: number; charges: ShipmentCharges } | null;
  /** Confirmed bookings went back to the airline (HN): past the auto-confirm limit, or past a leg's room. */
  waiting: boolean;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export async function remeasureShipment(db: Database, tx: Database, shipmentId: number, from: MeasuredCargo, to: MeasuredCargo, autoConfirmPercent: number | null, userId: number | null): Promise<Remeasured> {
  const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId));
  if (!shipment) throw new NotFoundError();
  const live = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.shipmentId, shipmentId), isNull(bookings.cancelledAt), ne(bookings.status, 'UU')))
    .orderBy(bookings.part, bookings.seq)
    .for('update');
  if (!live.length) return { price: null, waiting: false };
  const legs = new Map((await lockSaleLegs(db, tx, live.map((b) => b.legId))).map((leg) => [leg.id, leg]));

  // Past the limit (none set: any increase) the airline answers the heavier cargo itself.
  const increase = from.weight > 0 ? ((to.weight - from.weight) / from.weight) * 100 : 0;
  const waiting = to.weight > from.weight && increase > (autoConfirmPercent ?? 0);
  // A split shipment's parts each carry their share of the measured cargo; one part carries it all.
  const parts = new Set(live.map((b) => b.part)).size;
  const share = (booking: (typeof live)[number]): MeasuredCargo =>
    parts === 1
      ? to
      : { pieces: booking.pieces, weight: round((Number(booking.weight) * to.weight) / from.weight, 1), volume: round((Number(booking.volume) * to.volume) / (from.volume || 1), 3) };

  // A confirmed booking never takes its leg past capacity and overflow: heavier than the room
  // there, the airline answers it again too.
  const fits = (booking: (typeof live)[number], next: MeasuredCargo) => {
    const leg = legs.get(booking.legId)!;
    return leg.available.weight + Number(booking.weight) >= next.weight - 1e-9 && leg.available.volume + Number(booking.volume) >= next.volume - 1e-9;
  };
  const changes = live.map((booking) => {
    const next = share(booking);
    const status: BookingStatus = isConfirmed(booking.status) && (waiting || !fits(booking, next)) ? 'HN' : booking.status;
    const out = legLoadChange(booking, booking.status, null);
    const back = legLoadChange(next, null, status);
    return { booking, next, status, change: [{ legId: booking.legId, ...out }, { legId: booking.legId, ...back }] };
  });
  await changeLegLoads(tx, perLeg(changes.flatMap((c) => c.change)));
  for (const { booking, next, status } of changes) {
    await tx
      .update(bookings)
      .set({ pieces: next.pieces, weight: next.weight, volume: next.volume, status, ...(status !== booking.status ? { answeredAt: null } : {}), updatedAt: new Date() })
      .where(eq(bookings.id, booking.id));
  }
  await tx.insert(bookingHistory).values(changes.map(({ booking, status }) => ({ shipmentId, bookingId: booking.id, action: 'remeasured' as const, fromStatus: booking.status, toStatus: status, userId })));

  // The price on the flights of the first part, as it was made at booking.
  const route = live.filter((b) => b.part === live[0]!.part).map((b) => legs.get(b.legId)!);
  // Read in the transaction (an embedded database has one connection, and it is busy with it).
  const contract = shipment.contractId !== null ? await findQuoteContract(tx, eq(contracts.id, shipment.contractId)) : null;
  const first = route[0]!;
  const last = route[route.length - 1]!;
  const transfers = route.slice(1).map((leg) => leg.departure);
  const context = await pricingContext(tx, { airlineId: shipment.airlineId, departure: first.departure, arrival: last.arrival, transfers, contractId: contract?.id ?? null });
  const quote = context
    ? quoteVariant(context, { departure: first.departure, arrival: last.arrival, pieces: to.pieces, weight: to.weight, volume: to.volume, shc: shipment.shc, product: shipment.product }, { legs: route, transfers, date: first.departureDate }, contract)
    : null;
  return {
    price: quote ? { currency: quote.currency, total: quote.total, chargeableWeight: quote.chargeableWeight, charges: chargesOf(quote) } : null,
    waiting: changes.some((change) => change.status !== change.booking.status),
  };
}
