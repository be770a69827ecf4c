import type { FlightStatus, SETTABLE_STATUSES } from '@shared/flights';

// A flight's status as a whole, from its legs' (the list shows legs; a flight's page heads with one),
// and the statuses staff may move a leg to by hand.

/**
 * Cancelled when every leg is; arrived when every leg still flying has arrived; departed once any
 * has left; scheduled before.
 */
export function flightStatus(legs: readonly { status: FlightStatus }[]): FlightStatus {
  const flying = legs.filter((leg) => leg.status !== 'canceled');
  if (!flying.length) return 'canceled';
  if (flying.every((leg) => leg.status === 'arrived')) return 'arrived';
  if (flying.some((leg) => leg.status !== 'scheduled')) return 'departed';
  return 'scheduled';
}

type Settable = (typeof SETTABLE_STATUSES)[number];

/** Where a leg may go by hand: forward one step, or back to scheduled (a mark set by mistake). */
export function nextStatuses(status: FlightStatus): Settable[] {
  switch (status) {
    case 'scheduled':
      return ['departed'];
    case 'departed':
      return ['arrived', 'scheduled'];
    case 'arrived':
      return ['departed', 'scheduled'];
    case 'canceled':
      return [];
  }
}
