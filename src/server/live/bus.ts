import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { liveEvents } from '../db/schema';

// Publishing a live event: a row in the event log and a NOTIFY on the live channel, in the caller's
// transaction when it has one (the event then exists exactly when the change it tells of does).
// Every instance listening on the channel hands it to its subscribers (hub.ts).

export const LIVE_CHANNEL = 'cabinet_live';
/** The transaction lock that makes event ids grow in commit order (a reader resuming after id N misses nothing). */
const PUBLISH_LOCK = 0x6c697665; // "live"
/** NOTIFY payloads stop at 8000 bytes; a bigger event travels as its id and is read from the log. */
const MAX_INLINE_BYTES = 7_000;

export interface LiveEventInput {
  topics: string[];
  type: string;
  data: unknown;
  /** Per-language variants of `data` (a subscriber gets its language's, else `data`). */
  localized?: Record<string, unknown> | null;
}

export interface StoredLiveEvent extends LiveEventInput {
  id: number;
}

/** A signal worth nothing once missed (somebody is typing): it has no id and is never logged. */
export interface TransientLiveEvent extends LiveEventInput {
  transient: true;
}

/** What travels on the channel: the whole event, only what finds it in the log, or a transient signal. */
export type LiveNotice = StoredLiveEvent | { id: number; large: true } | TransientLiveEvent;

/** Publishes on a database, or inside the caller's transaction (as a savepoint) when given one. */
export async function publishLive(db: Pick<Database, 'transaction'>, events: LiveEventInput | LiveEventInput[]): Promise<number[]> {
  const list = Array.isArray(events) ? events : [events];
  if (!list.length) return [];
  const run = async (tx: Pick<Database, 'execute' | 'insert'>) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK})`);
    const rows = await tx
      .insert(liveEvents)
      .values(list.map((e) => ({ topics: e.topics, type: e.type, data: e.data as object, localized: e.localized ?? null })))
      .returning({ id: liveEvents.id });
    for (const [index, row] of rows.entries()) {
      const event = list[index]!;
      const whole = JSON.stringify({ id: row.id, ...event } satisfies StoredLiveEvent);
      const notice = Buffer.byteLength(whole) <= MAX_INLINE_BYTES ? whole : JSON.stringify({ id: row.id, large: true });
      await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${notice})`);
    }
    return rows.map((r) => r.id);
  };
  return db.transaction(run);
}

/**
 * Publishes a signal that only matters now (somebody is typing): a NOTIFY without a log row, so it
 * takes no event id and a stream resuming after a reconnect does not replay it. Too big a signal
 * is dropped rather than logged.
 */
export async function publishTransient(db: Pick<Database, 'execute'>, event: LiveEventInput): Promise<void> {
  const notice = JSON.stringify({ transient: true, ...event } satisfies TransientLiveEvent);
  if (Buffer.byteLength(notice) > MAX_INLINE_BYTES) return;
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${notice})`);
}
