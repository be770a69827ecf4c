import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { FINANCE_ABILITIES } from '@shared/finance/abilities';
import { DEFAULT_FINANCE_ZONE } from '@shared/finance/balance';
import type { GenerateDocumentBody, GeneratedDocumentType } from '@shared/finance/documents';
import { isCurrency } from '@shared/money';
import { M } from '@shared/validation';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { type AirlineRequisites, airlines, airports, contractors, contracts, documentCounters, documents, ledgerEntries, shipments, taxes } from '../../db/schema';
import { AppError, ForbiddenError, ValidationError } from '../../errors';
import { financeScope } from './access';
import { documentFigures, type PeriodEntry, type VatRow } from './documents-lines';
import { madeFileName, renderMadeDocument, type MadeDocument } from './documents-pdf';
import { accountingDay } from './documents-text';

// Making an act or an invoice from a contract's ledger over a period of Moscow days (the airline's
// accounting day): its charges and refunds become the lines, the number is the next of the
// airline's for the type and year, and the PDF is stored in the row. Issued, it never changes.
//
// Race safety: the number is taken first, by an upsert that keeps the counter row locked to the
// end of the transaction, so two makings of one airline's type and year queue there; the second
// then sees the first's committed document and is refused (409) with its number, and its taken
// number goes back with its rollback: no duplicate, no gap.

const ZONE = DEFAULT_FINANCE_ZONE;
const PREFIX: Record<GeneratedDocumentType, string> = { act: 'А', invoice: 'УПД' };

/** What to make, and who and when (the seed makes documents as its history's day). */
export interface MakeRequest {
  contractId: number;
  type: GeneratedDocumentType;
  from: string;
  to: string;
  createdBy: number | null;
  now: Date;
}

/** The contract's charges and refunds from `from` 00:00 to `to` + 1 00:00 in Moscow, oldest first. */
async function periodEntries(tx: Database, contractId: number, from: string, to: string): Promise<PeriodEntry[]> {
  // A shipment whose airports lie in more than one country is international carriage (МВЛ).
  const points = sql`array[${shipments.origin}, ${shipments.destination}] || ${shipments.route}`;
  const international = sql<boolean>`coalesce((select count(distinct ${airports.countryCode}) > 1 from ${airports} where ${airports.code} = any(${points})), false)`;
  const rows = await tx
    .select({
      type: ledgerEntries.type,
      amount: ledgerEntries.amount,
      description: ledgerEntries.description,
      awb: sql<string | null>`case when ${shipments.id} is null then null else ${shipments.awbPrefix} || '-' || ${shipments.awbSerial} end`,
      day: sql<string>`to_char(${ledgerEntries.createdAt} at time zone ${ZONE}, 'YYYY-MM-DD')`,
      international,
    })
    .from(ledgerEntries)
    .leftJoin(shipments, eq(shipments.id, ledgerEntries.shipmentId))
    .where(
      and(
        eq(ledgerEntries.contractId, contractId),
        inArray(ledgerEntries.type, ['charge', 'refund']),
        sql`${ledgerEntries.createdAt} >= ${from}::date::timestamp at time zone ${ZONE}`,
        sql`${ledgerEntries.createdAt} < (${to}::date + 1)::timestamp at time zone ${ZONE}`,
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  return rows.map((row) => ({ ...row, type: row.type as PeriodEntry['type'], region: row.international ? 'МВЛ' : 'ВВЛ' }));
}

async function vatRows(tx: Database, airlineId: number): Promise<VatRow[]> {
  return tx
    .select({ rate: taxes.rate, region: taxes.region, validFrom: taxes.validFrom, validTo: taxes.validTo })
    .from(taxes)
    .where(and(eq(taxes.airlineId, airlineId), eq(taxes.code, 'VAT'), eq(taxes.method, 'percent')));
}

async function partiesOf(tx: Database, contractId: number) {
  const [row] = await tx
    .select({
      airlineId: contracts.airlineId,
      number: contracts.number,
      currency: contracts.currency,
      seller: {
        legalName: airlines.legalName,
        inn: airlines.inn,
        kpp: airlines.kpp,
        address: airlines.legalAddress,
        bankName: airlines.bankName,
        bik: airlines.bik,
        account: airlines.bankAccount,
        correspondentAccount: airlines.correspondentAccount,
      },
      buyerName: sql<string>`coalesce(${contractors.fullName}, ${contractors.name})`,
      inn: contractors.inn,
      kpp: contractors.kpp,
      address: contractors.address,
    })
    .from(contracts)
    .innerJoin(airlines, eq(airlines.id, contracts.airlineId))
    .innerJoin(contractors, eq(contractors.id, contracts.contractorId))
    .where(eq(contracts.id, contractId));
  if (!row) throw new ValidationError({ contractId: 'validation:notFoundValue' });
  if (!isCurrency(row.currency)) throw new ValidationError({ contractId: 'finance:currencyMismatch' });
  // A document without the seller's requisites is no document: none is numbered until they are entered.
  const { seller } = row;
  if (!seller.legalName || !seller.inn) throw new AppError(409, 'finance:documentErrors.noRequisites');
  const requisites: AirlineRequisites = { ...seller, legalName: seller.legalName, inn: seller.inn, kpp: seller.kpp ?? '', address: seller.address ?? '', bankName: seller.bankName ?? '', bik: seller.bik ?? '', account: seller.account ?? '', correspondentAccount: seller.correspondentAccount ?? '' };
  return { ...row, currency: row.currency, requisites };
}

/** The next number of the airline's documents of the type in the year; the counter stays locked until the transaction ends. */
async function takeNumber(tx: Database, airlineId: number, type: GeneratedDocumentType, year: number): Promise<string> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ airlineId, type, year, value: 1 })
    .onConflictDoUpdate({ target: [documentCounters.airlineId, documentCounters.type, documentCounters.year], set: { value: sql`${documentCounters.value} + 1` } })
    .returning({ value: documentCounters.value });
  if (!row) throw new Error('document counter not taken');
  return `${PREFIX[type]}-${year}-${String(row.value).padStart(5, '0')}`;
}

/** Makes, renders and stores the document; its id. */
export async function makeDocument(db: Database, request: MakeRequest): Promise<number> {
  const { contractId, type, from, to } = request;
  if (to < from) throw new ValidationError({ to: M.dateRangeOrder });
  const today = accountingDay(request.now);
  const date = to < today ? to : today;
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const parties = await partiesOf(tx, contractId);
    const number = await takeNumber(tx, parties.airlineId, type, Number(date.slice(0, 4)));
    const [made] = await tx
      .select({ number: documents.number })
      .from(documents)
      .where(and(eq(documents.contractId, contractId), eq(documents.type, type), eq(documents.periodFrom, from), eq(documents.periodTo, to)));
    if (made) throw new AppError(409, 'finance:documentErrors.exists', { params: { number: made.number } });
    const entries = await periodEntries(tx, contractId, from, to);
    if (!entries.length) throw new ValidationError({ to: 'finance:documentErrors.noEntries' });
    const figures = documentFigures(entries, await vatRows(tx, parties.airlineId));
    const document: MadeDocument = {
      type,
      number,
      date,
      from,
      to,
      currency: parties.currency,
      contractNumber: parties.number,
      seller: parties.requisites,
      buyer: { name: parties.buyerName, inn: parties.inn, kpp: parties.kpp, address: parties.address },
      figures,
      createdAt: request.now,
    };
    const content = await renderMadeDocument(document);
    const [row] = await tx
      .insert(documents)
      .values({
        airlineId: parties.airlineId,
        contractId,
        type,
        number,
        date,
        // None of its own: the list names a made document by its type and period in the reader's language.
        description: null,
        periodFrom: from,
        periodTo: to,
        total: figures.total,
        vat: figures.vat,
        currency: parties.currency,
        fileName: madeFileName(type, number),
        contentType: 'application/pdf',
        size: content.length,
        content,
        createdBy: request.createdBy,
        createdAt: request.now,
      })
      .returning({ id: documents.id });
    if (!row) throw new Error('document not inserted');
    return row.id;
  });
}

/** `POST /api/documents/generate`: airline staff holding financial.document.edit, on a contract in their reach. */
export async function generateDocument(db: Database, user: SessionContext, body: GenerateDocumentBody): Promise<number> {
  if (user.airlineId === null) throw new ForbiddenError();
  const [contract] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.id, body.contractId), financeScope(user, FINANCE_ABILITIES.documentsEdit, FINANCE_ABILITIES.documentsEdit)));
  if (!contract) throw new ValidationError({ contractId: 'validation:notFoundValue' });
  return makeDocument(db, { contractId: contract.id, type: body.type, from: body.from, to: body.to, createdBy: user.userId, now: new Date() });
}
