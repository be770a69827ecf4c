import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { installChangeTriggers } from './change-triggers';
import type { DatabaseHandle } from './client';
import { installDataVersionTriggers } from './data-versions';
import { installRefuseFunction } from './refusal';

/**
 * The committed migrations sit beside this file in the source tree and beside the bundled server
 * in out/server (the build copies them), so one relative URL finds them in both.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export async function migrate(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
  await installChangeTriggers(handle.db);
  await installDataVersionTriggers(handle.db);
  await installRefuseFunction(handle.db);
}
