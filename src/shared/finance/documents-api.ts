import { endpoint } from '../api/contract';
import { file, json } from '../api/json';
import { IdParamsSchema } from '../api/params';
import { FINANCE_ABILITIES } from './abilities';
import { DocumentListQuerySchema, DocumentPageSchema, DocumentRowSchema, GenerateDocumentSchema, MAX_DOCUMENT_BYTES, UploadDocumentFieldsSchema } from './documents';

// Documents (section 3; the list at GET /api/documents): a client reaches its own contracts'
// documents and its airline's tariff documents that name no contract; airline staff their
// airline's. Staff holding financial.document.edit make acts and invoices from the ledger and
// upload claims and tariff documents.

const TAG = 'finance';

export const documentsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/documents',
    summary: 'Documents: date, type, number, description, contract, and a made one’s period and totals',
    description: 'Filters: contract, type (act, invoice, claim, tariff) and the document’s dates; newest first unless `sort=date`.',
    tag: TAG,
    access: 'USER',
    ability: FINANCE_ABILITIES.documents,
    query: DocumentListQuerySchema,
    answer: json(DocumentPageSchema),
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/documents/id-{id}/file',
    summary: 'A document’s file: the PDF of a made act or invoice, or the file uploaded',
    tag: TAG,
    access: 'USER',
    ability: FINANCE_ABILITIES.documents,
    params: IdParamsSchema,
    answer: file('application/octet-stream'),
  }),
  generate: endpoint({
    method: 'POST',
    path: '/api/documents/generate',
    summary: 'Makes an act or an invoice (УПД) for a contract over a period from its ledger, as PDF',
    description:
      'Airline staff with `financial.document.edit`. The charges and refunds of the contract between `from` and `to` (days in Moscow time) become the ' +
      'document’s lines, each with the VAT rate in force on its day. A period with none is a 400 on `to`; the same contract, type and period made before is a 409 naming its number.',
    tag: TAG,
    access: 'USER',
    ability: FINANCE_ABILITIES.documentsEdit,
    body: GenerateDocumentSchema,
    answer: json(DocumentRowSchema),
  }),
  upload: endpoint({
    method: 'POST',
    path: '/api/documents/upload',
    summary: 'Uploads a claim or a tariff document as a file',
    description: `Airline staff with \`financial.document.edit\`. PDF, images, Word and Excel files up to ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB; a claim names its contract, a tariff document without one is for every client of the airline.`,
    tag: TAG,
    access: 'USER',
    ability: FINANCE_ABILITIES.documentsEdit,
    form: { fields: UploadDocumentFieldsSchema, files: { name: 'file', max: 1, description: 'The document’s file' } },
    answer: json(DocumentRowSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/documents/id-{id}',
    summary: 'Deletes an uploaded document; a made act or invoice stays (409), as issued accounting documents do',
    tag: TAG,
    access: 'USER',
    ability: FINANCE_ABILITIES.documentsEdit,
    params: IdParamsSchema,
    answer: { kind: 'empty' },
  }),
};
