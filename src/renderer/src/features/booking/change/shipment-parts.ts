import type { BookedShipment, BookingLeg } from '@shared/booking';
import { BOOKING_ABILITIES } from '@shared/booking/abilities';
import { can } from '@shared/abilities';
import type { SessionUser } from '@shared/profile/session-user';
import { SHIPMENT_ABILITIES } from '@shared/shipments/abilities';
import { aliveLeg, anyAlive } from '../book/booking-text';

// How a booking's page reads a shipment that was moved or split: the bookings it holds now (by
// part), those a move or a split replaced, and who may change them.

/** One part of a shipment: its number, its share of the cargo, and its bookings in the order flown. */
export interface ShipmentPart {
  part: number;
  pieces: number;
  weight: number;
  volume: number;
  legs: BookingLeg[];
}

/**
 * Whether a booking was given up by a move or a split (its history says so: released from its
 * status to none): the page lists it apart, under the earlier flights, not among the parts.
 */
export function isReplaced(leg: Pick<BookingLeg, 'id' | 'cancelled'>, history: BookedShipment['history']): boolean {
  return leg.cancelled && history.some((entry) => entry.bookingId === leg.id && (entry.action === 'moved' || entry.action === 'split') && entry.to === null);
}

/** The shipment's bookings now and those a move or a split replaced. */
export function legsNow(shipment: Pick<BookedShipment, 'legs' | 'history'>): { now: BookingLeg[]; replaced: BookingLeg[] } {
  const now: BookingLeg[] = [];
  const replaced: BookingLeg[] = [];
  for (const leg of shipment.legs) (isReplaced(leg, shipment.history) ? replaced : now).push(leg);
  return { now, replaced };
}

/** The bookings now grouped by part, parts in order, each part's cargo read off its first booking. */
export function partsOf(legs: readonly BookingLeg[]): ShipmentPart[] {
  const parts = new Map<number, ShipmentPart>();
  for (const leg of legs) {
    const part = parts.get(leg.part);
    if (part) part.legs.push(leg);
    else parts.set(leg.part, { part: leg.part, pieces: leg.pieces, weight: leg.weight, volume: leg.volume, legs: [leg] });
  }
  return [...parts.values()].sort((a, b) => a.part - b.part);
}

/**
 * The bookings a split's part keeps when it is left on the flights booked now, as the server reads
 * it: those of the part with its number, or else the first part's.
 */
export function keptLegs(parts: readonly ShipmentPart[], index: number): BookingLeg[] {
  return (parts.find((part) => part.part === index + 1) ?? parts[0])?.legs ?? [];
}

/** The date the shipment is booked on now (its first flight's, of those alive if any); never before today. */
export function bookedDate(legs: readonly BookingLeg[], today: string): string {
  const alive = legs.filter((leg) => !leg.cancelled);
  const first = (alive.length ? alive : legs).map((leg) => leg.date).sort()[0];
  return first && first > today ? first : today;
}

/** The flights booked now, each once, in the order flown: `UT241, UT502`. */
export function flightsNow(legs: readonly BookingLeg[]): string {
  return [...new Set(legs.filter((leg) => !leg.cancelled).map((leg) => leg.flight))].join(', ');
}

/** The flight legs a shipment is booked on now (alive), to tell the same flights among a search's variants. */
export const legIdsNow = (legs: readonly BookingLeg[]): number[] => legs.filter(aliveLeg).map((leg) => leg.legId);

/**
 * Who changes a shipment's bookings (cancel, move, split), as the server decides: the airline's
 * staff with `shipment.booking.edit`, a client with `shipment.create`; and only while something lives.
 */
export function mayChangeBookings(user: Pick<SessionUser, 'abilities' | 'airline'> | null, shipment: Pick<BookedShipment, 'legs'>): boolean {
  if (!user || !anyAlive(shipment.legs)) return false;
  return can(user.abilities, user.airline !== null ? BOOKING_ABILITIES.bookings.edit : SHIPMENT_ABILITIES.create);
}
