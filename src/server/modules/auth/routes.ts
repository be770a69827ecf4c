import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authApi } from '@shared/auth/api';
import type { TokenResponse } from '@shared/auth/schemas';
import { createSession, deleteSession } from '../../access/sessions';
import { serve } from '../../api/serve';
import { clearSessionCookie, setSessionCookie } from '../../plugins/auth';
import { authenticate, register } from './service';

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

  serve(app, authApi.login, async ({ body, request, reply }) => {
    const userId = await authenticate(app.db, body, request.ip, loginThrottle);
    return signIn(request, reply, userId);
  });

  serve(app, authApi.registration, async ({ body, request, reply }) => {
    const userId = await register(app.db, body);
    return signIn(request, reply, userId);
  });

  serve(app, authApi.logout, async ({ request, reply }) => {
    if (request.user) await deleteSession(app.db, request.user.sessionId);
    clearSessionCookie(reply);
  });
}
