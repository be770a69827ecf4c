import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deliveries, letters } from '../db/schema';
import type { Parcel } from './parcel';

// The delivery queue's moves, each one statement or one transaction, so that any number of
// senders (a restart, two cabinet processes on one PostgreSQL) share it without sending a parcel
// twice: a parcel is claimed under a lease, and only its claimant's acknowledgement marks it sent.

export type DeliveryRow = typeof deliveries.$inferSelect;

/** A claimed parcel is its sender's for this long; past it, the sender is taken for dead and the parcel is due again. */
export const LEASE_MS = 5 * 60_000;

/** The wait before the next attempt: half a minute, doubling, at most an hour. */
export const backoffMs = (attempt: number): number => Math.min(30_000 * 2 ** Math.max(attempt - 1, 0), 3_600_000);

type Writer = Pick<Database, 'insert'>;

/** Puts a parcel in the queue, due now: inside the caller's transaction, so it goes out only if the caller's work stays. */
export async function enqueue(db: Writer, parcel: Parcel, letterId: number | null = null, now = new Date(), maxAttempts?: number): Promise<number> {
  const [row] = await db.insert(deliveries).values({ parcel, letterId, dueAt: now, ...(maxAttempts ? { maxAttempts } : {}) }).returning({ id: deliveries.id });
  return row!.id;
}

/**
 * Claims up to `limit` parcels due at `now` (pending ones past their time, and sending ones whose
 * lease ran out), counting the attempt. SKIP LOCKED lets two senders claim at once without waiting
 * for or taking each other's parcels.
 */
export async function claimDue(db: Database, now: Date, limit = 20): Promise<DeliveryRow[]> {
  const lease = new Date(now.getTime() + LEASE_MS);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        sql`(${deliveries.status} = 'pending' and ${deliveries.dueAt} <= ${now.toISOString()}) or (${deliveries.status} = 'sending' and ${deliveries.leaseUntil} <= ${now.toISOString()})`,
      )
      .orderBy(deliveries.dueAt, deliveries.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    return tx
      .update(deliveries)
      .set({ status: 'sending', leaseUntil: lease, attempts: sql`${deliveries.attempts} + 1` })
      .where(inArray(deliveries.id, due.map((row) => row.id)))
      .returning();
  });
}

/**
 * The transport took the parcel: it is sent, and so is its letter (unless an acknowledgement
 * already marked that opened). Only the claim that is still the parcel's own counts: a sender whose
 * lease ran out and was reclaimed by another does not mark it twice.
 */
export async function markSent(db: Database, row: DeliveryRow, now: Date, answer: string | null = null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [sent] = await tx
      .update(deliveries)
      .set({ status: 'sent', sentAt: now, leaseUntil: null, lastError: null, lastAnswer: answer })
      .where(and(eq(deliveries.id, row.id), eq(deliveries.status, 'sending'), eq(deliveries.attempts, row.attempts)))
      .returning({ id: deliveries.id });
    if (!sent) return false;
    if (row.letterId !== null) {
      await tx
        .update(letters)
        .set({ status: sql`case when ${letters.status} = 'opened' then ${letters.status} else 'success'::letter_status end`, sentAt: now, attempts: row.attempts, error: null })
        .where(eq(letters.id, row.letterId));
    }
    return true;
  });
}

/**
 * An attempt failed: the parcel waits for its next try, or, out of attempts, has failed, and its
 * letter is in error with the reason. Answers whether it failed for good.
 */
export async function markFailed(db: Database, row: DeliveryRow, reason: string, now: Date): Promise<'retry' | 'failed' | 'gone'> {
  const final = row.attempts >= row.maxAttempts;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(deliveries)
      .set(final ? { status: 'failed', leaseUntil: null, lastError: reason, lastAnswer: reason } : { status: 'pending', leaseUntil: null, lastError: reason, lastAnswer: reason, dueAt: new Date(now.getTime() + backoffMs(row.attempts)) })
      .where(and(eq(deliveries.id, row.id), eq(deliveries.status, 'sending'), eq(deliveries.attempts, row.attempts)))
      .returning({ id: deliveries.id });
    if (!updated) return 'gone';
    if (row.letterId !== null) {
      await tx
        .update(letters)
        .set(final ? { status: 'error', attempts: row.attempts, error: reason } : { attempts: row.attempts, error: reason })
        .where(eq(letters.id, row.letterId));
    }
    return final ? 'failed' : 'retry';
  });
}
