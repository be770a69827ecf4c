import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { ResetPasswordBody } from '@shared/auth/schemas';
import type { Database } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { AppError, ValidationError } from '../../errors';
import { hashToken } from '../../access/sessions';
import { hashPassword } from '../../lib/password';
import { countRequest, forgetAccountFailures } from './login-throttle';
import { checkUsersNewPassword, replacePassword } from './passwords';
import { byEmail } from './service';

// A forgotten password: a link with a random secret goes to the account's address; only the
// secret's hash is stored (as for sessions), with its expiry. The link works once: using it
// deletes its row, and setting the password deletes every other link of the user.

export interface ResetSettings {
  ttlMinutes: number;
  maxPerEmail: number;
  maxPerAddress: number;
  windowMinutes: number;
}

/** A link to mail: its secret and whom it goes to. */
export interface ResetLink {
  token: string;
  email: string;
  name: string;
}

/** A used, expired or unknown link: one message for all three, on the `token` field. */
export const INVALID_RESET_LINK = 'auth:reset.invalidLink';

const invalidLink = () => new ValidationError({ token: INVALID_RESET_LINK });

/**
 * Makes a reset link for the address when an active account has it; null otherwise. The caller
 * answers the same either way, so the answer tells nobody whether the account exists: both ways
 * count the request and clear expired links, and the mail goes out after the answer.
 */
export async function requestReset(db: Database, email: string, ip: string, settings: ResetSettings): Promise<ResetLink | null> {
  const wait = await countRequest(
    db,
    [
      { key: `reset-email:${email.trim().toLowerCase()}`, max: settings.maxPerEmail },
      { key: `reset-address:${ip}`, max: settings.maxPerAddress },
    ],
    settings.windowMinutes,
  );
  if (wait > 0) {
    throw new AppError(429, 'auth:forgot.tooMany', {
      params: { minutes: Math.ceil(wait / 60) },
      headers: { 'retry-after': String(Math.ceil(wait)) },
    });
  }
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date()));
  const [user] = await db.select({ id: users.id, email: users.email, name: users.name, active: users.active }).from(users).where(byEmail(email));
  // A blocked account gets no link: it could not sign in with the new password anyway.
  if (!user?.active) return null;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    id: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + settings.ttlMinutes * 60_000),
  });
  return { token, email: user.email, name: user.name };
}

const live = (token: string) =>
  and(eq(passwordResets.id, hashToken(token)), sql`${passwordResets.expiresAt} > now()`);

/** The user a link still works for: not used, not expired, and the account not blocked since. */
async function linkOwner(db: Database, token: string): Promise<{ id: number; email: string } | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(live(token), eq(users.active, true)));
  return row ?? null;
}

/** Throws the invalid-link message when the link no longer works. */
export async function checkResetLink(db: Database, token: string): Promise<void> {
  if (!(await linkOwner(db, token))) throw invalidLink();
}

/**
 * Sets the new password through the link and uses the link up; every session of the user ends.
 * Returns the user, whom the caller signs in.
 */
export async function resetPassword(db: Database, body: ResetPasswordBody): Promise<number> {
  // Only a working link is worth a password hash's time.
  const owner = await linkOwner(db, body.token);
  if (!owner) throw invalidLink();
  await checkUsersNewPassword(db, owner.id, body.password);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    // Deleting the row is what uses the link: of two requests racing with it, one gets the row.
    const [used] = await tx.delete(passwordResets).where(live(body.token)).returning({ userId: passwordResets.userId });
    if (!used) throw invalidLink();
    await replacePassword(tx, used.userId, passwordHash);
  });
  // The person proved they own the address: failed sign-ins no longer lock them out.
  await forgetAccountFailures(db, owner.email);
  return owner.id;
}
