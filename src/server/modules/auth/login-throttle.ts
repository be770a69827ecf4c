import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { TooManyRequestsError } from '../../errors';

// Sign-in attempts are counted per account and per address in the database, so every instance
// sees the same counters. Each attempt is counted by one atomic upsert that returns the new count,
// so parallel attempts cannot all pass a check made before any of them was counted. A success
// takes its own attempt back: what remains counts failures. Over the limit answers 429 until the
// window that started with the first attempt has passed. Other requests worth limiting (password
// reset links) count the same way under keys of their own.

export interface ThrottleLimits {
  windowMinutes: number;
  maxPerAccount: number;
  maxPerAddress: number;
}

export interface ThrottleKeys {
  account: string;
  address: string;
}

export const throttleKeys = (email: string, ip: string): ThrottleKeys => ({
  account: `account:${email.trim().toLowerCase()}`,
  address: `address:${ip}`,
});

async function count(db: Database, key: string, windowMinutes: number): Promise<{ attempts: number; windowEndsAt: number }> {
  const windowStart = new Date(Date.now() - windowMinutes * 60_000);
  const now = new Date();
  const expired = sql`${loginAttempts.windowStartedAt} <= ${windowStart}`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ key, windowStartedAt: now, failures: 1 })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now} else ${loginAttempts.windowStartedAt} end`,
      },
    })
    .returning({ attempts: loginAttempts.failures, windowStartedAt: loginAttempts.windowStartedAt });
  if (!row) throw new Error(`login attempt for ${key} not counted`);
  return { attempts: row.attempts, windowEndsAt: row.windowStartedAt.getTime() + windowMinutes * 60_000 };
}

/** A counter and how many counts its window allows. */
export interface Limit {
  key: string;
  max: number;
}

/**
 * Counts one request against each limit; answers how many seconds are left until every counter
 * over its limit has its window pass (0 when none is over).
 */
export async function countRequest(db: Database, limits: readonly Limit[], windowMinutes: number): Promise<number> {
  let blockedUntil = 0;
  for (const limit of limits) {
    const counted = await count(db, limit.key, windowMinutes);
    if (counted.attempts > limit.max) blockedUntil = Math.max(blockedUntil, counted.windowEndsAt);
  }
  return blockedUntil > 0 ? Math.max(1, (blockedUntil - Date.now()) / 1000) : 0;
}

/** Counts this attempt for the account and the address; throws 429 when either is over its limit. */
export async function countAttempt(db: Database, keys: ThrottleKeys, limits: ThrottleLimits): Promise<void> {
  const wait = await countRequest(
    db,
    [
      { key: keys.account, max: limits.maxPerAccount },
      { key: keys.address, max: limits.maxPerAddress },
    ],
    limits.windowMinutes,
  );
  if (wait > 0) throw new TooManyRequestsError(wait);
}

/** A success clears the account's count and takes its attempt back from the address's. */
export async function forgiveAttempt(db: Database, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, keys.account));
  await db
    .update(loginAttempts)
    .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
    .where(eq(loginAttempts.key, keys.address));
}

/** Whoever proved they own the account (a reset link used) is not held by its failed sign-ins. */
export async function forgetAccountFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, throttleKeys(email, '').account));
}
