import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { MAX_DOCUMENT_BYTES, UploadDocumentFieldsSchema, type UploadDocumentFields } from '@shared/finance/documents';
import { issuesToFields, M, type FieldMessages } from '@shared/validation';
import { AppError, ValidationError } from '../../errors';
import { acceptedType } from '../../lib/file-types';
import { cleanFileName } from '../../lib/file-names';

// An uploaded document's multipart body: the fields of UploadDocumentFieldsSchema and one file,
// `file`, read whole within MAX_DOCUMENT_BYTES (413 past it). The file is taken by its name and
// only when its bytes are what the name says; every problem of the form is told at once, per field.

/** What staff upload: PDF, pictures, Word and Excel. */
export const DOCUMENT_FILE_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export interface DocumentForm {
  fields: UploadDocumentFields;
  file: { name: string; contentType: string; content: Buffer };
}

const FIELD_NAMES = Object.keys(UploadDocumentFieldsSchema.entries);
const FILE_FIELD = 'file';
/** Room for the longest field (a 500-character description) in four-byte characters. */
const FIELD_BYTES = 4 * 1024;
const MEGABYTE = 1024 * 1024;

export async function readDocumentForm(request: FastifyRequest): Promise<DocumentForm> {
  if (!request.isMultipart()) throw new AppError(415, 'errors:unsupportedMediaType');
  const errors: FieldMessages = {};
  const fail = (field: string, message: string) => {
    errors[field] ??= message;
  };
  const raw: Record<string, string> = {};
  let file: DocumentForm['file'] | null = null;
  try {
    for await (const part of request.parts({ limits: { files: 1, fileSize: MAX_DOCUMENT_BYTES, fields: 10, fieldSize: FIELD_BYTES, parts: 11 } })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        const name = cleanFileName(part.filename);
        if (part.fieldname !== FILE_FIELD) fail(part.fieldname, M.unknownField);
        else if (!content.length) fail(FILE_FIELD, 'finance:documentErrors.fileEmpty');
        else {
          const contentType = acceptedType(name, content, DOCUMENT_FILE_TYPES);
          if (contentType) file = { name, contentType, content };
          else fail(FILE_FIELD, 'finance:documentErrors.fileType');
        }
        continue;
      }
      // Fields the form does not have are ignored, as unknown keys of a JSON body are.
      if (!FIELD_NAMES.includes(part.fieldname)) continue;
      if (Object.hasOwn(raw, part.fieldname) || part.valueTruncated || typeof part.value !== 'string') fail(part.fieldname, M.invalid);
      else raw[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'finance:documentErrors.fileTooLarge', { params: { limit: MAX_DOCUMENT_BYTES / MEGABYTE } });
    if (code === 'FST_FILES_LIMIT') fail(FILE_FIELD, 'finance:documentErrors.oneFile');
    // A body cut short or malformed is the caller's fault, whatever the parser calls it.
    else throw new AppError(400, 'errors:malformedMultipart', { fields: { file: 'errors:malformedMultipart' } });
  }
  const parsed = v.safeParse(UploadDocumentFieldsSchema, raw);
  if (!parsed.success) Object.assign(errors, { ...issuesToFields(parsed.issues), ...errors });
  if (!file && !errors[FILE_FIELD]) fail(FILE_FIELD, 'finance:documentErrors.noFile');
  if (Object.keys(errors).length || !parsed.success || !file) throw new ValidationError(errors);
  return { fields: parsed.output, file };
}
