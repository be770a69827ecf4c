import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { can } from '@shared/abilities';
import { TOKEN_ACCESS } from '@shared/api/contract';
import { API_PREFIX } from '@shared/api/paths';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { hashToken, loadSession, type SessionContext } from '../access/sessions';

export const SESSION_COOKIE = 'session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  return request.cookies[SESSION_COOKIE] ?? null;
}

/** Browsers keep the token in an httpOnly cookie; the desktop sends it as a Bearer header. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, ttlHours: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: ttlHours * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The signed-in caller, for handlers behind `access: 'USER'` (the hook has already refused anyone else). */
export function requireUser(request: FastifyRequest): SessionContext {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);

    // Declaring access is part of declaring an API route: a route without it does not start.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(API_PREFIX)) return;
      const access = route.config?.access;
      if (!access) throw new Error(`API route ${String(route.method)} ${route.url} declares no access`);
    });

    app.addHook('onRequest', async (request) => {
      const token = tokenOf(request);
      request.sessionToken = token;
      const tokenHash = token ? hashToken(token) : null;
      request.user = tokenHash ? await app.sessions.get(tokenHash, () => loadSession(app.db, tokenHash)) : null;
    });

    // A write may change what sessions are read from (a blocked account, a group's abilities, a
    // logout): this instance forgets its cached sessions before the answer leaves, without waiting
    // for the database's announcement (which tells the other instances).
    app.addHook('onSend', async (request) => {
      if (!SAFE_METHODS.has(request.method) && !request.routeOptions.config.sessionNeutral) app.sessions.clear();
    });

    app.addHook('preHandler', async (request) => {
      const { access, ability } = request.routeOptions.config;
      // A token route's own guard (registered with it) checks its token: a session means nothing there.
      if (!access || access === '*' || access === TOKEN_ACCESS) return;
      const user = request.user;
      if (!user) throw new UnauthorizedError();
      if (access !== 'USER' && !user.roles.includes(access)) throw new ForbiddenError();
      if (ability && !can(user.abilities, ability)) throw new ForbiddenError();
    });
  },
  { name: 'auth', dependencies: ['i18n'] },
);
