import { and, eq } from 'drizzle-orm';
import { FINANCE_ABILITIES } from '@shared/finance/abilities';
import { GENERATED_DOCUMENT_TYPES, type GeneratedDocumentType } from '@shared/finance/documents';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { contracts, documents } from '../../db/schema';
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { financeScope } from './access';
import type { DocumentForm } from './documents-form';
import { documentScope } from './documents-read';
import { notifyTariffDocument } from './documents-notify';

// The documents staff upload (claims and tariff documents) and their removal. A made act or
// invoice is never removed: an issued accounting document is put right by another one.

/** Stores an uploaded document for airline staff; its id. */
export async function uploadDocument(db: Database, user: SessionContext, form: DocumentForm): Promise<number> {
  if (user.airlineId === null) throw new ForbiddenError();
  const { fields, file } = form;
  let airlineId = user.airlineId;
  let contractId: number | null = null;
  if (fields.contractId !== '') {
    const [contract] = await db
      .select({ id: contracts.id, airlineId: contracts.airlineId })
      .from(contracts)
      .where(and(eq(contracts.id, fields.contractId), financeScope(user, FINANCE_ABILITIES.documentsEdit, FINANCE_ABILITIES.documentsEdit)));
    if (!contract) throw new ValidationError({ contractId: 'validation:notFoundValue' });
    ({ airlineId, id: contractId } = contract);
  }
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const [row] = await tx
      .insert(documents)
      .values({
        airlineId,
        contractId,
        type: fields.type,
        number: fields.number,
        date: fields.date,
        description: fields.description || null,
        fileName: file.name,
        contentType: file.contentType,
        size: file.content.length,
        content: file.content,
        createdBy: user.userId,
      })
      .returning({ id: documents.id });
    if (!row) throw new Error('document not inserted');
    if (fields.type === 'tariff' && contractId !== null) await notifyTariffDocument(tx, { contractId, number: fields.number });
    return row.id;
  });
}

const isMade = (type: string): type is GeneratedDocumentType => (GENERATED_DOCUMENT_TYPES as readonly string[]).includes(type);

/** Deletes an uploaded document in the staff's reach; a made one stays (409). */
export async function removeDocument(db: Database, user: SessionContext, id: number): Promise<void> {
  if (user.airlineId === null) throw new ForbiddenError();
  const [row] = await db
    .select({ type: documents.type })
    .from(documents)
    .leftJoin(contracts, eq(contracts.id, documents.contractId))
    .where(and(eq(documents.id, id), documentScope(user, FINANCE_ABILITIES.documentsEdit)));
  if (!row) throw new NotFoundError();
  if (isMade(row.type)) throw new AppError(409, 'finance:documentErrors.madeStays');
  await db.delete(documents).where(eq(documents.id, id));
}
