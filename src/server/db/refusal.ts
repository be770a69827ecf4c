import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';

// A statement that finds, once it has written, what it may not keep (a booking's AWB number booked
// a moment ago by another) stops itself with a reason: everything it wrote is undone, as a
// transaction's rollback would be, without the transaction's round trips. The function is kept
// beside the migrations and installed with them (idempotent), as the triggers are.

const PREFIX = 'cabinet_refuse:';

export async function installRefuseFunction(db: Database): Promise<void> {
  // Volatile, so a CASE that does not reach it never calls it (stable or immutable ones may be folded ahead).
  await db.execute(
    sql.raw(`create or replace function cabinet_refuse(reason text) returns boolean language plpgsql volatile as $$
begin
  raise exception '${PREFIX}%', reason using errcode = 'P0001';
end $$`),
  );
}

/** An expression stopping the statement with `reason` (in a CASE branch the statement reaches only when it must). */
export const refuseStatement = (reason: string): SQL => sql`cabinet_refuse(${reason})`;

/** The reason a statement stopped itself with, or null for any other error (the drivers and Drizzle wrap it in `cause`). */
export function refusalOf(error: unknown): string | null {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { message, cause } = current as { message?: unknown; cause?: unknown };
    if (typeof message === 'string') {
      const at = message.indexOf(PREFIX);
      if (at >= 0) return message.slice(at + PREFIX.length).trim();
    }
    current = cause;
  }
  return null;
}
