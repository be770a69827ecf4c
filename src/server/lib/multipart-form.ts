import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { M, messageRef, type FieldMessages } from '@shared/validation';
import { AppError, ValidationError } from '../errors';
import { cleanFileName } from './file-names';
import { acceptedType, type CheckedExtension } from './file-types';

// A multipart body of text fields and files (a chat message, a shipment's attachment): every file
// is read whole (within its limit) and its content checked against its name's type before anything
// is written; what is wrong is told on its field, naming the file and the limit, rather than as a
// bare 413.

export interface UploadedFile {
  name: string;
  mimeType: string;
  content: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export interface MultipartRules<E extends CheckedExtension> {
  /** The text fields the call takes (others are ignored, as unknown keys of a JSON body are). */
  fieldNames: readonly string[];
  /** The files' field names (`files[]` as browsers send it, `files` or `files[0]` as others may). */
  fileField: RegExp;
  /** The field a file's problem is told on. */
  fileErrorField: string;
  maxFiles: number;
  maxFileBytes: number;
  /** The longest text field, in characters. */
  maxTextLength: number;
  types: Readonly<Record<E, string>>;
  /** The texts of a file's problems: too large (`name`, `limit` in MB), empty (`name`), of a type not taken (`name`), too many (`max`), not multipart. */
  messages: { tooLarge: string; empty: string; type: string; tooMany: string; notMultipart: string };
}

const MEGABYTE = 1024 * 1024;

export async function readMultipartForm<E extends CheckedExtension>(request: FastifyRequest, rules: MultipartRules<E>): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError(415, rules.messages.notMultipart);
  const errors: FieldMessages = {};
  const fail = (field: string, message: string) => {
    errors[field] ??= message;
  };
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  // Room for the longest text in four-byte characters; a longer value arrives cut and is refused.
  const fieldBytes = rules.maxTextLength * 4 + 1024;
  // These limits override the app's (one file, for imports) for this request. `throwFileSizeLimit`
  // reaches the parser though its type does not list it: a file over the limit then arrives cut
  // and marked, and is refused below with its name.
  const options: NonNullable<Parameters<FastifyRequest['parts']>[0]> & { throwFileSizeLimit: boolean } = {
    limits: { files: rules.maxFiles, fileSize: rules.maxFileBytes, fields: 20, fieldSize: fieldBytes, parts: rules.maxFiles + 20 },
    throwFileSizeLimit: false,
  };
  const parts = request.parts(options);
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        const name = cleanFileName(part.filename);
        if (!rules.fileField.test(part.fieldname)) fail(part.fieldname, M.unknownField);
        else if (part.file.truncated) fail(rules.fileErrorField, messageRef(rules.messages.tooLarge, { name, limit: rules.maxFileBytes / MEGABYTE }));
        else if (!content.length) fail(rules.fileErrorField, messageRef(rules.messages.empty, { name }));
        else {
          const mimeType = acceptedType(name, content, rules.types);
          if (mimeType) files.push({ name, mimeType, content });
          else fail(rules.fileErrorField, messageRef(rules.messages.type, { name }));
        }
        continue;
      }
      if (!rules.fieldNames.includes(part.fieldname)) continue;
      if (Object.hasOwn(fields, part.fieldname)) fail(part.fieldname, M.invalid);
      else if (part.valueTruncated) fail(part.fieldname, messageRef(M.maxLength, { requirement: rules.maxTextLength }));
      else if (typeof part.value !== 'string') fail(part.fieldname, M.invalidType);
      else fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') fail(rules.fileErrorField, messageRef(rules.messages.tooMany, { max: rules.maxFiles }));
    // A body cut short or malformed is the caller's fault, whatever the parser calls it.
    else throw new AppError(400, 'errors:badRequest');
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { fields, files };
}
