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

type LegChange = { legId: number; accepted?: LoadChange; waitlisted?: LoadChange };

/**
 * The counters' changes summed into one row per leg: `changeLegLoads` updates each leg from one
 * joined row, so two bookings on one leg (a split shipment's parts) must be added up first.
 */
export function perLeg(changes: readonly LegChange[]): LegChange[] {
  const sum = (a: LoadChange | undefined, b: LoadChange | undefined): LoadChange | undefined =>
    a && b ? { pieces: a.pieces + b.pieces, weight: a.weight + b.weight, volume: a.volume + b.volume } : (a ?? b);
  const legs = new Map<number, LegChange>();
  for (const change of changes) {
    const before = legs.get(change.legId);
    legs.set(change.legId, before ? { legId: change.legId, accepted: sum(before.accepted, change.accepted), waitlisted: sum(before.waitlisted, change.waitlisted) } : { ...change });
  }
  return [...legs.values()];
}

/** The legs whose accepted weight or volume went down: room freed that their wait lists may be offered. */
export const legsFreed = (changes: readonly LegChange[]): number[] =>
  perLeg(changes)
    .filter(({ accepted }) => accepted && (accepted.weight < -1e-9 || accepted.volume < -1e-9))
    .map(({ legId }) => legId);
