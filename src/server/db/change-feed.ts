import pg from 'pg';
import { SessionCache } from '../modules/auth/session-cache';
import { CHANGES_CHANNEL } from './change-triggers';
import type { DatabaseHandle } from './client';

// Clears the cached sessions whenever the tables they are read from change (change-triggers.ts),
// on this instance and on every other one sharing the database. On PostgreSQL it listens on a
// connection of its own; while that connection is down the cache is off (each request reads its
// session from the database) and it reconnects with a growing pause. PGlite lives in this process
// only and tells its listeners directly.

export interface ChangeFeed {
  /** The cached sessions the feed keeps true: off until the feed listens, and while it cannot. */
  sessions: SessionCache;
  close(): Promise<void>;
}

export async function openChangeFeed(handle: DatabaseHandle): Promise<ChangeFeed> {
  const sessions = new SessionCache({ enabled: false });
  if (handle.pglite) {
    const unlisten = await handle.pglite.listen(CHANGES_CHANNEL, () => sessions.clear());
    sessions.setEnabled(true);
    return {
      sessions,
      async close() {
        sessions.setEnabled(false);
        await unlisten();
      },
    };
  }
  return listenOnPostgres(handle.url!, sessions);
}

function listenOnPostgres(url: string, sessions: SessionCache): ChangeFeed {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 250;
  let timer: NodeJS.Timeout | undefined;

  const lost = () => {
    sessions.setEnabled(false);
    const last = client;
    client = null;
    last?.removeAllListeners();
    last?.end().catch(() => undefined);
    if (closed) return;
    timer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, 10_000);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('error', lost);
    next.on('end', () => {
      if (client === next) lost();
    });
    next.on('notification', () => sessions.clear());
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
      if (closed || client !== next) return void next.end().catch(() => undefined);
      retryMs = 250;
      // Whatever changed while nobody listened is unknown: the cache starts empty.
      sessions.setEnabled(true);
    } catch {
      if (client === next) lost();
    }
  }

  void connect();
  return {
    sessions,
    async close() {
      closed = true;
      clearTimeout(timer);
      sessions.setEnabled(false);
      const last = client;
      client = null;
      last?.removeAllListeners();
      await last?.end().catch(() => undefined);
    },
  };
}
