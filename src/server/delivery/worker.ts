import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { claimDue, markFailed, markSent, type DeliveryRow } from './queue';
import { transmit, type Transports } from './transports';

// The sender: takes what is due from the queue, hands each parcel to its transport and writes down
// what came of it. It runs on a timer, and right after something is queued (`kick`), one run at a
// time in this process; other processes share the queue through its leases.

export interface DeliveryOutcome {
  sent: number;
  retried: number;
  failed: number;
}

export interface DeliveryWorkerOptions {
  db: Database;
  transports: Transports;
  log: FastifyBaseLogger;
  /** How often the queue is looked at; 0: only when run by hand (the tests). */
  everyMs: number;
  /** Told when a parcel has failed for good (its letter is in error). */
  onFailed?: (row: DeliveryRow, reason: string) => Promise<void>;
}

export class DeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<DeliveryOutcome> | null = null;
  private again = false;

  constructor(private readonly options: DeliveryWorkerOptions) {}

  start(): void {
    if (this.options.everyMs <= 0 || this.timer) return;
    this.timer = setInterval(() => this.kick(), this.options.everyMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** Runs soon, in the background: a parcel just queued need not wait for the timer. */
  kick(): void {
    if (!this.timer) return;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.run().catch((error: unknown) => this.options.log.error({ err: error }, 'delivery: the queue could not be read'));
  }

  /** Sends everything due now; one run at a time (a second caller waits for the one going). */
  run(now?: Date): Promise<DeliveryOutcome> {
    if (this.running) return this.running;
    this.running = this.drain(now).finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
    return this.running;
  }

  private async drain(at?: Date): Promise<DeliveryOutcome> {
    const outcome: DeliveryOutcome = { sent: 0, retried: 0, failed: 0 };
    for (;;) {
      const now = at ?? new Date();
      const batch = await claimDue(this.options.db, now);
      if (!batch.length) return outcome;
      // Each receiver's parcels in order, receivers side by side: a client's endpoint that times
      // out does not hold the airline's telegrams (or another client's events) behind it.
      await Promise.all([...byReceiver(batch).values()].map(async (rows) => {
        for (const row of rows) await this.deliver(row, outcome);
      }));
      // A run for a given moment (the tests) takes one look; a live run goes on while there is more.
      if (at) return outcome;
    }
  }

  private async deliver(row: DeliveryRow, outcome: DeliveryOutcome): Promise<void> {
    const { db, transports, log } = this.options;
    let answer: string | null;
    try {
      answer = await transmit(transports, row.parcel);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const result = await markFailed(db, row, reason, new Date());
      if (result === 'retry') outcome.retried += 1;
      if (result === 'failed') {
        outcome.failed += 1;
        log.warn({ delivery: row.id, letter: row.letterId, reason }, 'delivery: failed for good');
        await this.options.onFailed?.(row, reason).catch((failure: unknown) => log.error({ err: failure }, 'delivery: telling of a failure failed'));
      }
      return;
    }
    if (await markSent(db, row, new Date(), answer)) outcome.sent += 1;
  }
}

/** A batch by where it goes: mail through the one mailer in turn, each HTTP receiver (its origin) on its own. */
function byReceiver(batch: readonly DeliveryRow[]): Map<string, DeliveryRow[]> {
  const groups = new Map<string, DeliveryRow[]>();
  for (const row of batch) {
    const key = row.parcel.channel === 'email' ? 'mail' : receiverOf(row.parcel.url);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

const receiverOf = (url: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};
