import type { ChangePasswordBody } from '@shared/profile/schemas';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import type { SessionContext } from '../../access/sessions';
import { ValidationError } from '../../errors';
import { hashPassword } from '../../lib/password';
import { checkUsersNewPassword, confirmOwnPassword, replacePassword } from '../auth';

/** A wrong current password, on its field. */
export const WRONG_CURRENT_PASSWORD = 'profile:password.wrongCurrent';

/**
 * The signed-in user's own password: the current one proves it is them (counted like a sign-in);
 * the new one must not be easy to guess, and ends their other sessions but the one they changed it from.
 */
export async function changePassword(db: Database, session: SessionContext, body: ChangePasswordBody, ip: string, limits: ServerConfig['loginThrottle']): Promise<void> {
  if (!(await confirmOwnPassword(db, session, body.currentPassword, ip, limits))) {
    throw new ValidationError({ currentPassword: WRONG_CURRENT_PASSWORD });
  }
  await checkUsersNewPassword(db, session.userId, body.password);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => replacePassword(tx, session.userId, passwordHash, session.sessionId));
}
