import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_ORIGIN } from '@shared/desktop/ipc-contract';
import { loadConfig } from '../config';
import { sessions, users } from '../db/schema';
import { DEMO_PASSWORD, DEMO_TRACKED_AWB } from '../db/seed/demo-facts';
import { createTestServer, DEMO_USERS, sessionCookieOf, type TestServer } from '../test/harness';

// A browser names the page a request comes from in Origin. A change (any method but GET, HEAD,
// OPTIONS) from a page not ours answers 403 before anything runs; a request without Origin (the
// desktop's Node side, curl) passes on to the usual sign-in checks.

const HOST = 'cabinet.example';
const PARTNER = 'https://partner.example';

let server: TestServer;
beforeAll(async () => {
  // CORS_ORIGINS adds origins to the desktop's own.
  server = await createTestServer({ allowedOrigins: loadConfig({ CORS_ORIGINS: PARTNER }).allowedOrigins });
});
afterAll(async () => server.close());

const post = (url: string, origin: string | undefined, payload?: object, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> => {
  const options: InjectOptions = { method: 'POST', url, headers: { host: HOST, ...(origin === undefined ? {} : { origin }), ...headers } };
  if (payload) options.payload = payload;
  return server.request(options);
};

describe('a change from another site', () => {
  it.each(['https://evil.example', 'http://cabinet.example.evil.example', 'https://cabinet.example', 'http://cabinet.example:8080', 'null', 'app://evil'])(
    'from %s is refused with 403 on every changing endpoint',
    async (origin) => {
      const changing = server.apiRoutes.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
      expect(changing.length).toBeGreaterThan(0);
      for (const route of changing) {
        const response = await server.request({ method: route.method as 'POST', url: route.url, headers: { host: HOST, origin, 'accept-language': 'en' }, payload: {} });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json()).toEqual({ code: 403, message: 'The request came from another site' });
      }
    },
  );

  it('says so in Russian by default', async () => {
    expect((await post('/api/logout', 'https://evil.example')).json()).toEqual({ code: 403, message: 'Запрос пришёл с другого сайта' });
  });

  it('does not sign in, and sets no cookie', async () => {
    const response = await post('/api/login', 'https://evil.example', { username: DEMO_USERS.agent, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(sessionCookieOf(response)).toBeNull();
  });

  it('does not register anybody', async () => {
    const email = 'csrf-victim@example.test';
    const payload = { name: 'Victim', email, password: 'password-1', confirmPassword: 'password-1', timeZone: 'Europe/Moscow' };
    expect((await post('/api/secure/registration', 'https://evil.example', payload)).statusCode).toBe(403);
    expect(await server.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('does not sign the victim out, even with the victim’s cookie', async () => {
    const login = await post('/api/login', undefined, { username: DEMO_USERS.shipper, password: DEMO_PASSWORD });
    const cookie = sessionCookieOf(login) ?? '';
    const [before] = await server.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    expect((await post('/api/logout', 'https://evil.example', undefined, { cookie })).statusCode).toBe(403);
    const [after] = await server.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    expect(after?.n).toBe(before?.n);
    expect((await server.request({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('a change from our own pages', () => {
  it.each([
    ['the server’s own origin', `http://${HOST}`],
    ['the desktop app', DESKTOP_ORIGIN],
    ['an origin added by CORS_ORIGINS', PARTNER],
    ['no Origin at all', undefined],
  ])('is allowed from %s', async (_, origin) => {
    expect((await post('/api/logout', origin)).statusCode).toBe(200);
    const login = await post('/api/login', origin, { username: DEMO_USERS.agent, password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(sessionCookieOf(login)).not.toBeNull();
  });
});

describe('a read from another site', () => {
  // Reads change nothing; CORS keeps their answers from the other site's script.
  it('is answered', async () => {
    const response = await server.request({ method: 'GET', url: `/api/shipments/tracking/${DEMO_TRACKED_AWB}`, headers: { host: HOST, origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets CORS allow the desktop app and the configured origins only', async () => {
    const preflight = (origin: string) =>
      server.request({
        method: 'OPTIONS',
        url: '/api/login',
        headers: { host: HOST, origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    expect((await preflight(DESKTOP_ORIGIN)).headers['access-control-allow-origin']).toBe(DESKTOP_ORIGIN);
    expect((await preflight(PARTNER)).headers['access-control-allow-origin']).toBe(PARTNER);
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });
});
