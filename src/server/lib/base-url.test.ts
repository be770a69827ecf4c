import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEMO_PASSWORD } from '../db/seed/demo-facts';
import { createTestServer, DEMO_USERS, type TestServer } from '../test/harness';

// Links the server writes (the hub in a discovery answer, the page's base URL) follow
// X-Forwarded-Host and -Proto only behind a proxy TRUST_PROXY vouches for (issue 11).

let server: TestServer;
let trusting: FastifyInstance;
let webRoot: string;
const forwarded = { host: 'cabinet.internal:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'cabinet-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<html><head><!--cabinet-config--></head><body></body></html>');
  server = await createTestServer({ webRoot, trustProxy: false });
  // The same cabinet behind a proxy it trusts, on the same database.
  trusting = await buildApp({ config: { ...server.config, trustProxy: true }, db: server.db, sessions: server.sessions, hub: server.hub, logger: false });
  await trusting.ready();
});
afterAll(async () => {
  await trusting.close();
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const hubLink = async (app: FastifyInstance) => {
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_USERS.agent, password: DEMO_PASSWORD } });
  const authorization = `Bearer ${login.json<{ token: string }>().token}`;
  const response = await app.inject({ method: 'GET', url: '/api/notification/discovery', headers: { ...forwarded, authorization } });
  expect(response.statusCode).toBe(200);
  return String(response.headers.link);
};
const baseUrlMeta = async (app: FastifyInstance) => {
  const response = await app.inject({ method: 'GET', url: '/login', headers: forwarded });
  return /name="cabinet-base-url" content="([^"]*)"/.exec(response.body)?.[1];
};

describe('forwarded headers', () => {
  it('are ignored without TRUST_PROXY', async () => {
    expect(await hubLink(server.app)).toMatch(/^<http:\/\/cabinet\.internal:3000\/api\/live\?/);
    expect(await baseUrlMeta(server.app)).toBe('http://cabinet.internal:3000');
  });

  it('name the public host and scheme behind a trusted proxy', async () => {
    expect(await hubLink(trusting)).toMatch(/^<https:\/\/evil\.example\/api\/live\?/);
    expect(await baseUrlMeta(trusting)).toBe('https://evil.example');
  });
});
