import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { can } from '@shared/abilities';
import { plainText } from '@shared/publications/markdown';
import type { Publication, PublicationListQuery, PublicationPage } from '@shared/publications/schemas';
import { PUBLICATION_ABILITIES } from '@shared/publications/abilities';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { contractors, contracts, publicationAttachments, publicationConfirmations, publicationContracts, publications, users } from '../../db/schema';
import { reachPublication, visiblePublications } from './visibility';

// The list and one publication as their reader sees them, with section 4's familiarized or not
// for the reader (of the current version).

const PREVIEW = 200;

/** The reader's confirmation of the current version, as SQL over `publications`. */
const confirmedBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${publicationConfirmations} where ${publicationConfirmations.publicationId} = ${publications.id}
    and ${publicationConfirmations.version} = ${publications.version} and ${publicationConfirmations.userId} = ${userId})`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORTS = { date: publications.date, title: publications.title, type: publications.type } as const;

/** Whether the caller is asked to confirm: a client reader of a publication requiring it. */
const asksReader = (user: SessionContext, required: boolean) => required && user.airlineId === null;

export async function listPublications(db: Database, user: SessionContext, query: PublicationListQuery): Promise<PublicationPage> {
  const where: SQL[] = [visiblePublications(user)];
  if (query.type) where.push(eq(publications.type, query.type));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(or(ilike(publications.title, like), ilike(publications.text, like))!);
  }
  if (query.familiarized) {
    // Familiarized: confirmed; not: still asked (a publication asking nothing is neither).
    const confirmed = confirmedBy(user.userId);
    where.push(eq(publications.familiarizationRequired, true), query.familiarized === 'yes' ? confirmed : sql`not ${confirmed}`);
  }
  const condition = and(...where);
  const key = query.sort.replace(/^-/, '') as keyof typeof SORTS;
  const direction = query.sort.startsWith('-') ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: publications.id,
        type: publications.type,
        date: publications.date,
        title: publications.title,
        text: publications.text,
        author: users.name,
        version: publications.version,
        familiarizationRequired: publications.familiarizationRequired,
        confirmed: confirmedBy(user.userId),
        attachments: sql<number>`(select count(*)::int from ${publicationAttachments} where ${publicationAttachments.publicationId} = ${publications.id})`,
      })
      .from(publications)
      .leftJoin(users, eq(users.id, publications.authorId))
      .where(condition)
      .orderBy(direction(SORTS[key]), desc(publications.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(publications).where(condition),
  ]);
  return {
    items: rows.map((row) => {
      const preview = plainText(row.text);
      return {
        id: row.id,
        type: row.type,
        date: row.date,
        title: row.title,
        preview: preview.length > PREVIEW ? `${preview.slice(0, PREVIEW - 1)}…` : preview,
        author: row.author,
        version: row.version,
        familiarizationRequired: row.familiarizationRequired,
        familiarized: asksReader(user, row.familiarizationRequired) ? row.confirmed : null,
        attachments: Number(row.attachments),
      };
    }),
    total: total?.n ?? 0,
  };
}

export async function loadPublication(db: Database, user: SessionContext, id: number): Promise<Publication> {
  const row = await reachPublication(db, user, id);
  const [author, recipients, files, confirmation] = await Promise.all([
    row.authorId === null ? Promise.resolve([]) : db.select({ name: users.name }).from(users).where(eq(users.id, row.authorId)),
    db
      .select({ id: contracts.id, number: contracts.number, contractor: contractors.name, contractorId: contracts.contractorId })
      .from(publicationContracts)
      .innerJoin(contracts, eq(contracts.id, publicationContracts.contractId))
      .innerJoin(contractors, eq(contractors.id, contracts.contractorId))
      .where(eq(publicationContracts.publicationId, id))
      .orderBy(asc(contracts.number)),
    db
      .select({ id: publicationAttachments.id, name: publicationAttachments.name, mimeType: publicationAttachments.mimeType, size: publicationAttachments.size })
      .from(publicationAttachments)
      .where(eq(publicationAttachments.publicationId, id))
      .orderBy(asc(publicationAttachments.id)),
    db
      .select({ at: publicationConfirmations.confirmedAt })
      .from(publicationConfirmations)
      .where(and(eq(publicationConfirmations.publicationId, id), eq(publicationConfirmations.version, row.version), eq(publicationConfirmations.userId, user.userId))),
  ]);
  const editable = user.airlineId !== null && can(user.abilities, PUBLICATION_ABILITIES.edit);
  // A client sees only its own company's contracts among the recipients: the others are other companies' business.
  const shown = user.airlineId !== null ? recipients : recipients.filter((c) => c.contractorId === user.contractorId);
  return {
    id: row.id,
    type: row.type,
    date: row.date,
    title: row.title,
    text: row.text,
    author: author[0]?.name ?? null,
    recipients: { all: row.recipientsAll, contracts: shown.map(({ id: contractId, number, contractor }) => ({ id: contractId, number, contractor })) },
    familiarizationRequired: row.familiarizationRequired,
    links: row.links,
    attachments: files,
    version: row.version,
    changedProperties: row.changedProperties,
    updatedAt: row.updatedAt.toISOString(),
    familiarizedAt: confirmation[0]?.at.toISOString() ?? null,
    editable,
  };
}
