import type { Clock } from '../services/live/clock';

// A clock that moves only when the test says so; timers fire in time order as it passes them.

interface Timer {
  at: number;
  delay: number;
  callback: () => void;
}

export function fakeClock(start = 1_700_000_000_000) {
  let now = start;
  let sequence = 0;
  const timers = new Map<number, Timer>();
  const clock: Clock = {
    now: () => now,
    setTimeout: (callback, delay) => {
      sequence += 1;
      timers.set(sequence, { at: now + delay, delay, callback });
      return sequence;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
  };
  const earliest = (until: number): [number, Timer] | undefined =>
    [...timers.entries()].filter(([, t]) => t.at <= until).sort(([a, x], [b, y]) => x.at - y.at || a - b)[0];

  return {
    clock,
    /** The delays the pending timers were set with, in the order they were set. */
    pending: (): number[] => [...timers.values()].map((t) => t.delay),
    /** How long until each pending timer fires. */
    dueIn: (): number[] => [...timers.values()].map((t) => t.at - now),
    /** Moves time on, firing each timer it passes (and those they set, if due). */
    advance(milliseconds: number): void {
      const until = now + milliseconds;
      for (let next = earliest(until); next; next = earliest(until)) {
        const [id, timer] = next;
        timers.delete(id);
        now = timer.at;
        timer.callback();
      }
      now = until;
    },
  };
}
