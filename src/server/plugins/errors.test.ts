import type { InjectOptions } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from '@shared/api/errors';
import { DEMO_PASSWORD } from '../db/seed/demo-facts';
import { createTestServer, DEMO_USERS, type TestServer } from '../test/harness';

// Every failure answers `{code, message, fields?}` in the caller's language, and bad input never
// answers 500. The body and URL cases run against every endpoint the app registers.

let server: TestServer;
let agent: Record<string, string>;
beforeAll(async () => {
  server = await createTestServer();
  agent = await server.as(DEMO_USERS.agent);
});
afterAll(async () => server.close());

const postRoutes = () => server.apiRoutes.filter((r) => r.method === 'POST');
const EN = { 'accept-language': 'en' };

/** A failure must be our error body, with the HTTP status as its code. */
function expectErrorBody(response: { statusCode: number; body: string }, context: string): void {
  expect(response.statusCode, `${context}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const body: unknown = JSON.parse(response.body);
  expect(v.is(ApiErrorBodySchema, body), `${context}: ${response.body.slice(0, 200)}`).toBe(true);
  expect((body as { code: number }).code, context).toBe(response.statusCode);
}

describe('bodies that are not JSON objects', () => {
  const MALFORMED = { code: 400, message: 'The request body is not valid JSON' };
  const NOT_JSON = { code: 415, message: 'Send the request body as JSON' };
  it.each<[string, Record<string, string>, string, object]>([
    ['malformed JSON', { 'content-type': 'application/json' }, '{"username": "agent@demo.test", ', MALFORMED],
    ['an empty JSON body', { 'content-type': 'application/json' }, '', MALFORMED],
    ['a __proto__ key', { 'content-type': 'application/json' }, '{"__proto__": {"isAdmin": true}}', MALFORMED],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }, 'username=agent%40demo.test&password=x', NOT_JSON],
    // The one body a cross-site form may send without a preflight; the server has no parser for it.
    ['plain text', { 'content-type': 'text/plain' }, '{"username": "agent@demo.test"}', NOT_JSON],
    ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\n\r\n--x--', NOT_JSON],
    ['XML', { 'content-type': 'application/xml' }, '<login/>', NOT_JSON],
  ])('%s answers the same on every POST endpoint', async (kind, headers, payload, expected) => {
    for (const route of postRoutes()) {
      const response = await server.request({ method: 'POST', url: route.url, headers: { ...headers, ...EN }, payload });
      // File uploads take multipart: there a visitor hears that signing in is needed first.
      // The codec's parse takes a telegram as text: there too a visitor hears that signing in is needed.
      const answer = (kind === 'multipart' && route.multipart) || (kind === 'plain text' && route.text) ? { code: 401, message: 'Sign in to continue' } : expected;
      expect(response.json(), route.url).toEqual(answer);
      expect(response.statusCode, route.url).toBe((answer as { code: number }).code);
    }
  });

  it('answers a body over 1 MB with 413 on every POST endpoint', async () => {
    const payload = JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 1), password: 'x' });
    for (const route of postRoutes()) {
      const response = await server.request({ method: 'POST', url: route.url, headers: { 'content-type': 'application/json', ...EN }, payload });
      expect(response.statusCode, route.url).toBe(413);
      expect(response.json(), route.url).toEqual({ code: 413, message: 'The request is malformed' });
    }
  });

  it('speaks Russian by default', async () => {
    const response = await server.request({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(response.json()).toEqual({ code: 400, message: 'Тело запроса не является корректным JSON' });
  });
});

describe('text the database cannot store', () => {
  // PostgreSQL text cannot hold NUL; a login or a name carrying one is bad input, not a server fault.
  it.each<[string, string, object]>([
    ['a login', '/api/login', { username: 'agent\u0000@demo.test', password: DEMO_PASSWORD }],
    ['a name at signup', '/api/secure/registration', { name: 'Anna\u0000', email: 'nul@example.test', password: 'password-1', confirmPassword: 'password-1', timeZone: 'Europe/Moscow' }],
  ])('with a NUL in %s answers 400', async (_, url, payload) => {
    const response = await server.request({ method: 'POST', url, payload, headers: EN });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: 'The request is malformed' });
  });
});

describe('URLs the router cannot read', () => {
  it('answers a malformed escape with our 400 body, in the caller’s language', async () => {
    const en = await server.request({ method: 'GET', url: '/api/shipments/tracking/%E0%A4%A', headers: EN });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ code: 400, message: 'The request is malformed' });
    const ru = await server.request({ method: 'GET', url: '/api/shipments/tracking/%E0%A4%A' });
    expect(ru.json()).toEqual({ code: 400, message: 'Запрос составлен неверно' });
  });

  it('answers an overlong parameter with our body, without echoing it', async () => {
    const response = await server.request({ method: 'GET', url: `/api/shipments/tracking/${'9'.repeat(300)}`, headers: EN });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ code: 414, message: 'The request is malformed' });
  });

  it('answers an unknown API path with 404 JSON', async () => {
    for (const request of [
      { method: 'GET', url: '/api/nope' },
      { method: 'GET', url: '/api' },
      { method: 'DELETE', url: '/api/user' },
      { method: 'PUT', url: '/api/shipments/id-1' },
    ] as const) {
      const response = await server.request({ ...request, headers: { ...agent, ...EN } });
      expect(response.statusCode, request.url).toBe(404);
      expect(response.json(), request.url).toEqual({ code: 404, message: 'Not found' });
    }
  });
});

/** An array holding an array … `depth` levels down. */
const nested = (depth: number): unknown => Array.from({ length: depth }).reduce<unknown>((inner) => [inner], 1);

describe('never 500', () => {
  // Hostile values for every path parameter and query, as an anonymous and a signed-in caller.
  const PARAMS = ['abc', '0', '-1', '1e3', '99999999999', '%00', '%E0%A4%A', '%F0%9F%93%A6', '..%2F..%2Fetc%2Fpasswd', "1'%20or%20'1'='1", '%20', '9'.repeat(250)];
  const QUERIES = ['', '?page=0', '?size=abc', '?page[__proto__][x]=1', '?a[b][c][d][e][f]=1', '?page=1&page=2', `?${'x=1&'.repeat(2000)}`, '?size=%00'];
  // Thousands of requests, growing with every endpoint: a busy CI machine takes over the default 30 s.
  const SWEEP_TIMEOUT_MS = 180_000;
  const BODIES: unknown[] = [null, [], 'text', 42, true, {}, { username: { $gt: '' }, password: { $ne: null } }, { email: ['a@b.c'] }, { a: { b: { c: { d: {} } } } }, nested(500)];

  it('for any path parameter and query on any GET endpoint', async () => {
    for (const route of server.apiRoutes.filter((r) => r.method === 'GET')) {
      const urls = route.url.includes(':') ? PARAMS.map((p) => route.url.replace(/:\w+/, p)) : [route.url];
      for (const url of urls) {
        for (const query of QUERIES) {
          for (const headers of [{}, agent]) {
            const request: InjectOptions = { method: 'GET', url: `${url}${query}`, headers };
            expectErrorBody(await server.request(request), `GET ${url}${query}`);
          }
        }
      }
    }
  }, SWEEP_TIMEOUT_MS);

  it('for any JSON body on any POST endpoint', async () => {
    for (const route of postRoutes()) {
      for (const body of BODIES) {
        for (const headers of [{}, agent]) {
          const response = await server.request({ method: 'POST', url: route.url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
          expectErrorBody(response, `POST ${route.url} ${JSON.stringify(body)}`);
        }
      }
    }
  }, SWEEP_TIMEOUT_MS);
});
