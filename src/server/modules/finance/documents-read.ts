import { aliasedTable, and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { FINANCE_ABILITIES } from '@shared/finance/abilities';
import type { DocumentListQuery, DocumentPage, DocumentRow } from '@shared/finance/documents';
import { isCurrency, type Currency } from '@shared/money';
import { airlineScope } from '../../access/scope';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { contractors, contracts, documents, users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { financeScope } from './access';

// Documents as their list and their file answer them. A document of a contract is reached as the
// contract's money is (financeScope under the documents' ability); a tariff document naming no
// contract is the airline's: its staff reach it, and every client holding a contract with it.

const author = aliasedTable(users, 'author');

/** The documents the caller reaches under `ability` (the view, or the edit for a removal). */
export function documentScope(user: SessionContext, ability: string = FINANCE_ABILITIES.documents): SQL {
  const contractScope = financeScope(user, ability, ability);
  const airlineWide = and(sql`${documents.contractId} is null`, eq(documents.type, 'tariff'), airlineScope(user, documents.airlineId));
  return or(and(sql`${documents.contractId} is not null`, contractScope), airlineWide)!;
}

function documentsQuery(db: Database, where: SQL) {
  return db
    .select({
      id: documents.id,
      date: documents.date,
      type: documents.type,
      number: documents.number,
      description: documents.description,
      contractId: documents.contractId,
      contractNumber: contracts.number,
      contractor: contractors.name,
      periodFrom: documents.periodFrom,
      periodTo: documents.periodTo,
      total: documents.total,
      vat: documents.vat,
      currency: documents.currency,
      fileName: documents.fileName,
      contentType: documents.contentType,
      size: documents.size,
      createdAt: documents.createdAt,
      createdBy: author.name,
    })
    .from(documents)
    .leftJoin(contracts, eq(contracts.id, documents.contractId))
    .leftJoin(contractors, eq(contractors.id, contracts.contractorId))
    .leftJoin(author, eq(author.id, documents.createdBy))
    .where(where)
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof documentsQuery>>[number];

function toDocument({ total, vat, currency, fileName, contentType, size, createdAt, ...row }: Row): DocumentRow {
  const unit: Currency = isCurrency(currency) ? currency : 'RUB';
  return {
    ...row,
    total: total === null ? null : { amount: total, currency: unit },
    vat: vat === null ? null : { amount: vat, currency: unit },
    fileName: fileName ?? `${row.number}.pdf`,
    contentType: contentType ?? 'application/octet-stream',
    size: size ?? 0,
    createdAt: createdAt.toISOString(),
  };
}

const ORDER: Record<DocumentListQuery['sort'], SQL[]> = {
  date: [asc(documents.date), asc(documents.id)],
  '-date': [desc(documents.date), desc(documents.id)],
};

export async function listDocuments(db: Database, user: SessionContext, query: DocumentListQuery): Promise<DocumentPage> {
  const where = and(
    documentScope(user),
    query.contractId === undefined ? undefined : eq(documents.contractId, query.contractId),
    query.type === undefined ? undefined : eq(documents.type, query.type),
    query.from === undefined ? undefined : sql`${documents.date} >= ${query.from}::date`,
    query.to === undefined ? undefined : sql`${documents.date} <= ${query.to}::date`,
  )!;
  const [rows, [total]] = await Promise.all([
    documentsQuery(db, where)
      .orderBy(...ORDER[query.sort])
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(documents).leftJoin(contracts, eq(contracts.id, documents.contractId)).where(where),
  ]);
  return { items: rows.map(toDocument), total: total?.total ?? 0 };
}

export async function documentById(db: Database, user: SessionContext, id: number): Promise<DocumentRow> {
  const [row] = await documentsQuery(db, and(documentScope(user), eq(documents.id, id))!);
  if (!row) throw new NotFoundError();
  return toDocument(row);
}

export interface DocumentFile {
  name: string;
  contentType: string;
  content: Buffer;
}

/** A document's bytes, with the name and type it is sent back with; a 404 out of reach. */
export async function documentFile(db: Database, user: SessionContext, id: number): Promise<DocumentFile> {
  const [row] = await db
    .select({ number: documents.number, name: documents.fileName, contentType: documents.contentType, content: documents.content })
    .from(documents)
    .leftJoin(contracts, eq(contracts.id, documents.contractId))
    .where(and(documentScope(user), eq(documents.id, id)));
  if (!row) throw new NotFoundError();
  return { name: row.name ?? `${row.number}.pdf`, contentType: row.contentType ?? 'application/octet-stream', content: row.content };
}
