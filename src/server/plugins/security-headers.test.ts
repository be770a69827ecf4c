import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO_USERS, type TestServer } from '../test/harness';
import { openStream } from '../test/sse';
import { HSTS } from './security-headers';

// Every answer says nosniff; API answers are kept by no cache unless the route has its own policy;
// HSTS only over HTTPS, which a proxy's X-Forwarded-Proto tells only when the proxy is trusted.

let server: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  [server, proxied] = await Promise.all([createTestServer(), createTestServer({ trustProxy: true })]);
});
afterAll(async () => {
  await Promise.all([server.close(), proxied.close()]);
});

const HTTPS = { 'x-forwarded-proto': 'https' };

describe('every API answer', () => {
  it.each([
    ['a signed-in read', async () => server.request({ method: 'GET', url: '/api/user', headers: await server.as(DEMO_USERS.agent) })],
    ['a refusal', async () => server.request({ method: 'GET', url: '/api/user' })],
    ['a sign-in', async () => server.request({ method: 'POST', url: '/api/login', payload: { username: DEMO_USERS.agent, password: 'demo12345' } })],
    ['bad input', async () => server.request({ method: 'POST', url: '/api/login', payload: {} })],
    ['an unknown API path', async () => server.request({ method: 'GET', url: '/api/no-such-thing?x=1' })],
  ])('says nosniff and no-store on %s', async (_, call) => {
    const response = await call();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('leaves a route its own cache policy: the API description is revalidated, not forbidden', async () => {
    const response = await server.request({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('says nosniff outside the API too, without forbidding caches there', async () => {
    const response = await server.request({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('keeps the live stream’s own headers', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const agent = await server.as(DEMO_USERS.agent);
    const { topics } = (await server.request({ method: 'GET', url: '/api/chat/discovery', headers: agent })).json<{ topics: string[] }>();
    const stream = await openStream(`${base}/api/live?topic=${encodeURIComponent(topics[0]!)}`, agent);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      stream.close();
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    for (const url of ['/api/user', '/api/openapi.json', '/assets/missing.js']) {
      const response = await proxied.request({ method: 'GET', url, headers: HTTPS });
      expect(response.headers['strict-transport-security'], url).toBe(HSTS);
    }
  });

  it('is not sent over plain HTTP', async () => {
    expect((await proxied.request({ method: 'GET', url: '/api/user' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent when the proxy is not trusted, whatever its header says', async () => {
    expect((await server.request({ method: 'GET', url: '/api/user', headers: HTTPS })).headers['strict-transport-security']).toBeUndefined();
  });
});
