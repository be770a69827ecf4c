import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, apiPaths } from '@shared/api/paths';
import { LoginBodySchema, RegistrationBodySchema, type TokenResponse } from '@shared/auth/schemas';
import { parseInput } from '../../lib/validate';
import { clearSessionCookie, setSessionCookie } from '../../plugins/auth';
import { authenticate, register } from './service';
import { createSession, deleteSession } from '../../access/sessions';

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const { sessionTtlHours, loginThrottle } = app.config;

  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<TokenResponse> {
    // Whoever was signed in on this browser is not any more: one session per sign-in.
    if (request.user) await deleteSession(app.db, request.user.sessionId);
    const token = await createSession(app.db, userId, sessionTtlHours, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    setSessionCookie(request, reply, token, sessionTtlHours);
    return { token };
  }

  app.post(`${API_PREFIX}${apiPaths.login}`, { config: { access: '*' } }, async (request, reply) => {
    const body = parseInput(LoginBodySchema, request.body);
    const userId = await authenticate(app.db, body, request.ip, loginThrottle);
    return signIn(request, reply, userId);
  });

  app.post(`${API_PREFIX}${apiPaths.registration}`, { config: { access: '*' } }, async (request, reply) => {
    const body = parseInput(RegistrationBodySchema, request.body);
    const userId = await register(app.db, body);
    return signIn(request, reply.status(201), userId);
  });

  app.post(`${API_PREFIX}${apiPaths.logout}`, { config: { access: '*' } }, async (request, reply) => {
    if (request.user) await deleteSession(app.db, request.user.sessionId);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });
}
