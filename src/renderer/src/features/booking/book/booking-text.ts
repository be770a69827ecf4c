import type { BookingLeg } from '@shared/booking';
import { isLive } from '@shared/booking/answer';
import type { BookingStatus } from '@shared/constants';

// How a booking reads: its shipment's overall answer, and a leg's local times.

/** Worst first: a shipment's answer is its worst leg's alive (UU > LL > CN > HN > KK). */
const WORST: readonly BookingStatus[] = ['UU', 'LL', 'CN', 'HN', 'KK'];

/** The shipment's answer: the worst status among its legs not cancelled; of all legs when every one is. */
export function shipmentStatus(legs: readonly Pick<BookingLeg, 'status' | 'cancelled'>[]): BookingStatus {
  const alive = legs.filter((leg) => !leg.cancelled);
  const of = alive.length ? alive : legs;
  return WORST.find((status) => of.some((leg) => leg.status === status)) ?? 'KK';
}

/** Whether anything of the shipment still lives (can be cancelled): a leg not cancelled and not refused. */
/** A booking still holding space or a wait-list place: neither cancelled nor refused. */
export const aliveLeg = (leg: Pick<BookingLeg, 'status' | 'cancelled'>): boolean => !leg.cancelled && isLive(leg.status);
export const anyAlive = (legs: readonly Pick<BookingLeg, 'status' | 'cancelled'>[]): boolean => legs.some(aliveLeg);

/** "08:40" of an ISO local time with its offset (`2026-12-01T08:40:00+05:00`): the clock as it reads there. */
export const localTime = (iso: string): string => /T(\d{2}:\d{2})/.exec(iso)?.[1] ?? '';

/** A leg's local departure and arrival times: "08:40 – 11:15". */
export const legTimes = (leg: Pick<BookingLeg, 'std' | 'sta'>): string => `${localTime(leg.std)} – ${localTime(leg.sta)}`;
