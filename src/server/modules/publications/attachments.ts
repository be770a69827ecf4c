import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { ATTACHMENT_TYPES } from '@shared/chat/constants';
import type { PublicationAttachment } from '@shared/publications/schemas';
import { M } from '@shared/validation';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { publicationAttachments, publications } from '../../db/schema';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { readMultipartForm, type UploadedFile } from '../../lib/multipart-form';
import { visiblePublications } from './visibility';

// A publication's files: uploaded one by one before the publication is saved (the form names them
// by id), checked as a chat's files are (type by content, 10 MB), kept in the database. A file is
// read by whoever reads its publication; before that only by its uploader.

const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Uploads never attached are dropped after a day (a form abandoned). */
const ABANDONED_AFTER = sql`now() - interval '1 day'`;

export async function readUpload(request: FastifyRequest): Promise<UploadedFile> {
  const form = await readMultipartForm(request, {
    fieldNames: [],
    fileField: /^file$/,
    fileErrorField: 'file',
    maxFiles: 1,
    maxFileBytes: MAX_FILE_BYTES,
    maxTextLength: 100,
    types: ATTACHMENT_TYPES,
    messages: { tooLarge: 'chat:errors.fileTooLarge', empty: 'chat:errors.fileEmpty', type: 'chat:errors.fileType', tooMany: 'chat:errors.tooManyFiles', notMultipart: 'chat:errors.multipartRequired' },
  });
  const [file] = form.files;
  if (!file) throw new ValidationError({ file: M.required });
  return file;
}

export async function storeUpload(db: Database, user: SessionContext, file: UploadedFile): Promise<PublicationAttachment> {
  if (user.airlineId === null) throw new ForbiddenError();
  return db.transaction(async (tx) => {
    await tx.delete(publicationAttachments).where(and(isNull(publicationAttachments.publicationId), lt(publicationAttachments.createdAt, ABANDONED_AFTER)));
    const [row] = await tx
      .insert(publicationAttachments)
      .values({ uploadedBy: user.userId, name: file.name, mimeType: file.mimeType, size: file.content.length, content: file.content })
      .returning({ id: publicationAttachments.id, name: publicationAttachments.name, mimeType: publicationAttachments.mimeType, size: publicationAttachments.size });
    return row!;
  });
}

/** A file of a publication the user reads (or the user's own upload not yet attached), or 404. */
export async function findAttachment(db: Database, user: SessionContext, id: number): Promise<{ name: string; mimeType: string; content: Buffer }> {
  const columns = { name: publicationAttachments.name, mimeType: publicationAttachments.mimeType, content: publicationAttachments.content };
  const [attached] = await db
    .select(columns)
    .from(publicationAttachments)
    .innerJoin(publications, eq(publications.id, publicationAttachments.publicationId))
    .where(and(eq(publicationAttachments.id, id), visiblePublications(user)));
  if (attached) return attached;
  const [own] = await db
    .select(columns)
    .from(publicationAttachments)
    .where(and(eq(publicationAttachments.id, id), isNull(publicationAttachments.publicationId), eq(publicationAttachments.uploadedBy, user.userId)));
  if (!own) throw new NotFoundError();
  return own;
}
