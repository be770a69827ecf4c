import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ATTACHMENT_LIMITS, ATTACHMENT_TYPES, CHAT_LIMITS } from '@shared/chat/constants';
import { M, messageRef, type FieldMessages } from '@shared/validation';
import { AppError, ValidationError } from '../../errors';
import { acceptedType } from '../../lib/file-types';
import { cleanFileName } from '../../lib/file-names';

// A message's multipart body: its text fields and up to five files of up to 10 MB each. Every
// file is read whole (within its limit) and checked before anything is written; what is wrong is
// told per field, naming the file and the limit, rather than as a bare 413.

export interface UploadedFile {
  name: string;
  mimeType: string;
  content: Buffer;
}

export interface MessageForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** `files[]` as browsers send it, `files` or `files[0]` as other clients may. */
const FILE_FIELD = /^files(\[\d{0,2}\])?$/;
/** Room for the longest text in four-byte characters; a longer value arrives cut and is refused. */
const FIELD_BYTES = CHAT_LIMITS.maxTextLength * 4 + 1024;
const MEGABYTE = 1024 * 1024;

export async function readMessageForm(request: FastifyRequest, fieldNames: readonly string[]): Promise<MessageForm> {
  if (!request.isMultipart()) throw new AppError(415, 'chat:errors.multipartRequired');
  const errors: FieldMessages = {};
  const fail = (field: string, message: string) => {
    errors[field] ??= message;
  };
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  // These limits override the app's (one file, for imports) for this request. `throwFileSizeLimit`
  // reaches the parser though its type does not list it: a file over the limit then arrives cut
  // and marked, and is refused below with its name.
  const options: NonNullable<Parameters<FastifyRequest['parts']>[0]> & { throwFileSizeLimit: boolean } = {
    limits: { files: ATTACHMENT_LIMITS.maxFiles, fileSize: ATTACHMENT_LIMITS.maxFileBytes, fields: 20, fieldSize: FIELD_BYTES, parts: ATTACHMENT_LIMITS.maxFiles + 20 },
    throwFileSizeLimit: false,
  };
  const parts = request.parts(options);
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        const name = cleanFileName(part.filename);
        if (!FILE_FIELD.test(part.fieldname)) fail(part.fieldname, M.unknownField);
        else if (part.file.truncated) fail('files', messageRef('chat:errors.fileTooLarge', { name, limit: ATTACHMENT_LIMITS.maxFileBytes / MEGABYTE }));
        else if (!content.length) fail('files', messageRef('chat:errors.fileEmpty', { name }));
        else {
          const mimeType = acceptedType(name, content, ATTACHMENT_TYPES);
          if (mimeType) files.push({ name, mimeType, content });
          else fail('files', messageRef('chat:errors.fileType', { name }));
        }
        continue;
      }
      // Fields the call does not take are ignored, as unknown keys of a JSON body are.
      if (!fieldNames.includes(part.fieldname)) continue;
      if (Object.hasOwn(fields, part.fieldname)) fail(part.fieldname, M.invalid);
      else if (part.valueTruncated) fail(part.fieldname, messageRef(M.maxLength, { requirement: CHAT_LIMITS.maxTextLength }));
      else if (typeof part.value !== 'string') fail(part.fieldname, M.invalidType);
      else fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') fail('files', messageRef('chat:errors.tooManyFiles', { max: ATTACHMENT_LIMITS.maxFiles }));
    // A body cut short or malformed is the caller's fault, whatever the parser calls it.
    else throw new AppError(400, 'errors:badRequest');
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { fields, files };
}
