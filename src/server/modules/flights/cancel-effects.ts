import type { Database } from '../../db/client';

// What cancelling a flight does to the cargo booked on it, inside the cancel's transaction. The
// booking area releases the bookings (it registers itself here: the flights area does not import
// it, booking imports flights); section 4's forced refunds of issued air waybills (reason
// flight_cancel) are the shipments area's to add the same way.

export interface CanceledLeg {
  id: number;
  /** Carrier and number, `UT431`, as the client is told. */
  flight: string;
}

/** An effect's answer: how many shipments it touched, and what to do once the cancel is committed (notify, offer wait lists). */
export interface CancelEffect {
  count: number;
  after: () => Promise<void>;
}

type CanceledLegsHandler = (db: Database, tx: Database, legs: readonly CanceledLeg[], userId: number | null) => Promise<CancelEffect>;

const handlers: CanceledLegsHandler[] = [];

/** Registers what a cancelled flight's legs do to what is booked on them. */
export function onLegsCanceled(handler: CanceledLegsHandler): void {
  if (!handlers.includes(handler)) handlers.push(handler);
}

/** Runs every registered effect in the cancel's transaction; the sum of what they touched and their after-commit steps. */
export async function cancelEffects(db: Database, tx: Database, legs: readonly CanceledLeg[], userId: number | null): Promise<CancelEffect> {
  let count = 0;
  const afters: (() => Promise<void>)[] = [];
  for (const handler of handlers) {
    const effect = await handler(db, tx, legs, userId);
    count += effect.count;
    afters.push(effect.after);
  }
  return {
    count,
    after: async () => {
      for (const after of afters) await after();
    },
  };
}
