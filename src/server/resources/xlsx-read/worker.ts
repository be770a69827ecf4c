import { parentPort, workerData } from 'node:worker_threads';
import { ReadFailure } from './failure';
import { readSheet, type ReadRequest } from './read-sheet';
import type { WorkerAnswer } from './run';

// The import worker's entry: reads one sheet and answers once. The build bundles it beside the
// server as xlsx-worker.js (scripts/build-server.mjs); from sources it runs through tsx (run.ts).

const answer = (message: WorkerAnswer) => parentPort!.postMessage(message);

readSheet(workerData as ReadRequest).then(
  (rows) => answer({ rows }),
  (error: unknown) => answer(error instanceof ReadFailure ? { failure: error.reason } : { error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
);
