import type { FastifyRequest } from 'fastify';
import { ATTACHMENT_LIMITS, ATTACHMENT_TYPES, CHAT_LIMITS } from '@shared/chat/constants';
import { readMultipartForm, type MultipartForm, type UploadedFile } from '../../lib/multipart-form';

// A message's multipart body: its text fields and up to five files of up to 10 MB each, each
// checked before anything is written (lib/multipart-form.ts).

export type { UploadedFile };
export type MessageForm = MultipartForm;

export function readMessageForm(request: FastifyRequest, fieldNames: readonly string[]): Promise<MessageForm> {
  return readMultipartForm(request, {
    fieldNames,
    fileField: /^files(\[\d{0,2}\])?$/,
    fileErrorField: 'files',
    maxFiles: ATTACHMENT_LIMITS.maxFiles,
    maxFileBytes: ATTACHMENT_LIMITS.maxFileBytes,
    maxTextLength: CHAT_LIMITS.maxTextLength,
    types: ATTACHMENT_TYPES,
    messages: { tooLarge: 'chat:errors.fileTooLarge', empty: 'chat:errors.fileEmpty', type: 'chat:errors.fileType', tooMany: 'chat:errors.tooManyFiles', notMultipart: 'chat:errors.multipartRequired' },
  });
}
