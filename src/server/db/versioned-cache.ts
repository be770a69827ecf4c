import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import type { DataVersionName } from './data-versions';
import { perDatabase } from './per-database';
import { dataVersions } from './schema';

// Values computed from handbook tables, kept in memory while their data version (data-versions.ts)
// stands: one indexed row read tells whether every kept value is still true, whatever wrote the
// tables and from which server instance. A cache holds at most `limit` values, the oldest dropped.

const versionStatement = perDatabase((db) =>
  db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.name, sql.placeholder('name')))
    .prepare('data_version'),
);

/** The data version now (0 before any write). */
export async function dataVersion(db: Database, name: DataVersionName): Promise<number> {
  const [row] = await versionStatement(db).execute({ name });
  return row?.version ?? 0;
}

export interface VersionedCache<K, V> {
  /** The value for `key`: kept while the version stands, else loaded (a concurrent load of the same key is shared). */
  get(db: Database, key: K, load: () => Promise<V>): Promise<V>;
}

export function versionedCache<K, V>(name: DataVersionName, keyOf: (key: K) => string, limit = 500): VersionedCache<K, V> {
  const caches = perDatabase(() => ({ version: -1, values: new Map<string, Promise<V>>() }));
  return {
    async get(db, key, load) {
      const cache = caches(db);
      const version = await dataVersion(db, name);
      if (version !== cache.version) {
        cache.version = version;
        cache.values = new Map();
      }
      const id = keyOf(key);
      let value = cache.values.get(id);
      if (!value) {
        value = load();
        // A failed load is not kept: the next call tries again.
        value.catch(() => cache.values.delete(id));
        if (cache.values.size >= limit) cache.values.delete(cache.values.keys().next().value!);
        cache.values.set(id, value);
      }
      return value;
    },
  };
}
