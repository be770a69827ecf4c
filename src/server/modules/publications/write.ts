import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { messageRef, M } from '@shared/validation';
import { PUBLICATION_PROPERTIES, type PublicationBody, type PublicationProperty } from '@shared/publications/schemas';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { contracts, publicationAttachments, publicationContracts, publications, publicationVersions } from '../../db/schema';
import { ForbiddenError, ValidationError } from '../../errors';
import { tellRecipients } from './notify';
import { reachPublication, recipientUserIds, type PublicationRow } from './visibility';

// Publishing: a new publication is version 1; saving one with anything changed publishes the next
// version, naming its changed properties (shown to readers) and asking every reader to confirm
// again when familiarization is required. Both notify the recipients' users.

type Snapshot = Record<PublicationProperty, unknown>;

function snapshotOf(body: PublicationBody): Snapshot {
  return {
    type: body.type,
    date: body.date,
    title: body.title,
    text: body.text,
    recipients: { all: body.recipients.all, contractIds: body.recipients.all ? [] : [...new Set(body.recipients.contractIds)].sort((a, b) => a - b) },
    familiarizationRequired: body.familiarizationRequired,
    links: body.links.map((l) => ({ title: l.title, url: l.url })),
    attachments: [...new Set(body.attachmentIds)].sort((a, b) => a - b),
  };
}

/** A value in one spelling whatever the order of its keys (jsonb keeps them in an order of its own). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The properties whose values differ between two versions, in the info page's order. */
export function changedProperties(before: Snapshot, after: Snapshot): PublicationProperty[] {
  return PUBLICATION_PROPERTIES.filter((key) => canonical(before[key]) !== canonical(after[key]));
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The recipients' contracts must be the publisher's airline's; the files the publisher's uploads (or already this publication's). */
async function checkReferences(tx: Tx, user: SessionContext, snapshot: Snapshot, publicationId: number | null): Promise<void> {
  const problems: Record<string, string> = {};
  const contractIds = (snapshot.recipients as { contractIds: number[] }).contractIds;
  if (contractIds.length) {
    const found = await tx.select({ id: contracts.id }).from(contracts).where(and(inArray(contracts.id, contractIds), eq(contracts.airlineId, user.airlineId!)));
    const missing = contractIds.filter((id) => !found.some((row) => row.id === id));
    if (missing.length) problems['recipients.contractIds'] = messageRef(M.notFoundValue, { value: missing.join(', ') });
  }
  const fileIds = snapshot.attachments as number[];
  if (fileIds.length) {
    const mine = and(isNull(publicationAttachments.publicationId), eq(publicationAttachments.uploadedBy, user.userId));
    const reachable = publicationId === null ? mine : or(mine, eq(publicationAttachments.publicationId, publicationId));
    const found = await tx.select({ id: publicationAttachments.id }).from(publicationAttachments).where(and(inArray(publicationAttachments.id, fileIds), reachable));
    const missing = fileIds.filter((id) => !found.some((row) => row.id === id));
    if (missing.length) problems.attachmentIds = messageRef(M.notFoundValue, { value: missing.join(', ') });
  }
  if (Object.keys(problems).length) throw new ValidationError(problems);
}

async function storeParts(tx: Tx, publicationId: number, snapshot: Snapshot): Promise<void> {
  const contractIds = (snapshot.recipients as { contractIds: number[] }).contractIds;
  await tx.delete(publicationContracts).where(eq(publicationContracts.publicationId, publicationId));
  if (contractIds.length) await tx.insert(publicationContracts).values(contractIds.map((contractId) => ({ publicationId, contractId })));
  const fileIds = snapshot.attachments as number[];
  // Files taken off the publication are gone with it; the new ones join it.
  await tx.delete(publicationAttachments).where(and(eq(publicationAttachments.publicationId, publicationId), fileIds.length ? notInArray(publicationAttachments.id, fileIds) : sql`true`));
  if (fileIds.length) await tx.update(publicationAttachments).set({ publicationId }).where(inArray(publicationAttachments.id, fileIds));
}

const values = (body: PublicationBody) => ({
  type: body.type,
  date: body.date,
  title: body.title,
  text: body.text,
  recipientsAll: body.recipients.all,
  familiarizationRequired: body.familiarizationRequired,
  links: body.links,
});

export async function createPublication(db: Database, user: SessionContext, body: PublicationBody): Promise<number> {
  if (user.airlineId === null) throw new ForbiddenError();
  const snapshot = snapshotOf(body);
  return db.transaction(async (tx) => {
    await checkReferences(tx, user, snapshot, null);
    const [row] = await tx.insert(publications).values({ ...values(body), airlineId: user.airlineId!, authorId: user.userId }).returning();
    await storeParts(tx, row!.id, snapshot);
    await tx.insert(publicationVersions).values({ publicationId: row!.id, version: 1, authorId: user.userId, snapshot });
    await announce(tx, user, row!, 'published');
    return row!.id;
  });
}

async function snapshotStored(tx: Tx, row: PublicationRow): Promise<Snapshot> {
  const [version] = await tx
    .select({ snapshot: publicationVersions.snapshot })
    .from(publicationVersions)
    .where(and(eq(publicationVersions.publicationId, row.id), eq(publicationVersions.version, row.version)));
  return version!.snapshot as Snapshot;
}

/** Saves a publication; anything changed makes the next version. Answers whether one was made. */
export async function updatePublication(db: Database, user: SessionContext, id: number, body: PublicationBody): Promise<boolean> {
  if (user.airlineId === null) throw new ForbiddenError();
  return db.transaction(async (tx) => {
    // One writer at a time: two saves of the same version would both become its successor.
    await tx.select({ id: publications.id }).from(publications).where(eq(publications.id, id)).for('update');
    const current = await reachPublication(tx, user, id);
    const snapshot = snapshotOf(body);
    await checkReferences(tx, user, snapshot, id);
    const changed = changedProperties(await snapshotStored(tx, current), snapshot);
    if (!changed.length) return false;
    const version = current.version + 1;
    const [row] = await tx
      .update(publications)
      .set({ ...values(body), version, changedProperties: changed, updatedAt: sql`now()` })
      .where(eq(publications.id, id))
      .returning();
    await storeParts(tx, id, snapshot);
    await tx.insert(publicationVersions).values({ publicationId: id, version, authorId: user.userId, changedProperties: changed, snapshot });
    await announce(tx, user, row!, 'newVersion');
    return true;
  });
}

async function announce(tx: Tx, user: SessionContext, row: PublicationRow, news: 'published' | 'newVersion'): Promise<void> {
  const readers = (await recipientUserIds(tx, row)).filter((userId) => userId !== user.userId);
  await tellRecipients(tx, readers, row, news);
}
