import { and, asc, gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { liveEvents } from '../db/schema';
import type { LiveNotice, StoredLiveEvent, TransientLiveEvent } from './bus';

// The live hub of one instance: who listens to which topics, and handing each event to them in id
// order. Events come from the database's live channel (change-feed.ts), whichever instance
// published them; a subscriber resuming after an id first gets the log's events after it. The hub
// keeps no state another instance would need: a subscriber may reconnect anywhere.

export interface Subscriber {
  readonly topics: ReadonlySet<string>;
  readonly locale: string;
  /** Writes one SSE frame; false when the connection cannot take more (it is then dropped). */
  write(frame: string): boolean;
  close(): void;
}

/** A subscriber as the hub holds it: resuming ones buffer live frames until their replay is written. */
interface Entry {
  subscriber: Subscriber;
  lastId: number;
  pending: StoredLiveEvent[] | null;
}

const REPLAY_LIMIT = 10_000;

/** `id:`, `event:` and `data:` lines of one event, as SSE frames them; a transient signal has no id. */
export function frameOf(id: number | null, type: string, json: string): string {
  return `${id === null ? '' : `id: ${id}\n`}event: ${type}\ndata: ${json}\n\n`;
}

export class LiveHub {
  private readonly byTopic = new Map<string, Set<Entry>>();
  private readonly entries = new Set<Entry>();
  /** The newest event handed out; events at or below it are not handed out again. */
  private lastId = 0;
  private queue: Promise<void> = Promise.resolve();
  private started = false;

  constructor(
    private readonly db: Database,
    private readonly log?: FastifyBaseLogger,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Where the log ends now: only later events are handed out (called once the feed listens). */
  async start(): Promise<void> {
    const [row] = await this.db.select({ max: sql<number>`coalesce(max(${liveEvents.id}), 0)::bigint` }).from(liveEvents);
    this.lastId = Math.max(this.lastId, Number(row?.max ?? 0));
    this.started = true;
  }

  /** A notice from the live channel. Handled one at a time, in arrival order. */
  receive(notice: LiveNotice): void {
    this.enqueue(async () => {
      if ('transient' in notice) return this.signal(notice);
      // Before the start the log's end is not yet read; it will count this event as handed out.
      if (!this.started || notice.id <= this.lastId) return;
      // A gap is an event whose notice this instance missed (or a rolled-back publish): read it.
      const missed = notice.id > this.lastId + 1 || 'large' in notice ? await this.readLog(this.lastId, notice.id + 1) : [];
      for (const event of missed) this.dispatch(event);
      if (!('large' in notice)) this.dispatch(notice);
    });
  }

  /** After the channel was down: whatever was published meanwhile comes from the log. */
  resync(): void {
    this.enqueue(async () => {
      if (!this.started) return this.start();
      for (;;) {
        const events = await this.readLog(this.lastId, null);
        for (const event of events) this.dispatch(event);
        if (events.length < REPLAY_LIMIT) return;
      }
    });
  }

  /**
   * Adds a subscriber; with `after`, it first receives the logged events of its topics after that
   * id (the Last-Event-ID of a reconnect), then the live ones, none twice and none lost.
   */
  async subscribe(subscriber: Subscriber, after: number | null): Promise<() => void> {
    const entry: Entry = { subscriber, lastId: after ?? this.lastId, pending: after === null ? null : [] };
    this.entries.add(entry);
    for (const topic of subscriber.topics) {
      let set = this.byTopic.get(topic);
      if (!set) this.byTopic.set(topic, (set = new Set()));
      set.add(entry);
    }
    const remove = () => this.remove(entry);
    if (after === null) return remove;
    try {
      const replay = await this.db
        .select()
        .from(liveEvents)
        .where(and(gt(liveEvents.id, after), sql`${liveEvents.topics} && ${sql.param([...subscriber.topics])}::text[]`))
        .orderBy(asc(liveEvents.id))
        .limit(REPLAY_LIMIT);
      for (const row of replay) this.deliver(entry, { ...row, localized: row.localized ?? null }, new Map());
      const buffered = entry.pending ?? [];
      entry.pending = null;
      for (const event of buffered) this.deliver(entry, event, new Map());
    } catch (error) {
      remove();
      throw error;
    }
    return remove;
  }

  /** Writes a comment line to every subscriber (proxies close streams that stay silent). */
  heartbeat(): void {
    for (const entry of this.entries) {
      if (entry.pending === null && !entry.subscriber.write(':\n\n')) this.drop(entry);
    }
  }

  closeAll(): void {
    for (const entry of [...this.entries]) this.drop(entry);
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((error: unknown) => {
      this.log?.error({ err: error }, 'live hub: handing out events failed');
    });
  }

  /** Waits until every notice received so far is handed out (tests and shutdown). */
  async settled(): Promise<void> {
    await this.queue;
  }

  private async readLog(afterId: number, beforeId: number | null): Promise<StoredLiveEvent[]> {
    const rows = await this.db
      .select()
      .from(liveEvents)
      .where(beforeId === null ? gt(liveEvents.id, afterId) : and(gt(liveEvents.id, afterId), lt(liveEvents.id, beforeId)))
      .orderBy(asc(liveEvents.id))
      .limit(REPLAY_LIMIT);
    return rows.map((row) => ({ ...row, localized: row.localized ?? null }));
  }

  private dispatch(event: StoredLiveEvent): void {
    if (event.id <= this.lastId) return;
    this.lastId = event.id;
    // One frame per language, made once for all subscribers of the event.
    const frames = new Map<string, string>();
    const reached = event.topics.length > 1 ? new Set<Entry>() : null;
    for (const topic of event.topics) {
      const set = this.byTopic.get(topic);
      if (!set) continue;
      for (const entry of set) {
        if (reached) {
          if (reached.has(entry)) continue;
          reached.add(entry);
        }
        if (entry.pending) entry.pending.push(event);
        else this.deliver(entry, event, frames);
      }
    }
  }

  /** A transient signal to the subscribers of its topics now; those still replaying do not need it. */
  private signal(event: TransientLiveEvent): void {
    const frames = new Map<string, string>();
    const reached = new Set<Entry>();
    for (const topic of event.topics) {
      for (const entry of this.byTopic.get(topic) ?? []) {
        if (reached.has(entry) || entry.pending) continue;
        reached.add(entry);
        const variant = event.localized?.[entry.subscriber.locale] !== undefined ? entry.subscriber.locale : '';
        let frame = frames.get(variant);
        if (frame === undefined) frames.set(variant, (frame = frameOf(null, event.type, JSON.stringify(variant ? event.localized![variant] : event.data))));
        if (!entry.subscriber.write(frame)) this.drop(entry);
      }
    }
  }

  private deliver(entry: Entry, event: StoredLiveEvent, frames: Map<string, string>): void {
    if (event.id <= entry.lastId) return;
    entry.lastId = event.id;
    const variant = event.localized?.[entry.subscriber.locale] !== undefined ? entry.subscriber.locale : '';
    let frame = frames.get(variant);
    if (frame === undefined) {
      frame = frameOf(event.id, event.type, JSON.stringify(variant ? event.localized![variant] : event.data));
      frames.set(variant, frame);
    }
    if (!entry.subscriber.write(frame)) this.drop(entry);
  }

  private drop(entry: Entry): void {
    this.remove(entry);
    entry.subscriber.close();
  }

  private remove(entry: Entry): void {
    if (!this.entries.delete(entry)) return;
    for (const topic of entry.subscriber.topics) {
      const set = this.byTopic.get(topic);
      set?.delete(entry);
      if (set && !set.size) this.byTopic.delete(topic);
    }
  }
}
