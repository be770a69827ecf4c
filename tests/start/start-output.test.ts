import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// What `npm start` prints: readable lines and the banner for a person at a terminal in development,
// JSON lines only (the banner's facts as one of them) for a log collector in production. The
// built server runs as users run it, on a fresh PGlite folder, and is stopped once it has started.

const root = fileURLToPath(new URL('../../', import.meta.url));
const builtServer = join(root, process.env.CABINET_OUT ?? 'out', 'server/main.js');
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Starts the built server, waits until it says it is up, stops it; answers what it printed. */
async function startOutput(env: Record<string, string>, ready: RegExp): Promise<string[]> {
  if (!existsSync(builtServer)) throw new Error(`The server is not built (missing ${builtServer}). Run \`npm run build\` first.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'cabinet-start-'));
  folders.push(dataDir);
  const child = spawn(process.execPath, [builtServer], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(await freePort()), WEB_ROOT: '', SEED_DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No start within 60 s:\n${out}\n${err}`)), 60_000);
    const check = () => {
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}):\n${out}\n${err}`));
    });
  });
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return out.split('\n').filter((line) => line.trim() !== '');
}

const isJson = (line: string): boolean => {
  try {
    return typeof JSON.parse(line) === 'object';
  } catch {
    return false;
  }
};

describe('the start output', () => {
  it('is JSON lines only in production, the start facts among them', { timeout: 90_000 }, async () => {
    const lines = await startOutput({ NODE_ENV: 'production' }, /cabinet started/);
    expect(lines.filter((line) => !isJson(line))).toEqual([]);
    const started = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.msg === 'cabinet started');
    expect(started).toMatchObject({ platform: 'CABINET', seeded: false, demoLogins: [] });
    expect(String(started?.url)).toMatch(/^http:\/\/localhost:\d+\/$/);
  });

  it('is readable lines and the banner in development, no JSON mixed in', { timeout: 90_000 }, async () => {
    const lines = await startOutput({ NODE_ENV: 'development' }, /Stop with Ctrl\+C/);
    expect(lines.filter(isJson)).toEqual([]);
    expect(lines.some((line) => /INFO.*Server listening at/.test(line))).toBe(true);
    // The banner comes whole, after the log lines, none of them inside it.
    const first = lines.findIndex((line) => line.includes('is running at'));
    const last = lines.findIndex((line) => line.includes('Stop with Ctrl+C'));
    expect(first).toBeGreaterThan(0);
    expect(lines.slice(first, last + 1).every((line) => line.startsWith('  '))).toBe(true);
  });
});
