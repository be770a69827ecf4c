import { sql } from 'drizzle-orm';
import type { AreaModule } from '../../area';
import type { Database } from '../client';
import { users } from '../schema';
import { DemoSeedContext } from './context';

// The seed runs the areas' own seeds in the modules' order: the base data every database needs at
// every start, and the demo airline once, into an empty database.

export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/** What every database needs (account roles, the newcomers' group...): adds only what is missing. */
export async function ensureBaseData(db: Database, modules: readonly AreaModule[]): Promise<void> {
  for (const module of modules) await module.seed?.base?.(db);
}

/** The demo airline UT, its clients and a month of their work, into a database holding the base data. */
export async function seedDemo(db: Database, modules: readonly AreaModule[], now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const ctx = new DemoSeedContext(tx, now);
    for (const module of modules) await module.seed?.demo?.(ctx);
  });
}
