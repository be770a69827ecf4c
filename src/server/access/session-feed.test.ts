import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openChangeFeed, type ChangeFeed } from '../db/change-feed';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { createTestServer, DEMO_USERS, type TestServer } from '../test/harness';

// Cached sessions end as soon as the database says what they are read from changed, whoever changed
// it: the API of this instance, another instance, or a statement run outside the cabinet.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server.close());

const me = (request: TestServer['request'], headers: Record<string, string>) => request({ method: 'GET', url: '/api/user', headers });

/** Asks until the answer is the one expected, for a few seconds: the announcement travels. */
async function eventually(ask: () => Promise<number>, status: number): Promise<number> {
  let last = await ask();
  for (let i = 0; i < 60 && last !== status; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await ask();
  }
  return last;
}

/** A signed-in user's session, read once so the server holds it in its cache. */
async function cachedSession(email: string): Promise<Record<string, string>> {
  const headers = await server.as(email);
  expect(await eventually(async () => ((await me(server.request, headers)).statusCode === 200 && server.sessions.size > 0 ? 200 : 0), 200)).toBe(200);
  return headers;
}

describe('cached sessions', () => {
  it('are answered from memory between changes', async () => {
    const headers = await cachedSession(DEMO_USERS.shipper);
    const before = server.sessions.size;
    expect((await me(server.request, headers)).statusCode).toBe(200);
    expect(server.sessions.size).toBe(before);
  });

  it('end when an account is blocked outside the API', async () => {
    const headers = await cachedSession(DEMO_USERS.preshipper);
    await server.db.update(users).set({ active: false }).where(eq(users.email, DEMO_USERS.preshipper));
    expect(await eventually(async () => (await me(server.request, headers)).statusCode, 401)).toBe(401);
    await server.db.update(users).set({ active: true }).where(eq(users.email, DEMO_USERS.preshipper));
    expect(await eventually(async () => (await me(server.request, headers)).statusCode, 200)).toBe(200);
  });

  it('end at once on the instance that served the logout', async () => {
    const headers = await cachedSession(DEMO_USERS.agent);
    expect((await server.request({ method: 'POST', url: '/api/logout', headers })).statusCode).toBeLessThan(300);
    expect((await me(server.request, headers)).statusCode).toBe(401);
  });
});

// Two instances share one database only on PostgreSQL (PGlite belongs to one process).
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('a second instance on the same database', () => {
  let other: Awaited<ReturnType<typeof buildApp>>;
  let handle: DatabaseHandle;
  let feed: ChangeFeed;

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'postgres', url: server.databaseUrl!, poolSize: 2 });
    feed = await openChangeFeed(handle);
    other = await buildApp({ config: server.config, db: handle.db, sessions: feed.sessions, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await feed.close();
    await handle.close();
  });

  it('stops taking a session the first one ended', async () => {
    const headers = await server.as(DEMO_USERS.shipper);
    const request = (options: Parameters<TestServer['request']>[0]) => other.inject(options);
    expect(await eventually(async () => ((await me(request, headers)).statusCode === 200 && other.sessions.size > 0 ? 200 : 0), 200)).toBe(200);
    expect((await server.request({ method: 'POST', url: '/api/logout', headers })).statusCode).toBeLessThan(300);
    expect(await eventually(async () => (await me(request, headers)).statusCode, 401)).toBe(401);
  });
});
