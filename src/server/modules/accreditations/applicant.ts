import { and, eq, inArray, isNull } from 'drizzle-orm';
import { standingOf } from '@shared/accreditations';
import { NEWCOMER_GROUP } from '@shared/accounts/demo-groups';
import type { AccreditationStatus } from '@shared/constants';
import type { Database } from '../../db/client';
import { accessGroups, users } from '../../db/schema';
import { getAirlineSettings } from '../settings';

// The applicant's standing follows their request (section 6's client roles): an approved request
// makes them an approved shipper, a request sent back or refused makes them an applicant again,
// an activated one a client (activation.ts). Staff who entered a request, and companies that are
// clients already, are never touched.

export interface Applicant {
  id: number;
  clientRole: 'ANON_COMPANY_USER' | 'APPROVED_SHIPPER';
  contractorId: number | null;
}

/** The request's creator, when that is a company's account still on its way to a contract. */
export async function applicantOf(db: Database, creatorId: number | null): Promise<Applicant | null> {
  if (creatorId === null) return null;
  const [found] = await db
    .select({ id: users.id, clientRole: users.clientRole, contractorId: users.contractorId })
    .from(users)
    .where(and(eq(users.id, creatorId), isNull(users.airlineId), inArray(users.clientRole, ['ANON_COMPANY_USER', 'APPROVED_SHIPPER'])))
    .limit(1);
  return (found as Applicant | undefined) ?? null;
}

async function newcomerGroup(db: Database): Promise<number> {
  const [group] = await db.select({ id: accessGroups.id }).from(accessGroups).where(eq(accessGroups.code, NEWCOMER_GROUP.code ?? ''));
  if (!group) throw new Error('The newcomer access group is missing from the database');
  return group.id;
}

/** Moves the applicant to the standing of their request's new status (approved or applicant). */
export async function settleApplicant(db: Database, request: { creatorId: number | null; airlineId: number }, status: AccreditationStatus): Promise<void> {
  const standing = standingOf(status);
  if (standing === 'client') return;
  const applicant = await applicantOf(db, request.creatorId);
  if (!applicant) return;
  if (standing === 'approved') {
    const settings = await getAirlineSettings(db, request.airlineId);
    await db
      .update(users)
      .set({ clientRole: 'APPROVED_SHIPPER', ...(settings?.approvedAccessGroupId ? { accessGroupId: settings.approvedAccessGroupId } : {}), updatedAt: new Date() })
      .where(eq(users.id, applicant.id));
    return;
  }
  if (applicant.clientRole === 'APPROVED_SHIPPER') {
    await db.update(users).set({ clientRole: 'ANON_COMPANY_USER', accessGroupId: await newcomerGroup(db), updatedAt: new Date() }).where(eq(users.id, applicant.id));
  }
}
