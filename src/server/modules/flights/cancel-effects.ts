import type { Database } from '../../db/client';

// What cancelling a flight does to the cargo booked on it. Section 4: a cancelled flight's bookings
// are refunded as forced, reason cancel (flight_cancel). Bookings and refunds are built by the
// shipments and booking issues; this is the one place they hook into, inside the cancel's
// transaction. Until they exist a leg's booked cargo is its counters alone, which stay as they are
// so the flight still shows what it carried.

export interface CanceledLeg {
  id: number;
  acceptedPieces: number;
  waitlistedPieces: number;
}

/** Refunds (forced, reason flight_cancel) the bookings of cancelled legs; answers how many bookings it refunded. */
export async function refundCanceledBookings(_db: Database, _legs: readonly CanceledLeg[]): Promise<number> {
  return 0;
}
