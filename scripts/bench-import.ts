// `npm run bench:import`: what a hostile xlsx upload costs everyone else (issue 11).
//
// Starts the built cabinet (out/server, on a fresh PGlite in a temporary folder, as `npm start`
// runs it), signs in the demo shipper as the bystander and three airline staff as importers (the
// demo airline user and two accounts made like it), then runs phases of BENCH_IMPORT_SECONDS
// (default 5) each, the bystander polling GET /api/user back to back all along:
//   baseline      no import at all, same process: the figure the others are divided by;
//   2M, one user  one user uploads a 0.6 MB sheet of 2,000,000 rows, again and again;
//   2M lying, 3   three users at once, the same rows with the sheet's size declared as 48 MB, so
//                 the worker inflates and parses until the row limit stops it;
//   48 MB, 3      three users at once, 48 MB of sheet XML whose rows hold nothing to import: parsed
//                 to the end, the most work the limits let a file cause.
// Prints each upload's answer time (refusal) and the bystander's latency p50/p99/max, with the
// p99's ratio to the baseline's. Needs `npm run build` first.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-facts';
import { hostileWorkbook, inlineRow, repeated } from '../src/server/test/hostile-xlsx';
import { freePort } from './lib/free-port.mjs';

const SECONDS = Number(process.env.BENCH_IMPORT_SECONDS ?? 5);
const UPLOAD = '/api/handbooks/baggages/upload';
const HEADER = ['departure', 'arrival', 'season', 'weight'];

if (!existsSync('out/server/main.js') || !existsSync('out/server/xlsx-worker.js')) {
  process.stderr.write('No build found: run `npm run build` first.\n');
  process.exit(1);
}

async function startCabinet(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cabinet-bench-import-'));
  const child: ChildProcess = spawn(process.execPath, ['out/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', CHECK_ANSWERS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the cabinet exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  process.stdout.write('Making the sheets...\n');
  const rows2m = () => [inlineRow(HEADER), ...repeated(inlineRow(['KJA', 'OVB', 'WINTER', '16']), 2_000_000)];
  const files = {
    twoMillion: await hostileWorkbook({ rows: rows2m }),
    lying: await hostileWorkbook({ rows: rows2m, declared: { sheet: 48 * 1024 * 1024 } }),
    // Rows of blanks: nothing to import, so no row limit; the XML budget is what stops the work.
    blank: await hostileWorkbook({ rows: () => [inlineRow(HEADER), ...repeated(inlineRow([' '.repeat(40)]), 560_000)] }),
  };
  const cabinet = await startCabinet();
  try {
    const call = (path: string, init: RequestInit & { token?: string } = {}) =>
      fetch(`${cabinet.url}${path}`, { ...init, headers: { 'accept-language': 'en', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers } });
    const signIn = async (email: string, password = DEMO_PASSWORD) => {
      const response = await call('/api/login', { method: 'POST', body: JSON.stringify({ username: email, password }), headers: { 'content-type': 'application/json' } });
      if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { token: string }).token;
    };
    const airline = await signIn('airline@demo.test');
    const bystander = await signIn('shipper@demo.test');
    // Two more staff like the demo airline user: one import runs per user, so three users for three at once.
    const list = (await (await call('/api/handbooks/accounts?q=airline%40demo.test', { token: airline })).json()) as { items: Record<string, unknown>[] };
    const model = list.items.find((row) => row.email === 'airline@demo.test')!;
    const importers = [airline];
    for (const index of [2, 3]) {
      const email = `importer${index}@demo.test`;
      const body = { name: `Importer ${index}`, email, timeZone: model.timeZone ?? 'Europe/Moscow', roleId: model.roleId, contractorId: model.contractorId ?? null, accessGroupId: model.accessGroupId, active: true, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD };
      const created = await call('/api/handbooks/accounts', { method: 'POST', token: airline, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
      if (created.status !== 201) throw new Error(`account ${email}: ${created.status} ${await created.text()}`);
      importers.push(await signIn(email));
    }

    const poll = async (until: () => boolean, latencies: number[]) => {
      while (!until()) {
        const started = performance.now();
        const response = await call('/api/user', { token: bystander });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`GET /api/user: ${response.status}`);
        latencies.push(performance.now() - started);
      }
    };
    const uploadLoop = async (token: string, file: Buffer, until: () => boolean, answers: number[], statuses: Map<string, number>) => {
      while (!until()) {
        const form = new FormData();
        form.append('file', new Blob([file]), 'import.xlsx');
        const started = performance.now();
        const response = await call(UPLOAD, { method: 'POST', token, body: form });
        const body = (await response.json()) as { message?: string; created?: number; updated?: number };
        answers.push(performance.now() - started);
        const key = `${response.status} ${body.message ?? `created ${body.created}, updated ${body.updated}`}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    };

    let baseline = NaN;
    const phase = async (name: string, uploads: { token: string; file: Buffer }[], quiet = false) => {
      const end = performance.now() + SECONDS * 1000;
      const over = () => performance.now() >= end;
      const latencies: number[] = [];
      const answers: number[] = [];
      const statuses = new Map<string, number>();
      await Promise.all([poll(over, latencies), ...uploads.map(({ token, file }) => uploadLoop(token, file, over, answers, statuses))]);
      latencies.sort((a, b) => a - b);
      answers.sort((a, b) => a - b);
      const p99 = percentile(latencies, 0.99);
      if (!uploads.length) baseline = p99;
      if (quiet) return;
      process.stdout.write(`\n${name}\n`);
      if (answers.length) {
        process.stdout.write(`  uploads answered: ${answers.length}, in p50 ${ms(percentile(answers, 0.5))}, max ${ms(answers.at(-1)!)}\n`);
        for (const [status, count] of statuses) process.stdout.write(`    ${count} x ${status}\n`);
      }
      process.stdout.write(
        `  GET /api/user (${latencies.length} calls): p50 ${ms(percentile(latencies, 0.5))}, p99 ${ms(p99)}, max ${ms(latencies.at(-1)!)}` +
          (uploads.length ? `; p99 ${(p99 / baseline).toFixed(2)}x the baseline\n` : '\n'),
      );
    };

    process.stdout.write(
      `Sheets: 2,000,000 rows in ${(files.twoMillion.length / 1e6).toFixed(2)} MB; the same declaring 48 MB; ` +
        `${(files.blank.length / 1e6).toFixed(2)} MB inflating to 48 MB of blank rows. Phases of ${SECONDS} s.\n`,
    );
    // A short warm-up, so the first phase does not pay for the server's first requests.
    await phase('warm-up', [{ token: airline, file: files.twoMillion }], true);
    await phase('baseline: no import', []);
    await phase('2M rows, one user', [{ token: airline, file: files.twoMillion }]);
    await phase('2M rows declaring 48 MB, three users at once', importers.map((token) => ({ token, file: files.lying })));
    await phase('48 MB of blank rows, three users at once', importers.map((token) => ({ token, file: files.blank })));
  } finally {
    await cabinet.stop();
  }
}

await main();
