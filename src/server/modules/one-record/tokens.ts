import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { IssuedToken, IssueTokenBody, OneRecordSubscription, OneRecordToken } from '@shared/one-record';
import { hashToken, type SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { oneRecordSubscriptions, oneRecordTokens, users } from '../../db/schema';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors';

// ONE Record access tokens: issued by the airline's staff in its settings, shown once (only the
// SHA-256 is kept, as for sessions), revoked at will; a revoked token answers 401 and its
// subscriptions end with it.

/** The airline a staff member keeps the ONE Record tokens of; the settings' ability is checked by the route. */
function airlineOf(user: SessionContext): number {
  if (user.airlineId === null) throw new ForbiddenError();
  return user.airlineId;
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

export async function listTokens(db: Database, user: SessionContext): Promise<{ items: OneRecordToken[] }> {
  const live = db
    .select({ tokenId: oneRecordSubscriptions.tokenId, n: sql<number>`count(*)`.mapWith(Number).as('n') })
    .from(oneRecordSubscriptions)
    .where(isNull(oneRecordSubscriptions.endedAt))
    .groupBy(oneRecordSubscriptions.tokenId)
    .as('live');
  const rows = await db
    .select({ token: oneRecordTokens, createdBy: users.name, subscriptions: live.n })
    .from(oneRecordTokens)
    .leftJoin(users, eq(users.id, oneRecordTokens.createdBy))
    .leftJoin(live, eq(live.tokenId, oneRecordTokens.id))
    .where(eq(oneRecordTokens.airlineId, airlineOf(user)))
    .orderBy(desc(oneRecordTokens.createdAt), desc(oneRecordTokens.id));
  return {
    items: rows.map(({ token, createdBy, subscriptions }) => ({
      id: token.id,
      name: token.name,
      createdAt: token.createdAt.toISOString(),
      createdBy: createdBy ?? null,
      lastUsedAt: iso(token.lastUsedAt),
      revokedAt: iso(token.revokedAt),
      subscriptions: subscriptions ?? 0,
    })),
  };
}

export async function issueToken(db: Database, user: SessionContext, body: IssueTokenBody): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(oneRecordTokens)
    .values({ airlineId: airlineOf(user), name: body.name, tokenHash: hashToken(token), createdBy: user.userId })
    .returning({ id: oneRecordTokens.id, name: oneRecordTokens.name });
  return { ...row!, token };
}

export async function revokeToken(db: Database, user: SessionContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(oneRecordTokens)
      .set({ revokedAt: sql`coalesce(${oneRecordTokens.revokedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(oneRecordTokens.id, id), eq(oneRecordTokens.airlineId, airlineOf(user))))
      .returning({ id: oneRecordTokens.id });
    if (!row) throw new NotFoundError();
    await tx.update(oneRecordSubscriptions).set({ endedAt: now }).where(and(eq(oneRecordSubscriptions.tokenId, id), isNull(oneRecordSubscriptions.endedAt)));
  });
}

export async function listSubscriptions(db: Database, user: SessionContext): Promise<{ items: OneRecordSubscription[] }> {
  const rows = await db
    .select({ subscription: oneRecordSubscriptions, tokenName: oneRecordTokens.name })
    .from(oneRecordSubscriptions)
    .innerJoin(oneRecordTokens, eq(oneRecordTokens.id, oneRecordSubscriptions.tokenId))
    .where(eq(oneRecordSubscriptions.airlineId, airlineOf(user)))
    .orderBy(desc(oneRecordSubscriptions.createdAt), desc(oneRecordSubscriptions.id));
  return {
    items: rows.map(({ subscription, tokenName }) => ({
      id: subscription.id,
      tokenName,
      topicType: subscription.topicType,
      topic: subscription.topic,
      callbackUrl: subscription.callbackUrl,
      createdAt: subscription.createdAt.toISOString(),
      endedAt: iso(subscription.endedAt),
    })),
  };
}

export interface TokenCaller {
  tokenId: number;
  airlineId: number;
}

const callers = new WeakMap<FastifyRequest, TokenCaller>();

/** How stale a token's "last used" may get before a call writes it again. */
const LAST_USED_STEP_MS = 60_000;

/** The ONE Record routes' guard: a live token in `Authorization: Bearer`, or 401. */
export async function authenticateToken(db: Database, request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!token) throw new UnauthorizedError();
  const [row] = await db
    .select({ tokenId: oneRecordTokens.id, airlineId: oneRecordTokens.airlineId, lastUsedAt: oneRecordTokens.lastUsedAt })
    .from(oneRecordTokens)
    .where(and(eq(oneRecordTokens.tokenHash, hashToken(token)), isNull(oneRecordTokens.revokedAt)));
  if (!row) throw new UnauthorizedError();
  // "Last used" to the minute is what staff need to tell a live token from a forgotten one; a
  // partner reading many objects does not write the token's row on every call.
  const now = new Date();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_STEP_MS) {
    await db.update(oneRecordTokens).set({ lastUsedAt: now }).where(eq(oneRecordTokens.id, row.tokenId));
  }
  callers.set(request, { tokenId: row.tokenId, airlineId: row.airlineId });
}

/** The token holder the guard let in. */
export function tokenCaller(request: FastifyRequest): TokenCaller {
  const caller = callers.get(request);
  if (!caller) throw new UnauthorizedError();
  return caller;
}
