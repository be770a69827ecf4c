import * as v from 'valibot';
import { PageQuerySchema, pageOf } from '../api/page';
import { IdTextSchema, MAX_ROW_ID } from '../api/params';
import { MoneySchema } from '../money';
import { DATE_RANGE_ORDER } from '../resources/define';
import { isoDay } from '../resources/fields';
import { M, msg } from '../validation';

// Documents (section 3: date, type, description; section 9's types act, invoice, claim, tariff).
// Acts and invoices are made by the cabinet from a contract's ledger over a period, as PDF, and
// never change once issued (a mistake is put right by another document, as accounting has it);
// claims and tariff documents are files airline staff upload. A tariff document with no contract
// is the airline's, read by every client of it.

export const DOCUMENT_TYPES = ['act', 'invoice', 'claim', 'tariff'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The documents the cabinet makes from the ledger. */
export const GENERATED_DOCUMENT_TYPES = ['act', 'invoice'] as const;
export type GeneratedDocumentType = (typeof GENERATED_DOCUMENT_TYPES)[number];

/** The documents staff upload as files. */
export const UPLOADED_DOCUMENT_TYPES = ['claim', 'tariff'] as const;
export type UploadedDocumentType = (typeof UPLOADED_DOCUMENT_TYPES)[number];

/** The biggest file an uploaded document may be. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

export const DocumentRowSchema = v.object({
  id: v.number(),
  /** The document's own date (ISO day). */
  date: v.string(),
  type: v.picklist(DOCUMENT_TYPES),
  number: v.string(),
  description: v.nullable(v.string()),
  contractId: v.nullable(v.number()),
  contractNumber: v.nullable(v.string()),
  contractor: v.nullable(v.string()),
  /** The period a made document covers. */
  periodFrom: v.nullable(v.string()),
  periodTo: v.nullable(v.string()),
  /** A made document's total with VAT, and the VAT in it. */
  total: v.nullable(MoneySchema),
  vat: v.nullable(MoneySchema),
  fileName: v.string(),
  contentType: v.string(),
  size: v.number(),
  createdAt: v.string(),
  createdBy: v.nullable(v.string()),
});
export type DocumentRow = v.InferOutput<typeof DocumentRowSchema>;

export const DOCUMENT_SORTS = ['date', '-date'] as const;

export const DocumentListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  contractId: v.optional(IdTextSchema),
  type: v.optional(v.picklist(DOCUMENT_TYPES, msg(M.invalid))),
  from: v.optional(isoDay),
  to: v.optional(isoDay),
  sort: v.optional(v.picklist(DOCUMENT_SORTS, msg(M.invalid)), '-date'),
});
export type DocumentListQuery = v.InferOutput<typeof DocumentListQuerySchema>;

export const DocumentPageSchema = pageOf(DocumentRowSchema);
export type DocumentPage = v.InferOutput<typeof DocumentPageSchema>;

const contractIdField = v.pipe(v.number(msg(M.integer)), v.integer(msg(M.integer)), v.minValue(1, msg(M.minValue)), v.maxValue(MAX_ROW_ID, msg(M.maxValue)));
const day = v.pipe(v.string(msg(M.invalidType)), isoDay);

/** An act or an invoice to make from a contract's ledger, over a period of local days. */
export const GenerateDocumentSchema = v.pipe(
  v.strictObject({
    contractId: contractIdField,
    type: v.picklist(GENERATED_DOCUMENT_TYPES, msg(M.unknownValue)),
    from: day,
    to: day,
  }),
  v.forward(
    v.check((body) => body.from <= body.to, DATE_RANGE_ORDER),
    ['to'],
  ),
);
export type GenerateDocumentBody = v.InferOutput<typeof GenerateDocumentSchema>;

const optionalText = (max: number) => v.optional(v.pipe(v.string(msg(M.invalidType)), v.trim(), v.maxLength(max, msg(M.maxLength))), '');

/** The text fields of an uploaded document's form (its file travels beside them). */
export const UploadDocumentFieldsSchema = v.pipe(
  v.object({
    type: v.picklist(UPLOADED_DOCUMENT_TYPES, msg(M.unknownValue)),
    /** Required for a claim; a tariff document without one is the airline's, for all its clients. */
    contractId: v.optional(v.union([v.literal(''), IdTextSchema], msg(M.integer)), ''),
    number: v.pipe(v.string(msg(M.invalidType)), v.trim(), v.nonEmpty(msg(M.required)), v.maxLength(60, msg(M.maxLength))),
    date: day,
    description: optionalText(500),
  }),
  v.forward(
    v.check((fields) => fields.type !== 'claim' || fields.contractId !== '', msg(M.required)),
    ['contractId'],
  ),
);
export type UploadDocumentFields = v.InferOutput<typeof UploadDocumentFieldsSchema>;
