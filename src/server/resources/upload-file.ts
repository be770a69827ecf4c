import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

// The one file of an import's multipart body. A file over the limit is a 413 that says the limit;
// the parser reports a body without its boundary or cut off mid-file as a plain Error: that is the
// caller's fault, a 400, never a 500.

export async function readUploadedFile(request: FastifyRequest, limitBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, 'errors:unsupportedMediaType');
  try {
    const file = await request.file({ limits: { fileSize: limitBytes, files: 1, fields: 10 } });
    if (!file) throw new AppError(400, 'resources:import.noFile');
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'resources:import.fileTooLarge', { params: { limit: limitBytes / (1024 * 1024) } });
    }
    // Our own refusals and the parser's other limits keep their status.
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new AppError(400, 'errors:malformedMultipart', { fields: { file: 'errors:malformedMultipart' } });
  }
}
