import { asc, eq } from 'drizzle-orm';
import type { HistoryEntry, HistoryEvent } from '@shared/accreditations';
import type { AccreditationStatus } from '@shared/constants';
import type { Database } from '../../db/client';
import { accreditationHistory, users } from '../../db/schema';

// A request's history (section 4): who did what, when, from which status to which, and why.

export interface HistoryRecord {
  accreditationId: number;
  userId: number;
  event: HistoryEvent;
  fromStatus: AccreditationStatus | null;
  toStatus: AccreditationStatus;
  comment?: string | null;
}

export async function recordHistory(db: Database, record: HistoryRecord): Promise<void> {
  await db.insert(accreditationHistory).values({ ...record, comment: record.comment ?? null });
}

export async function listHistory(db: Database, accreditationId: number): Promise<HistoryEntry[]> {
  const rows = await db
    .select({
      id: accreditationHistory.id,
      at: accreditationHistory.at,
      event: accreditationHistory.event,
      fromStatus: accreditationHistory.fromStatus,
      toStatus: accreditationHistory.toStatus,
      comment: accreditationHistory.comment,
      name: users.name,
      email: users.email,
    })
    .from(accreditationHistory)
    .leftJoin(users, eq(users.id, accreditationHistory.userId))
    .where(eq(accreditationHistory.accreditationId, accreditationId))
    .orderBy(asc(accreditationHistory.at), asc(accreditationHistory.id));
  return rows.map(({ name, email, at, ...entry }) => ({ ...entry, at: at.toISOString(), by: name !== null && email !== null ? { name, email } : null }));
}
