import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { PUBLICATION_ABILITIES } from '@shared/publications/abilities';
import { accessGroupAbilities, accreditations, contracts, publicationContracts, publications, users } from '../../db/schema';
import { NotFoundError } from '../../errors';

// Who reads a publication. Airline staff read every publication of their airline. A client user
// reads one addressed to all the airline's clients (its company holds a contract with the airline,
// or is on its way to one: one of its users filed an accreditation request with the airline) or
// to one of its company's contracts; anything else does not exist for them (404).

/** The airlines whose clients a company counts among: by a contract, or by a request for one. */
const airlinesOfCompany = (contractorId: number | SQL) =>
  sql`(select ${contracts.airlineId} from ${contracts} where ${contracts.contractorId} = ${contractorId}
    union select ${accreditations.airlineId} from ${accreditations} inner join ${users} on ${users.id} = ${accreditations.creatorId} where ${users.contractorId} = ${contractorId})`;

/** The publications the user reads, as a condition on `publications`. */
export function visiblePublications(user: SessionContext): SQL {
  if (user.airlineId !== null) return eq(publications.airlineId, user.airlineId);
  if (user.contractorId === null) return sql`false`;
  const clientOfAirline = inArray(publications.airlineId, airlinesOfCompany(user.contractorId));
  const ownContract = sql`exists (select 1 from ${publicationContracts} inner join ${contracts} on ${contracts.id} = ${publicationContracts.contractId}
    where ${publicationContracts.publicationId} = ${publications.id} and ${contracts.contractorId} = ${user.contractorId})`;
  return and(clientOfAirline, or(eq(publications.recipientsAll, true), ownContract))!;
}

/** Whether the user publishes for this airline (staff with the edit ability see recipients). */
export const isStaff = (user: SessionContext): boolean => user.airlineId !== null;

export type PublicationRow = typeof publications.$inferSelect;

/** A publication the user reads, or 404. */
export async function reachPublication(db: Pick<Database, 'select'>, user: SessionContext, id: number): Promise<PublicationRow> {
  const [row] = await db.select().from(publications).where(and(eq(publications.id, id), visiblePublications(user)));
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * The user's access group holds publication.view, not denied outright (a Boolean false): the
 * notification's link must open for them, so users who may not read publications are not told.
 */
const readsPublications = sql`exists (select 1 from ${accessGroupAbilities} where ${accessGroupAbilities.groupId} = ${users.accessGroupId}
  and ${accessGroupAbilities.ability} = ${PUBLICATION_ABILITIES.view} and not ${accessGroupAbilities.conditions} @> '[{"type":"Boolean","value":false}]'::jsonb)`;

/** The active client users who read publications, of the companies a publication is addressed to. */
export async function recipientUserIds(db: Pick<Database, 'select'>, publication: Pick<PublicationRow, 'id' | 'airlineId' | 'recipientsAll'>): Promise<number[]> {
  const companies = publication.recipientsAll
    ? sql`(select ${contracts.contractorId} from ${contracts} where ${contracts.airlineId} = ${publication.airlineId}
        union select ${users.contractorId} from ${accreditations} inner join ${users} on ${users.id} = ${accreditations.creatorId}
        where ${accreditations.airlineId} = ${publication.airlineId} and ${users.contractorId} is not null)`
    : sql`(select ${contracts.contractorId} from ${contracts} inner join ${publicationContracts} on ${publicationContracts.contractId} = ${contracts.id}
        where ${publicationContracts.publicationId} = ${publication.id})`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.active, true), inArray(users.contractorId, companies), readsPublications))
    .orderBy(users.id);
  return rows.map((r) => r.id);
}
