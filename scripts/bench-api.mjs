// `npm run bench:api`: the handbook list through the whole stack against a bare query route.
//
// In one run, at 100 connections, it measures a filtered, sorted 50-row page of allowed routes
// (20,000 extra rows seeded) through the cabinet (session, ability, scoping, validation, total count)
// on PostgreSQL, and a bare Fastify route running one prepared pg query for the same 50 rows on the
// same database; then the cabinet on PGlite for reference. Prints requests per second, p50/p99
// latency and the ratio. Target (issue 4): the full stack at 50% or more of the bare route's rate.
// BENCH_SECONDS (default 10) sets each measurement's length; BENCH_DATABASE_URL the PostgreSQL
// server (default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { freePort } from './lib/free-port.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EXTRA_ROWS = 20_000;
const AIRPORTS = ['SGC', 'TJM', 'VKO', 'SVX', 'SLY', 'NUX', 'NOJ', 'KJA', 'OVB', 'LED', 'AER', 'KZN', 'UFA', 'KUF', 'MRV', 'NJC', 'HMA', 'OMS', 'TOF', 'IKT', 'KHV', 'VVO', 'MMK', 'ARH', 'KGD', 'ROV', 'KRR', 'GOJ', 'PEE', 'CEK'];
const PAGE = { departure: 'SGC', direct: 'false', page: 3 };
const FULL_PATH = `/api/handbooks/routes?filter[departure]=${PAGE.departure}&filter[direct]=${PAGE.direct}&sort=arrival&page=${PAGE.page}&size=50`;

if (!existsSync('out/server/main.js')) {
  process.stderr.write('No build found: run `npm run build` first.\n');
  process.exit(1);
}

/** Starts a node script as a child; resolves once it prints `ready`. */
async function startProcess(script, env, ready) {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000', CHECK_ANSWERS: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes(ready)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    }),
  };
}

const startCabinet = (env) => startProcess('out/server/main.js', env, 'is running at');

/** The extra rows: 20,000 routes of the demo airline across 30 airports, a third of them direct. */
const EXTRA_SQL = `
  insert into allowed_routes (airline_id, departure, arrival, transfers, direct)
  select a.id, d.code, r.code, case when i % 3 = 0 then '{}'::text[] else array[t.code] end, i % 3 = 0
  from generate_series(1, ${EXTRA_ROWS}) as i
  cross join (select id from airlines where marker = 'ut') as a
  cross join lateral (select ($1::text[])[1 + (i / 3) % 30] as code) as d
  cross join lateral (select ($1::text[])[1 + (i * 7 + 3) % 30] as code) as r
  cross join lateral (select ($1::text[])[1 + (i * 11 + 5) % 30] as code) as t`;

async function signIn(url) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username: 'airline@demo.test', password: 'demo12345' }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

async function fetchJson(url, headers = {}) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Load at 100 connections. PGlite answers one query at a time, so its queue can outlast
 * autocannon's 10 s timeout: the reference run waits longer and reports timeouts instead of failing.
 */
function load(url, headers = {}, seconds = SECONDS, { reference = false } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, timeout: reference ? 60 : 10 }, (error, result) => {
      if (error) reject(error);
      else if (result.non2xx || (result.errors && !reference)) reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      else resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total, errors: result.errors });
    });
  });
}

const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const best = (a, b) => (a.rps >= b.rps ? a : b);

const HEADER = `\n${'Route'.padEnd(48)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}\n`;
const line = (name, run) =>
  `${name.padEnd(48)}${fmt(run.rps).padStart(10)}${fmt(run.p50).padStart(9)}${fmt(run.p99).padStart(9)}${run.errors ? `  (${run.errors} timed out)` : ''}\n`;

const cleanUp = [];
try {
  // PostgreSQL: the cabinet and the bare route share one fresh database.
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const database = `cabinet_bench_${process.pid}`;
  await admin.query(`create database ${database}`);
  cleanUp.push(async () => {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();

  process.stdout.write(`Seeding PostgreSQL (${database}): demo data and ${fmt(EXTRA_ROWS)} extra routes...\n`);
  const cabinet = await startCabinet({ DATABASE_URL: databaseUrl });
  cleanUp.push(() => cabinet.stop());
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(EXTRA_SQL, [AIRPORTS]);
  await client.query('analyze');
  const { rows: [{ id: airlineId }] } = await client.query(`select id from airlines where marker = 'ut'`);
  await client.end();

  const bare = await startProcess('scripts/bench/bare-route.mjs', { DATABASE_URL: databaseUrl }, 'listening');
  cleanUp.push(() => bare.stop());
  const barePath = `/bare/routes?airline=${airlineId}&departure=${PAGE.departure}&direct=${PAGE.direct}&offset=${(PAGE.page - 1) * 50}`;

  const cookie = await signIn(cabinet.url);
  const full = await fetchJson(cabinet.url + FULL_PATH, { cookie });
  const plain = await fetchJson(bare.url + barePath);
  const same = full.items.length === 50 && full.items.map((row) => row.id).join() === plain.items.map((row) => row.id).join();
  if (!same) throw new Error(`the cabinet and the bare route answered different rows: ${JSON.stringify(full).slice(0, 300)} / ${JSON.stringify(plain).slice(0, 300)}`);
  process.stdout.write(`Both answer the same 50 rows (page ${PAGE.page} of ${fmt(full.total)} matching).\n`);
  process.stdout.write(`Measuring ${SECONDS} s each at ${CONNECTIONS} connections (warm-up first, then two rounds)...\n`);

  await load(bare.url + barePath, {}, 3);
  await load(cabinet.url + FULL_PATH, { cookie }, 3);
  const bareRuns = [];
  const fullRuns = [];
  for (let round = 0; round < 2; round += 1) {
    bareRuns.push(await load(bare.url + barePath));
    fullRuns.push(await load(cabinet.url + FULL_PATH, { cookie }));
  }
  await cabinet.stop();
  await bare.stop();
  cleanUp.length = 1;

  const bareBest = bareRuns.reduce(best);
  const fullBest = fullRuns.reduce(best);
  process.stdout.write(HEADER);
  process.stdout.write(line('Bare Fastify + prepared pg query (PostgreSQL)', bareBest));
  process.stdout.write(line('Cabinet, full stack (PostgreSQL)', fullBest));
  const ratio = fullBest.rps / bareBest.rps;
  process.stdout.write(`\nFull stack / bare route on PostgreSQL: ${fmt(ratio * 100, 1)}% (target 50% or more): ${ratio >= 0.5 ? 'met' : 'NOT met'}\n`);
  process.stdout.write(`Rounds (req/s): bare ${bareRuns.map((r) => fmt(r.rps)).join(', ')}; full ${fullRuns.map((r) => fmt(r.rps)).join(', ')}\n`);

  // PGlite, for reference: seed through the embedded database while the cabinet is stopped.
  process.stdout.write('\nSeeding PGlite: demo data and the same extra routes...\n');
  const dataDir = mkdtempSync(join(tmpdir(), 'cabinet-bench-'));
  cleanUp.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  await (await startCabinet({ DATA_DIR: dataDir })).stop();
  const lite = new PGlite(join(dataDir, 'pglite'));
  await lite.query(EXTRA_SQL, [AIRPORTS]);
  await lite.query('analyze');
  await lite.close();
  const embedded = await startCabinet({ DATA_DIR: dataDir });
  cleanUp.push(() => embedded.stop());
  const liteCookie = await signIn(embedded.url);
  await load(embedded.url + FULL_PATH, { cookie: liteCookie }, 3, { reference: true });
  const liteRun = await load(embedded.url + FULL_PATH, { cookie: liteCookie }, SECONDS, { reference: true });
  process.stdout.write(HEADER);
  process.stdout.write(line('Cabinet, full stack (PGlite, reference)', liteRun));
} finally {
  for (const step of cleanUp.reverse()) await step().catch((error) => process.stderr.write(`clean-up: ${error.message}\n`));
}
