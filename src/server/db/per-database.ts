import type { Database } from './client';

/**
 * Something built once per database and kept with it (a prepared statement, a table of them):
 * built on first use, forgotten with the database.
 */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
