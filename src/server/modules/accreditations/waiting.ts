import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AccreditationStatus } from '@shared/constants';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { accreditations } from '../../db/schema';

// For the dashboard: the requests waiting for the airline (new, or resubmitted after revision:
// the statuses its staff approve from), and where a company on its way to a contract stands.

/** Requests the airline has not answered yet. */
export const WAITING_STATUSES: readonly AccreditationStatus[] = ['new', 'updated'];

export interface WaitingRequest {
  id: number;
  name: string;
  status: AccreditationStatus;
  contractType: string;
  createdAt: string;
}

/** The caller's airline's requests waiting for it, newest first; staff only (a client reaches none). */
export async function accreditationsWaiting(db: Database, user: SessionContext, limit: number): Promise<{ total: number; items: WaitingRequest[] }> {
  if (user.airlineId === null) return { total: 0, items: [] };
  const rows = await db
    .select({
      id: accreditations.id,
      name: accreditations.fullNameRu,
      status: accreditations.status,
      contractType: accreditations.contractType,
      createdAt: accreditations.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(accreditations)
    .where(and(eq(accreditations.airlineId, user.airlineId), inArray(accreditations.status, [...WAITING_STATUSES])))
    .orderBy(desc(accreditations.updatedAt), desc(accreditations.id))
    .limit(limit);
  return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _total, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })) };
}

export interface OwnRequest {
  id: number;
  status: AccreditationStatus;
  comment: string | null;
  updatedAt: string;
}

/** The latest request the caller filed (an applicant reaches the requests they filed), or null before the first. */
export async function ownLatestRequest(db: Database, user: SessionContext): Promise<OwnRequest | null> {
  const [row] = await db
    .select({ id: accreditations.id, status: accreditations.status, comment: accreditations.comment, updatedAt: accreditations.updatedAt })
    .from(accreditations)
    .where(eq(accreditations.creatorId, user.userId))
    .orderBy(desc(accreditations.updatedAt), desc(accreditations.id))
    .limit(1);
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
}
