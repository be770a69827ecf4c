import { Worker } from 'node:worker_threads';
import { ReadFailure, type ReadFailureReason } from './failure';
import type { ReadRequest } from './read-sheet';
import type { SheetRow } from './rows';

// Reads an import's sheet in a worker thread, so that inflating and parsing a hostile file (and
// a legitimate one of 10,000 rows) never holds the event loop other requests wait on. One worker
// per import: imports are one at a time per user (import-slots.ts), and a worker is cheap next to
// the parse. Its heap is capped, so whatever the limits miss costs the worker, not the server.

export type WorkerAnswer = { rows: SheetRow[] } | { failure: ReadFailureReason } | { error: string };

/** The worker's heap: the shared strings of the largest sheet allowed fit in a fraction of it. */
const WORKER_HEAP_MB = 384;

/**
 * The built server is one bundle (out/server/main.js) with the worker bundled beside it as
 * xlsx-worker.js; from sources (tests, `dev:server`) the worker is this folder's worker.ts, which
 * Node runs through tsx's loader (a worker does not inherit the loader of the thread that starts it).
 */
function startWorker(request: ReadRequest): Worker {
  const options = { workerData: request, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./xlsx-worker.js', import.meta.url), options);
  const loader = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(loader)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(code, { ...options, eval: true });
}

export function readSheetInWorker(request: ReadRequest): Promise<SheetRow[]> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(request);
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
      void worker.terminate();
    };
    worker.once('message', (answer: WorkerAnswer) =>
      settle(() => {
        if ('rows' in answer) resolve(answer.rows);
        else if ('failure' in answer) reject(new ReadFailure(answer.failure));
        else reject(new Error(`xlsx worker: ${answer.error}`));
      }),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      // A file that fills the worker's heap despite the limits is too large, not a server failure.
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ReadFailure({ kind: 'tooLarge' }) : error)),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`xlsx worker exited with ${code}`))));
  });
}
