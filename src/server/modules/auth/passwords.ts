import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { deleteUserSessions } from '../../access/sessions';
import { verifyPassword } from '../../lib/password';
import { countAttempt, forgiveAttempt, throttleKeys, type ThrottleLimits } from './login-throttle';
import { checkNewPassword } from './password-rules';

// A user's password once they are known: checked as a sign-in is, and replaced with everything
// that hung on the old one.

/**
 * Checks a signed-in user's own password as a sign-in would: counted against the account and the
 * address, so a stolen session cannot guess it endlessly (429 over the limit).
 */
export async function confirmOwnPassword(
  db: Database,
  user: { userId: number; email: string },
  password: string,
  ip: string,
  limits: ThrottleLimits,
): Promise<boolean> {
  const keys = throttleKeys(user.email, ip);
  await countAttempt(db, keys, limits);
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.userId));
  if (!row || !(await verifyPassword(password, row.passwordHash))) return false;
  await forgiveAttempt(db, keys);
  return true;
}

/** Throws a 400 on `password` when the user's new password is easy to guess (password-rules.ts). */
export async function checkUsersNewPassword(db: Database, userId: number, password: string): Promise<void> {
  const [user] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} not found`);
  await checkNewPassword(password, user);
}

/**
 * Stores a new password hash. Every session of the user ends but `keepSessionId` (the one a user
 * changing their own password works in), and every reset link still out stops working.
 */
export async function replacePassword(db: Database, userId: number, passwordHash: string, keepSessionId?: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await deleteUserSessions(db, userId, keepSessionId);
}
