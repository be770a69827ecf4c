import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { syncReferenceData } from '../../src/server/db/reference/import';
import { ensureBaseData, seedDemo } from '../../src/server/db/seed';
import { MODULES } from '../../src/server/modules';

// A benchmark's database of its own on BENCH_DATABASE_URL's server (default the local
// PostgreSQL): created, migrated and demo-seeded as a fresh install is, dropped at the end.

export const BENCH_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  handle: DatabaseHandle;
  url: string;
  /** Closes the handle and drops the database (connections still open on it are ended); once, also on Ctrl+C. */
  drop(): Promise<void>;
}

export async function seededBenchDatabase(label: string, poolSize = 4): Promise<BenchDatabase> {
  const name = `cabinet_bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize });
  let dropped: Promise<void> | null = null;
  const drop = () =>
    (dropped ??= (async () => {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    })());
  // Interrupted, the database goes too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void drop().finally(() => process.exit(130)));
  try {
    process.stdout.write('Seeding a database of its own…\n');
    await migrate(handle);
    await ensureBaseData(handle.db, MODULES);
    await syncReferenceData(handle.db);
    await seedDemo(handle.db, MODULES);
  } catch (error) {
    await drop();
    throw error;
  }
  return { handle, url: url.toString(), drop };
}
