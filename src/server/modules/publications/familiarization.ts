import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { PublicationRecipients } from '@shared/publications/schemas';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { contractors, publicationConfirmations, publications, users } from '../../db/schema';
import { AppError, ForbiddenError } from '../../errors';
import { tellRecipients } from './notify';
import { reachPublication, recipientUserIds, visiblePublications } from './visibility';

// Section 4's familiarized or not: a recipient confirms the current version once (a new version
// asks again); staff see every recipient user with their confirmation and remind those who have
// not confirmed.

const notAsked = () => new AppError(409, 'publications:errors.notRequired');

export async function confirmPublication(db: Database, user: SessionContext, id: number): Promise<{ familiarizedAt: string }> {
  return db.transaction(async (tx) => {
    const row = await reachPublication(tx, user, id);
    // Staff publish; the recipients (client users) confirm.
    if (user.airlineId !== null) throw new ForbiddenError();
    if (!row.familiarizationRequired) throw notAsked();
    await tx.insert(publicationConfirmations).values({ publicationId: id, version: row.version, userId: user.userId }).onConflictDoNothing();
    const [stored] = await tx
      .select({ at: publicationConfirmations.confirmedAt })
      .from(publicationConfirmations)
      .where(and(eq(publicationConfirmations.publicationId, id), eq(publicationConfirmations.version, row.version), eq(publicationConfirmations.userId, user.userId)));
    return { familiarizedAt: stored!.at.toISOString() };
  });
}

export async function publicationRecipients(db: Database, user: SessionContext, id: number): Promise<PublicationRecipients> {
  const row = await reachPublication(db, user, id);
  if (user.airlineId === null) throw new ForbiddenError();
  const ids = await recipientUserIds(db, row);
  const items = ids.length
    ? await db
        .select({ userId: users.id, name: users.name, email: users.email, contractor: contractors.name, at: publicationConfirmations.confirmedAt })
        .from(users)
        .innerJoin(contractors, eq(contractors.id, users.contractorId))
        .leftJoin(
          publicationConfirmations,
          and(eq(publicationConfirmations.userId, users.id), eq(publicationConfirmations.publicationId, id), eq(publicationConfirmations.version, row.version)),
        )
        .where(inArray(users.id, ids))
        .orderBy(asc(contractors.name), asc(users.name))
    : [];
  const list = items.map((item) => ({ userId: item.userId, name: item.name, email: item.email, contractor: item.contractor, familiarizedAt: item.at?.toISOString() ?? null }));
  return { version: row.version, familiarizationRequired: row.familiarizationRequired, items: list, confirmed: list.filter((r) => r.familiarizedAt !== null).length };
}

export async function remindRecipients(db: Database, user: SessionContext, id: number): Promise<{ reminded: number }> {
  return db.transaction(async (tx) => {
    const row = await reachPublication(tx, user, id);
    if (user.airlineId === null) throw new ForbiddenError();
    if (!row.familiarizationRequired) throw notAsked();
    const ids = await recipientUserIds(tx, row);
    const done = ids.length
      ? await tx
          .select({ userId: publicationConfirmations.userId })
          .from(publicationConfirmations)
          .where(and(eq(publicationConfirmations.publicationId, id), eq(publicationConfirmations.version, row.version), inArray(publicationConfirmations.userId, ids)))
      : [];
    const waiting = ids.filter((userId) => !done.some((d) => d.userId === userId));
    await tellRecipients(tx, waiting, row, 'reminder');
    return { reminded: waiting.length };
  });
}

/** Publications the user reads that ask for familiarization and that the user has not confirmed (the dashboard's count). */
export async function countPublicationsToConfirm(db: Pick<Database, 'select'>, user: SessionContext): Promise<number> {
  if (user.airlineId !== null) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(publications)
    .where(
      and(
        visiblePublications(user),
        eq(publications.familiarizationRequired, true),
        sql`not exists (select 1 from ${publicationConfirmations} where ${publicationConfirmations.publicationId} = ${publications.id}
          and ${publicationConfirmations.version} = ${publications.version} and ${publicationConfirmations.userId} = ${user.userId})`,
      ),
    );
  return row?.n ?? 0;
}
