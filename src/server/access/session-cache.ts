import type { LoadedSession, SessionContext } from './session-context';

// Signed-in callers by their session token's hash, so that a request need not read its session
// from the database while nothing it is read from has changed. The database announces every change
// to those tables (db/change-triggers.ts) and the change feed clears the cache on each instance
// (db/change-feed.ts); a write request also clears it on its own instance before answering, so its
// caller's next request never races the announcement. Without a working feed the cache is off.
// Entries also end with their session and after a minute at most.

interface Entry {
  context: SessionContext;
  expiresAt: number;
  loadedAt: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped on every clear: a load that started before a clear must not store what it read. */
  private generation = 0;
  private enabled: boolean;
  private readonly maxEntries: number;
  private readonly ttlMs: number;

  constructor(options: { enabled?: boolean; maxEntries?: number; ttlMs?: number } = {}) {
    this.enabled = options.enabled ?? true;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.ttlMs = options.ttlMs ?? 60_000;
  }

  async get(key: string, load: () => Promise<LoadedSession | null>): Promise<SessionContext | null> {
    const now = Date.now();
    const hit = this.enabled ? this.entries.get(key) : undefined;
    if (hit && hit.expiresAt > now && now - hit.loadedAt < this.ttlMs) return hit.context;
    if (hit) this.entries.delete(key);
    const generation = this.generation;
    const loaded = await load();
    if (!loaded) return null;
    if (this.enabled && generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { context: loaded.context, expiresAt: loaded.expiresAt.getTime(), loadedAt: now });
    }
    return loaded.context;
  }

  /** Something that shapes sessions may have changed: forget them all. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Off while the feed from other instances is down; on again once it is back. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
