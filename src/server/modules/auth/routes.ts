import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authApi } from '@shared/auth/api';
import type { TokenResponse } from '@shared/auth/schemas';
import { DESKTOP_ORIGIN } from '@shared/desktop/ipc-contract';
import { createSession, deleteSession } from '../../access/sessions';
import { serve } from '../../api/serve';
import { createMailer } from '../../lib/mailer';
import { clearSessionCookie, setSessionCookie } from '../../plugins/auth';
import { checkResetLink, requestReset, resetPassword } from './password-reset';
import { linkOrigin, resetMail } from './reset-mail';
import { authenticate, register } from './service';

/**
 * Whether the answer may carry the session token: a web page (a request with an Origin other than
 * the desktop's) gets the httpOnly cookie only, so a script on it cannot read the session. The
 * desktop (app://cabinet, keeping it in the keychain) and callers without an Origin (scripts, the
 * tests, a desktop's main process) need it.
 */
const tokenInBody = (request: FastifyRequest): boolean => {
  const origin = request.headers.origin;
  return origin === undefined || origin === DESKTOP_ORIGIN;
};

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const { sessionTtlHours, loginThrottle, signupThrottle, passwordReset } = app.config;
  const mailer = createMailer(app.config.mail, app.log);
  // Mail still going out when the server stops is sent first.
  app.addHook('onClose', async () => mailer.close());

  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<TokenResponse> {
    // Whoever was signed in on this browser is not any more: one session per sign-in.
    if (request.user) await deleteSession(app.db, request.user.sessionId);
    const token = await createSession(app.db, userId, sessionTtlHours, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    setSessionCookie(request, reply, token, sessionTtlHours);
    return tokenInBody(request) ? { token } : {};
  }

  serve(app, authApi.login, async ({ body, request, reply }) => {
    const userId = await authenticate(app.db, body, request.ip, loginThrottle);
    return signIn(request, reply, userId);
  });

  serve(app, authApi.registration, async ({ body, request, reply }) => {
    const userId = await register(app.db, body, request.ip, signupThrottle);
    return signIn(request, reply, userId);
  });

  serve(app, authApi.logout, async ({ request, reply }) => {
    if (request.user) await deleteSession(app.db, request.user.sessionId);
    clearSessionCookie(reply);
  });

  serve(app, authApi.forgotPassword, async ({ body, request }) => {
    const link = await requestReset(app.db, body.email, request.ip, { ...passwordReset, windowMinutes: loginThrottle.windowMinutes });
    if (link) mailer.dispatch(resetMail(link, linkOrigin(request, app.config), passwordReset.ttlMinutes, request.t));
  });

  serve(app, authApi.checkResetToken, async ({ body }) => checkResetLink(app.db, body.token));

  serve(app, authApi.resetPassword, async ({ body, request, reply }) => {
    const userId = await resetPassword(app.db, body);
    return signIn(request, reply, userId);
  });
}
