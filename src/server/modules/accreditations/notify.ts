import { and, eq, isNull } from 'drizzle-orm';
import type { AccreditationStatus } from '@shared/constants';
import type { NotificationLevel } from '@shared/notifications/schemas';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { notify } from '../notifications';

// The applicant hears of every decision on their request (group bid: a request to the airline).
// Staff who entered a request for a company are not told of their own colleagues' decisions.

const LEVELS: Record<AccreditationStatus, NotificationLevel> = {
  new: 'info',
  progress: 'warning',
  updated: 'info',
  approved: 'success',
  confirmed: 'success',
  completed: 'success',
  rejected: 'error',
};

export async function notifyStatusChange(
  db: Database,
  request: { id: number; creatorId: number | null },
  status: AccreditationStatus,
  comment: string | null | undefined,
): Promise<void> {
  if (request.creatorId === null) return;
  const [creator] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, request.creatorId), isNull(users.airlineId), eq(users.active, true)));
  if (!creator) return;
  const link = { type: 'link' as const, text: `№ ${request.id}`, subtype: 'questionnaire', params: { id: request.id } };
  const revision = status === 'progress' && comment;
  await notify(db, [creator.id], {
    group: 'bid',
    level: LEVELS[status],
    template: revision ? 'accreditationRevision' : 'accreditationStatus',
    contentData: revision
      ? { request: link, comment: { type: 'italic', text: comment } }
      : { request: link, status: { type: 'bold', textKey: `resources/accreditations:options.status.${status}` } },
  });
}
