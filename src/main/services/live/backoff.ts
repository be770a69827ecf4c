// How long a stream waits before it tries again. Doubling spares a server that is down; the jitter
// spreads out the reconnections of every desktop after a server restart, which would otherwise all
// arrive in the same instant.

export interface BackoffOptions {
  /** The first delay, until the server names its own with `retry:`. */
  initialMs: number;
  /** The delay stops doubling here (a server's `retry:` above it wins). */
  maxMs: number;
  /** Up to this fraction is added at random: never sooner than the server asked, never in lockstep. */
  jitter: number;
  /** [0, 1), as Math.random. */
  random: () => number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 1_000, maxMs: 30_000, jitter: 0.5, random: Math.random };

/** A server's `retry: 0` would otherwise reconnect in a tight loop. */
const MIN_BASE_MS = 100;
const MAX_DOUBLINGS = 30;

export class Backoff {
  private failures = 0;
  private baseMs: number;

  constructor(private readonly options: BackoffOptions = DEFAULT_BACKOFF) {
    this.baseMs = options.initialMs;
  }

  /** The server's `retry:` (reconnection time) replaces the first delay. */
  setBase(milliseconds: number): void {
    this.baseMs = Math.max(MIN_BASE_MS, milliseconds);
  }

  /** The delay before the next attempt; each call without a reset doubles the one after. */
  next(): number {
    const cap = Math.max(this.options.maxMs, this.baseMs);
    const delay = Math.min(cap, this.baseMs * 2 ** Math.min(this.failures, MAX_DOUBLINGS));
    this.failures += 1;
    return Math.round(delay * (1 + this.options.jitter * this.options.random()));
  }

  /** After a healthy stream the next failure starts from the first delay again. */
  reset(): void {
    this.failures = 0;
  }
}
