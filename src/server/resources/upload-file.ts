import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

// The one file of an import's multipart body. The parser reports a body without its boundary or
// cut off mid-file as a plain Error: that is the caller's fault, a 400, never a 500.

export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, 'errors:unsupportedMediaType');
  try {
    const file = await request.file();
    if (!file) throw new AppError(400, 'resources:import.noFile');
    return await file.toBuffer();
  } catch (error) {
    // Our own refusals and the parser's limits (413 for a file over the size) keep their status.
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new AppError(400, 'errors:malformedMultipart', { fields: { file: 'errors:malformedMultipart' } });
  }
}
