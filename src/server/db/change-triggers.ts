import { sql } from 'drizzle-orm';
import type { Database } from './client';

// The tables a signed-in caller's session is read from announce every change on the change feed's
// channel, whatever makes it (the API, a script, psql): each instance then clears its cached
// sessions. Statement-level, so a bulk change notifies once; PostgreSQL folds equal notifications of
// one transaction into one and delivers them at commit. Kept beside the migrations and installed
// with them (idempotent), since the schema generator does not describe triggers.

export const CHANGES_CHANNEL = 'cabinet_changes';

const TABLES = ['users', 'sessions', 'roles', 'airlines', 'access_groups', 'access_group_abilities'] as const;

export async function installChangeTriggers(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`create or replace function cabinet_announce_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('${CHANGES_CHANNEL}', tg_table_name);
  return null;
end $$`),
  );
  for (const table of TABLES) {
    await db.execute(
      sql.raw(
        `create or replace trigger ${table}_announce_change after insert or update or delete or truncate on ${table} for each statement execute function cabinet_announce_change()`,
      ),
    );
  }
}
