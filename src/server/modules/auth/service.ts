import { eq, sql } from 'drizzle-orm';
import type { LoginBody, RegistrationBody } from '@shared/auth/schemas';
import { NEWCOMER_GROUP } from '@shared/accounts/demo-groups';
import { M } from '@shared/validation';
import type { Database } from '../../db/client';
import { accessGroups, roles, users } from '../../db/schema';
import { TooManyRequestsError, UnauthorizedError, ValidationError } from '../../errors';
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from '../../lib/password';
import { countAttempt, countRequest, forgiveAttempt, throttleKeys, type ThrottleLimits } from './login-throttle';
import { checkNewPassword } from './password-rules';

/** Shown to a blocked account's owner at sign-in (the accounts handbook blocks and unblocks). */
export const ACCOUNT_BLOCKED = 'resources/accounts:errors.blocked';

/** The account a login or an address names, whatever its case and spaces. */
export const byEmail = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

/** Checks the credentials; returns the user id or throws 401 (or 429 when throttled). */
export async function authenticate(db: Database, body: LoginBody, ip: string, limits: ThrottleLimits): Promise<number> {
  const keys = throttleKeys(body.username, ip);
  await countAttempt(db, keys, limits);
  const [user] = await db.select({ id: users.id, passwordHash: users.passwordHash, active: users.active }).from(users).where(byEmail(body.username));
  const valid = await verifyPassword(body.password, user?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
  if (!user || !valid) throw new UnauthorizedError('errors:invalidCredentials');
  // Said only to whoever knows the password, so it tells a stranger nothing about the account.
  if (!user.active) throw new UnauthorizedError(ACCOUNT_BLOCKED);
  await forgiveAttempt(db, keys);
  return user.id;
}

export interface SignupLimits {
  windowMinutes: number;
  maxPerAddress: number;
}

/**
 * Signup (section 2): a new ANON_COMPANY_USER in the newcomer group; returns the user id. Every
 * well-formed sign-up with an acceptable password counts against the address, taken e-mails
 * included (they would otherwise probe for accounts freely); over the limit it is a 429.
 */
export async function register(db: Database, body: RegistrationBody, ip: string, limits: SignupLimits): Promise<number> {
  await checkNewPassword(body.password, body);
  const wait = await countRequest(db, [{ key: `signup-address:${ip}`, max: limits.maxPerAddress }], limits.windowMinutes);
  if (wait > 0) throw new TooManyRequestsError(wait, 'auth:signup.tooMany');
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(byEmail(body.email));
    if (taken) throw new ValidationError({ email: M.emailTaken });
    const [group] = await tx.select({ id: accessGroups.id }).from(accessGroups).where(eq(accessGroups.code, NEWCOMER_GROUP.code ?? ''));
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, 'AGENT'));
    if (!group || !role) throw new Error('The newcomer access group or the AGENT role is missing from the database');
    const [created] = await tx
      .insert(users)
      .values({
        email: body.email,
        name: body.name,
        passwordHash,
        roleId: role.id,
        clientRole: 'ANON_COMPANY_USER',
        accessGroupId: group.id,
        timeZone: body.timeZone,
      })
      // Two signups racing for one email: the unique index decides, and the loser hears why.
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) throw new ValidationError({ email: M.emailTaken });
    return created.id;
  });
}
