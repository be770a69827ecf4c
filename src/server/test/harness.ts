import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { openChangeFeed } from '../db/change-feed';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { DEMO_PASSWORD, type DemoEmail } from '../db/seed/demo-facts';
import type { LiveHub } from '../live/hub';
import type { SessionCache } from '../access/session-cache';
import { SESSION_COOKIE } from '../plugins/auth';
import { isApiPath } from '../plugins/errors';

// A real server over a real, seeded database for one test file: PGlite restored from the run's
// dump, or a fresh PostgreSQL database cloned from the run's template (tests/setup).

/** An API route as the app registered it, with the access it declared. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: string | undefined;
  ability: string | undefined;
  /** The route takes a multipart body. */
  multipart: boolean;
  /** The route takes a plain-text body (a telegram). */
  text: boolean;
}

export interface TestServer {
  app: FastifyInstance;
  /** Every `/api` route the app registered, in registration order (HEAD twins of GET routes included). */
  apiRoutes: readonly RegisteredRoute[];
  db: DatabaseHandle['db'];
  config: ServerConfig;
  /** Signs a demo user in and returns headers that act as them (Bearer token, as the desktop does). */
  as(email: DemoEmail | string, password?: string): Promise<Record<string, string>>;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** The server's cached sessions. */
  sessions: SessionCache;
  /**
   * After a test writes what sessions are read from straight to the database (not through the
   * API, whose writes clear this instance's cache before answering): forgets the cached sessions
   * now, as the database's announcement will, since on PostgreSQL it arrives a moment later.
   */
  wroteBehindApi(): void;
  /** The server's live hub. */
  hub: LiveHub;
  /** The database handle (for a second instance on the same database). */
  handle: DatabaseHandle;
  /** The PostgreSQL database's URL; null on PGlite. */
  databaseUrl: string | null;
  close(): Promise<void>;
}

/** The demo logins of the seed by the role they stand for (demo-facts.ts describes each). */
export const DEMO_USERS = {
  airline: 'airline@demo.test',
  agent: 'agent@demo.test',
  shipper: 'shipper@demo.test',
  preshipper: 'preshipper@demo.test',
  newclient: 'newclient@demo.test',
} as const satisfies Record<string, DemoEmail>;
export type DemoUser = keyof typeof DEMO_USERS;

export const dbKind = (): 'pglite' | 'postgres' => (process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite');

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (dbKind() === 'pglite') {
    const bytes = readFileSync(inject('pgliteDumpFile'));
    const handle = await openDatabase({ kind: 'pglite-dump', dump: new Blob([bytes]) });
    return { handle, drop: async () => undefined };
  }
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DATABASE_URL is not set');
  const name = `cabinet_t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name} template ${inject('postgresTemplate')}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    handle,
    drop: async () => {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const { handle, drop } = await openTestDatabase();
  const defaults = loadConfig({});
  const config: ServerConfig = {
    ...defaults,
    webRoot: null,
    logLevel: 'silent',
    // Test files sign many users up from one address; the throttle's own tests set their limit.
    signupThrottle: { ...defaults.signupThrottle, maxPerAddress: 1000 },
    // Nothing leaves by itself: a test sends the queue when it means to (app.deliveries.run()).
    // Test receivers listen on 127.0.0.1.
    delivery: { everyMs: 0, allowPrivateReceivers: true },
    ...overrides,
  };
  // Sessions cached as in production, through the database's change feed.
  const feed = await openChangeFeed(handle);
  const { sessions, hub } = feed;
  const apiRoutes: RegisteredRoute[] = [];
  const app = await buildApp({
    config,
    db: handle.db,
    sessions,
    hub,
    logger: false,
    onRoute: (route) => {
      if (!isApiPath(route.url)) return;
      for (const method of [route.method].flat()) {
        apiRoutes.push({ method, url: route.url, access: route.config?.access, ability: route.config?.ability, multipart: route.config?.multipart === true, text: route.config?.text === true });
      }
    },
  });
  await app.ready();
  const request = (options: InjectOptions) => app.inject(options);
  return {
    app,
    apiRoutes,
    db: handle.db,
    config,
    request,
    async as(email, password = DEMO_PASSWORD) {
      const response = await request({ method: 'POST', url: '/api/login', payload: { username: email, password } });
      if (response.statusCode !== 200) throw new Error(`login as ${email} answered ${response.statusCode}: ${response.body}`);
      return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
    },
    sessions,
    wroteBehindApi: () => sessions.clear(),
    hub,
    handle,
    databaseUrl: handle.url,
    async close() {
      await app.close();
      await feed.close();
      await handle.close();
      await drop();
    },
  };
}

/** The `session` cookie a response sets, as a `cookie` request header value; null when it sets none. */
export function sessionCookieOf(response: LightMyRequestResponse): string | null {
  const found = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return found ? `${SESSION_COOKIE}=${found.value}` : null;
}
