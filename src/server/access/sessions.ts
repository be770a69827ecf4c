import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Abilities } from '@shared/abilities';
import { SIGNED_IN_ROLE } from '@shared/constants';
import type { Database } from '../db/client';
import { perDatabase } from '../db/per-database';
import { airlines, roles, sessions, users } from '../db/schema';
import type { LoadedSession } from './session-context';

export type { LoadedSession, SessionContext } from './session-context';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Database,
  userId: number,
  ttlHours: number,
  meta: { ip?: string; userAgent?: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/**
 * The query every signed-in request runs, built once per database as a named prepared statement:
 * PostgreSQL plans it once per connection and Drizzle does not rebuild its SQL on each request.
 */
const loadSessionStatement = perDatabase((db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      clientRole: users.clientRole,
      roleCode: roles.code,
      airlineId: users.airlineId,
      airlineMarker: airlines.marker,
      contractorId: users.contractorId,
      abilities: sql<Abilities>`coalesce((select json_object_agg(a.ability, a.conditions) from access_group_abilities a where a.group_id = ${users.accessGroupId}), '{}'::json)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(airlines, eq(airlines.id, users.airlineId))
    // A blocked account's sessions stop working at once, whichever instance serves the request.
    .where(and(eq(sessions.id, sql.placeholder('id')), sql`${sessions.expiresAt} > now()`, sql`${users.active}`))
    .limit(1)
    .prepare('load_session'),
);

/** The caller behind a session (by its token's hash), with when it ends; null when it is not valid. */
export async function loadSession(db: Database, tokenHash: string): Promise<LoadedSession | null> {
  const [row] = await loadSessionStatement(db).execute({ id: tokenHash });
  if (!row) return null;
  const { roleCode, expiresAt, ...rest } = row;
  return { context: { ...rest, roles: [SIGNED_IN_ROLE, row.clientRole, roleCode] }, expiresAt };
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Ends a user's sessions (blocked, or their password changed), except the one the change came
 * from when they changed their own password.
 */
export async function deleteUserSessions(db: Database, userId: number, exceptSessionId?: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
