import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { autoPrepare } from './auto-prepare';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers give this one type: services never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseSource =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** Embedded PGlite with its data under dataDir; null keeps it in memory. */
  | { kind: 'pglite'; dataDir: string | null }
  /** A PGlite restored from a dump (tests share one seeded dump instead of creating a folder each). */
  | { kind: 'pglite-dump'; dump: Blob };

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Where the data lives, for the start-up banner (never the password). */
  description: string;
  close(): Promise<void>;
  /** The PGlite instance when embedded (dumps in tests), null on PostgreSQL. */
  pglite: PGlite | null;
  /** The PostgreSQL URL, for a connection of its own outside the pool (a listener); null on PGlite. */
  url: string | null;
}

const options = { schema, casing: 'snake_case' } as const;

export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: source.url, max: source.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    autoPrepare(pool);
    const url = new URL(source.url);
    return {
      db: drizzlePg({ client: pool, ...options }) as unknown as Database,
      kind: 'postgres',
      description: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`,
      close: () => pool.end(),
      pglite: null,
      url: source.url,
    };
  }
  let client: PGlite;
  let description: string;
  if (source.kind === 'pglite' && source.dataDir !== null) {
    const dir = join(source.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
    description = `PGlite ${dir}`;
  } else if (source.kind === 'pglite') {
    client = new PGlite();
    description = 'PGlite (in memory)';
  } else {
    client = new PGlite({ loadDataDir: source.dump });
    description = 'PGlite (in memory)';
  }
  await client.waitReady;
  return {
    db: drizzlePglite({ client, ...options }) as unknown as Database,
    kind: 'pglite',
    description,
    close: () => client.close(),
    pglite: client,
    url: null,
  };
}

/** Raw SQL returning rows, on either driver (both answer `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
