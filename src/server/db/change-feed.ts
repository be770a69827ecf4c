import pg from 'pg';
import { LIVE_CHANNEL, type LiveNotice } from '../live/bus';
import { LiveHub } from '../live/hub';
import { SessionCache } from '../access/session-cache';
import { CHANGES_CHANNEL } from './change-triggers';
import type { DatabaseHandle } from './client';

// What the database announces, for this instance: it clears the cached sessions whenever the
// tables they are read from change (change-triggers.ts), and hands live events to this instance's
// hub, whichever instance published them. On PostgreSQL it listens on a connection of its own;
// while that connection is down the cache is off (each request reads its session from the
// database), the hub waits, and it reconnects with a growing pause; once back, the hub reads what
// it missed from the event log. PGlite lives in this process only and tells its listeners directly.

export interface ChangeFeed {
  /** The cached sessions the feed keeps true: off until the feed listens, and while it cannot. */
  sessions: SessionCache;
  /** The live hub the feed hands events to. */
  hub: LiveHub;
  close(): Promise<void>;
}

const parseNotice = (payload: string): LiveNotice | null => {
  try {
    return JSON.parse(payload) as LiveNotice;
  } catch {
    return null;
  }
};

export async function openChangeFeed(handle: DatabaseHandle): Promise<ChangeFeed> {
  const sessions = new SessionCache({ enabled: false });
  const hub = new LiveHub(handle.db);
  if (handle.pglite) {
    await hub.start();
    const unlistenChanges = await handle.pglite.listen(CHANGES_CHANNEL, () => sessions.clear());
    const unlistenLive = await handle.pglite.listen(LIVE_CHANNEL, (payload) => {
      const notice = parseNotice(payload);
      if (notice) hub.receive(notice);
    });
    sessions.setEnabled(true);
    return {
      sessions,
      hub,
      async close() {
        sessions.setEnabled(false);
        hub.closeAll();
        await unlistenChanges();
        await unlistenLive();
        await hub.settled();
      },
    };
  }
  return listenOnPostgres(handle.url!, sessions, hub);
}

async function listenOnPostgres(url: string, sessions: SessionCache, hub: LiveHub): Promise<ChangeFeed> {
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
    next.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL) {
        const notice = message.payload ? parseNotice(message.payload) : null;
        if (notice) hub.receive(notice);
      } else sessions.clear();
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}; listen ${LIVE_CHANNEL}`);
      if (closed || client !== next) return void next.end().catch(() => undefined);
      retryMs = 250;
      // Whatever changed while nobody listened is unknown: the cache starts empty, and the hub
      // hands out what the log gained meanwhile.
      sessions.setEnabled(true);
      hub.resync();
    } catch {
      if (client === next) lost();
    }
  }

  // The first connection is awaited: until the hub has started, an event published after a stream
  // subscribed would count as handed out when the hub reads where the log ends, and be lost to it.
  await connect();
  return {
    sessions,
    hub,
    async close() {
      closed = true;
      clearTimeout(timer);
      sessions.setEnabled(false);
      hub.closeAll();
      const last = client;
      client = null;
      last?.removeAllListeners();
      await last?.end().catch(() => undefined);
      await hub.settled();
    },
  };
}
