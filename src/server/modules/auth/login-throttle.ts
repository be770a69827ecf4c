import { eq, sql } from 'drizzle-orm';
import type { LoginThrottle } from '../../config';
import type { Database } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { TooManyRequestsError } from '../../errors';

// Sign-in attempts are counted in the database, so every instance sees the same counters. Each
// attempt is counted by one atomic upsert that returns the new count, so parallel attempts cannot
// all pass a check made before any of them was counted. A success takes its own attempt back: what
// remains counts failures. Other requests worth limiting (reset links, sign-ups) count the same way
// under keys of their own.
//
// Three counters, so that knowing an e-mail no longer locks its owner out:
// - per account and address: a few failures on one account from one address answer that address
//   429 for the window; the owner elsewhere still signs in;
// - per address: one address trying many accounts answers 429 for the window;
// - per account, from any address: never a 429; past a threshold each sign-in of the account waits
//   a little longer (a timer, capped at a couple of seconds), which slows an attack spread over
//   many addresses without refusing the owner.

export type ThrottleLimits = LoginThrottle;

export interface ThrottleKeys {
  account: string;
  address: string;
  accountAddress: string;
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
// The e-mail is encoded so the prefix of one account's pair keys cannot be the prefix of another's.
const accountAddressPrefix = (email: string) => `account-address:${encodeURIComponent(email.trim().toLowerCase())}|`;

export const throttleKeys = (email: string, ip: string): ThrottleKeys => ({
  account: accountKey(email),
  address: `address:${ip}`,
  accountAddress: `${accountAddressPrefix(email)}${ip}`,
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

/** The wait of a sign-in on an account with this many attempts counted in the window. */
export const slowdownMs = (attempts: number, limits: ThrottleLimits): number =>
  Math.min(limits.slowMaxMs, Math.max(0, attempts - limits.slowAfterPerAccount) * limits.slowStepMs);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Counts this attempt; throws 429 when the account from this address, or this address, is over its
 * limit. Otherwise counts it for the account too and waits as long as the account's count asks.
 */
export async function countAttempt(db: Database, keys: ThrottleKeys, limits: ThrottleLimits): Promise<void> {
  const wait = await countRequest(
    db,
    [
      { key: keys.accountAddress, max: limits.maxPerAccountAddress },
      { key: keys.address, max: limits.maxPerAddress },
    ],
    limits.windowMinutes,
  );
  if (wait > 0) throw new TooManyRequestsError(wait);
  // A refused attempt guesses nothing, so only the ones let through count against the account.
  const { attempts } = await count(db, keys.account, limits.windowMinutes);
  const delay = slowdownMs(attempts, limits);
  if (delay > 0) await (limits.pause ?? sleep)(delay);
}

const takeBack = (db: Database, key: string) =>
  db
    .update(loginAttempts)
    .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
    .where(eq(loginAttempts.key, key));

/**
 * A success clears the pair's count (the owner's own typos) and takes its attempt back from the
 * address's and the account's: failures others made on the account still slow it.
 */
export async function forgiveAttempt(db: Database, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, keys.accountAddress));
  await takeBack(db, keys.address);
  await takeBack(db, keys.account);
}

/** Whoever proved they own the account (a reset link used) is held by none of its failed sign-ins. */
export async function forgetAccountFailures(db: Database, email: string): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(sql`${loginAttempts.key} = ${accountKey(email)} or starts_with(${loginAttempts.key}, ${accountAddressPrefix(email)})`);
}
