import type { InjectOptions } from 'fastify';

// Multipart bodies as a browser builds them, for the tests of calls that take files.

export interface TestFile {
  name: string;
  content: Buffer | string;
  type?: string;
  /** The form field; `files[]` as the app sends it. */
  field?: string;
}

/** A multipart/form-data request body built by the platform's own FormData, as a browser would send it. */
export async function multipart(fields: Record<string, string>, files: TestFile[] = []): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const bytes = typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : file.content;
    form.append(file.field ?? 'files[]', new Blob([new Uint8Array(bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}
