import { isConfirmed, isWaiting } from '@shared/booking/answer';
import type { BookingStatus } from '@shared/constants';
import type { LoadChange } from '../flights';

// How a booking's status shows in its leg's counters: KK in the accepted load, HN, LL and CN in the
// wait-listed load, UU (and a cancelled booking) in neither. Every status change moves them so.

interface Cargo {
  pieces: number;
  weight: number | string;
  volume: number | string;
}

/** The counters' change when a booking of this cargo goes from one status to another (null: none). */
export function legLoadChange(cargo: Cargo, from: BookingStatus | null, to: BookingStatus | null): { accepted?: LoadChange; waitlisted?: LoadChange } {
  const change: { accepted?: LoadChange; waitlisted?: LoadChange } = {};
  const add = (key: 'accepted' | 'waitlisted', sign: 1 | -1) => {
    const before = change[key] ?? { pieces: 0, weight: 0, volume: 0 };
    change[key] = { pieces: before.pieces + sign * cargo.pieces, weight: before.weight + sign * Number(cargo.weight), volume: before.volume + sign * Number(cargo.volume) };
  };
  if (from && isConfirmed(from)) add('accepted', -1);
  if (from && isWaiting(from)) add('waitlisted', -1);
  if (to && isConfirmed(to)) add('accepted', 1);
  if (to && isWaiting(to)) add('waitlisted', 1);
  return change;
}
