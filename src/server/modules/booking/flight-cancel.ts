import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { onLegsCanceled, type CanceledLeg } from '../flights';
import { cancelLegs, offerWaitList, tell } from './lifecycle';
import { liveBooking } from './live-bookings';

// A cancelled flight releases the bookings on it, inside the cancel's transaction: each booking on
// a cancelled leg, and the rest of its part's routing (a connection's other leg carries nothing
// without it), with capacity, quota and the held money given back. After the commit the client's
// users hear of it and the other legs' wait lists are offered the room. Refunds of issued air
// waybills (forced, reason flight_cancel) are the shipments area's.

export async function releaseCanceledLegs(db: Database, tx: Database, legs: readonly CanceledLeg[], userId: number | null): Promise<{ count: number; after: () => Promise<void> }> {
  const canceled = legs.map((leg) => leg.id);
  const hit = await tx
    .selectDistinct({ shipmentId: bookings.shipmentId, part: bookings.part })
    .from(bookings)
    .where(and(inArray(bookings.legId, canceled), liveBooking()));
  if (!hit.length) return { count: 0, after: async () => undefined };
  const parts = or(...hit.map((one) => and(eq(bookings.shipmentId, one.shipmentId), eq(bookings.part, one.part))));
  const released = await cancelLegs(tx, and(parts, liveBooking()), 'flightCanceled', userId);
  const flights = new Map(legs.map((leg) => [leg.id, leg.flight]));
  return {
    count: released.shipmentIds.length,
    after: async () => {
      const flight = [...new Set(flights.values())].join(', ');
      for (const shipmentId of released.shipmentIds) await tell(db, shipmentId, 'bookingFlightCanceled', 'error', { flight });
      for (const legId of released.legIds) if (!flights.has(legId)) await offerWaitList(db, legId);
    },
  };
}

onLegsCanceled(releaseCanceledLegs);
