import { and, desc, eq, sql } from 'drizzle-orm';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { cimpTelegrams } from '../../db/schema';

// For the dashboard: the airline's telegrams in error (the log's status `error`), newest first, in
// the scope of the telegram log (its airline's staff; nobody else reaches the log).

export interface TelegramInError {
  id: number;
  type: string | null;
  awb: string | null;
  fault: string | null;
  createdAt: string;
}

export async function telegramsInError(db: Database, user: SessionContext, limit: number): Promise<{ total: number; items: TelegramInError[] }> {
  if (user.airlineId === null) return { total: 0, items: [] };
  const rows = await db
    .select({
      id: cimpTelegrams.id,
      type: cimpTelegrams.type,
      awb: cimpTelegrams.awb,
      fault: cimpTelegrams.fault,
      createdAt: cimpTelegrams.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(cimpTelegrams)
    .where(and(eq(cimpTelegrams.airlineId, user.airlineId), eq(cimpTelegrams.status, 'error')))
    .orderBy(desc(cimpTelegrams.createdAt), desc(cimpTelegrams.id))
    .limit(limit);
  return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _total, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })) };
}
