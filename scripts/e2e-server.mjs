// The server the end-to-end tests drive: the real build on a fresh embedded database, removed
// when the tests are done. Extra settings come from the environment (PORT, PLATFORM).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'cabinet-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanUp);
await import(`../${process.env.CABINET_OUT ?? 'out'}/server/main.js`);
