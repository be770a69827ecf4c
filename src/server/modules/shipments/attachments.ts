import type { FastifyRequest } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { SHIPMENT_ATTACHMENT_LIMITS, SHIPMENT_ATTACHMENT_TYPES, type ShipmentAttachment } from '@shared/shipments/attachments';
import type { ShipmentFileType } from '@shared/reference/lists';
import { SHIPMENT_FILE_TYPES } from '@shared/reference/lists';
import { M } from '@shared/validation';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { shipmentAttachments, users } from '../../db/schema';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { readMultipartForm } from '../../lib/multipart-form';
import { correctionOf, rightsOf } from './detail';
import { recordHistory } from './history';
import { reachShipment } from './scope';

// A shipment's documents (section 2's attachments): typed by the shipment file types, each file's
// content checked against its name, kept in the database, listed on the shipment's page and
// downloaded by whoever reaches the shipment. Uploads and removals go into the history.

/** The upload's body: its `type` and one `file`. */
export async function readAttachment(request: FastifyRequest): Promise<{ type: ShipmentFileType; file: { name: string; mimeType: string; content: Buffer } }> {
  const form = await readMultipartForm(request, {
    fieldNames: ['type'],
    fileField: /^file$/,
    fileErrorField: 'file',
    maxFiles: 1,
    maxFileBytes: SHIPMENT_ATTACHMENT_LIMITS.maxFileBytes,
    maxTextLength: 100,
    types: SHIPMENT_ATTACHMENT_TYPES,
    messages: { tooLarge: 'chat:errors.fileTooLarge', empty: 'chat:errors.fileEmpty', type: 'chat:errors.fileType', tooMany: 'chat:errors.tooManyFiles', notMultipart: 'chat:errors.multipartRequired' },
  });
  const problems: Record<string, string> = {};
  const type = form.fields.type as ShipmentFileType | undefined;
  if (!type) problems.type = M.required;
  else if (!SHIPMENT_FILE_TYPES.includes(type)) problems.type = M.invalid;
  const [file] = form.files;
  if (!file) problems.file = M.required;
  if (Object.keys(problems).length) throw new ValidationError(problems);
  return { type: type!, file: file! };
}

export async function attachFile(db: Database, user: SessionContext, id: number, upload: Awaited<ReturnType<typeof readAttachment>>): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await reachShipment(tx, user, id, true);
    if (!rightsOf(user, row, await correctionOf(tx, row)).attach) throw new ForbiddenError();
    const { file } = upload;
    await tx.insert(shipmentAttachments).values({ shipmentId: id, type: upload.type, name: file.name, mimeType: file.mimeType, size: file.content.length, content: file.content, createdBy: user.userId });
    await recordHistory(tx, { shipmentId: id, userId: user.userId, action: 'attached', changes: [{ field: 'attachments', before: null, after: `${upload.type}: ${file.name}` }] });
  });
}

/** A document of a shipment the caller reaches, with its bytes. */
export async function findAttachment(db: Database, user: SessionContext, attachmentId: number) {
  const [file] = await db.select().from(shipmentAttachments).where(eq(shipmentAttachments.id, attachmentId));
  if (!file) throw new NotFoundError();
  await reachShipment(db, user, file.shipmentId);
  return file;
}

/** Removes a document: its uploader, or the airline's staff who may attach. Answers its shipment's id. */
export async function removeAttachment(db: Database, user: SessionContext, attachmentId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [file] = await tx.select({ id: shipmentAttachments.id, shipmentId: shipmentAttachments.shipmentId, type: shipmentAttachments.type, name: shipmentAttachments.name, createdBy: shipmentAttachments.createdBy }).from(shipmentAttachments).where(eq(shipmentAttachments.id, attachmentId));
    if (!file) throw new NotFoundError();
    const row = await reachShipment(tx, user, file.shipmentId, true);
    if (!rightsOf(user, row, await correctionOf(tx, row)).attach || !(user.airlineId !== null || file.createdBy === user.userId)) throw new ForbiddenError();
    await tx.delete(shipmentAttachments).where(eq(shipmentAttachments.id, attachmentId));
    await recordHistory(tx, { shipmentId: row.id, userId: user.userId, action: 'detached', changes: [{ field: 'attachments', before: `${file.type}: ${file.name}`, after: null }] });
    return row.id;
  });
}

/** A shipment's documents as its page lists them (without their bytes). */
export async function attachmentsOf(db: Database, user: SessionContext, shipmentId: number): Promise<ShipmentAttachment[]> {
  const rows = await db
    .select({ id: shipmentAttachments.id, type: shipmentAttachments.type, name: shipmentAttachments.name, mimeType: shipmentAttachments.mimeType, size: shipmentAttachments.size, createdAt: shipmentAttachments.createdAt, createdBy: shipmentAttachments.createdBy, by: users.name })
    .from(shipmentAttachments)
    .leftJoin(users, eq(users.id, shipmentAttachments.createdBy))
    .where(eq(shipmentAttachments.shipmentId, shipmentId))
    .orderBy(asc(shipmentAttachments.createdAt), asc(shipmentAttachments.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type as ShipmentFileType,
    name: row.name,
    mimeType: row.mimeType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    by: row.by,
    removable: user.airlineId !== null || row.createdBy === user.userId,
  }));
}
