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

const allStatement = perDatabase((db) => db.select({ name: dataVersions.name, version: dataVersions.version }).from(dataVersions).prepare('data_versions_all'));

/** Every data version now, in one read: a call that consults several caches reads them once. */
export type DataVersionsNow = Partial<Record<DataVersionName, number>>;
export async function dataVersionsNow(db: Database): Promise<DataVersionsNow> {
  const rows = await allStatement(db).execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.version])) as DataVersionsNow;
}

/** Every data version as a column of another statement: a caller reading rows anyway spares dataVersionsNow's read. */
export const dataVersionsColumn = sql<DataVersionsNow>`(select coalesce(json_object_agg(${dataVersions.name}, ${dataVersions.version}), '{}') from ${dataVersions})`;

export interface VersionedCache<K, V> {
  /**
   * The value for `key`: kept while the version stands, else loaded (a concurrent load of the same
   * key is shared). `versions`, when the caller read them already (dataVersionsNow), spares a read.
   */
  get(db: Database, key: K, load: () => Promise<V>, versions?: DataVersionsNow): Promise<V>;
}

export function versionedCache<K, V>(name: DataVersionName, keyOf: (key: K) => string, limit = 500): VersionedCache<K, V> {
  const caches = perDatabase(() => ({ version: -1, values: new Map<string, Promise<V>>() }));
  return {
    async get(db, key, load, versions) {
      const cache = caches(db);
      const version = versions ? (versions[name] ?? 0) : await dataVersion(db, name);
      if (version !== cache.version) {
        cache.version = version;
        cache.values = new Map();
      }
      const id = keyOf(key);
      let value = cache.values.get(id);
      if (!value) {
        // Settled once into a promise of our own: a loader may hand back a query builder, which
        // runs its query again on every await.
        value = Promise.resolve().then(load);
        // A failed load is not kept: the next call tries again.
        value.catch(() => cache.values.delete(id));
        if (cache.values.size >= limit) cache.values.delete(cache.values.keys().next().value!);
        cache.values.set(id, value);
      }
      return value;
    },
  };
}
