// `npm run bench:flights`: the flights list and the capacity computation over the seeded month.
//
// Creates a PostgreSQL database of its own on BENCH_DATABASE_URL's server (default
// postgres://postgres@127.0.0.1:5432/postgres) and starts the built cabinet on it, which migrates
// and seeds it (UTair's timetable: about 3,250 legs over the past week and the month ahead).
//
// 1. Capacity: every leg of the seeded month computed with the shared `legCapacity`, cold (the
//    airline's handbooks read from the database, then every leg) and warm (the handbooks in memory,
//    every leg again), BENCH_FLIGHTS_ROUNDS times (default 50); prints p50 and p99. Target: all the
//    legs under 200 ms.
// 2. The list: `GET /api/flights` for a filtered month (departures from Vnukovo over 30 days, the
//    first 50 legs by departure) through the whole stack (session, ability, scoping, validation,
//    total, local times, each row's capacity), against a bare Fastify route running one prepared
//    query for the same 50 leg rows, each for BENCH_SECONDS (default 10) at 100 connections after a
//    warm-up, two rounds, the best of each. Target: the list at 50% or more of the bare route's rate.
// Figures are printed, never asserted. Needs `npm run build` first; the database is dropped at the end.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { addDays } from '../src/shared/flights';
import { openDatabase } from '../src/server/db/client';
import { airlines, flightLegs } from '../src/server/db/schema';
import { loadCapacityBook } from '../src/server/modules/flights/handbooks';
import { capacityOf, selectLegs } from '../src/server/modules/flights/leg-rows';
import { freePort } from './lib/free-port.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_FLIGHTS_ROUNDS ?? 50);
const CONNECTIONS = 100;
const TARGET_CAPACITY_MS = 200;
const TARGET_RATIO = 0.5;

if (!existsSync('out/server/main.js')) {
  process.stderr.write('No build found: run `npm run build` first.\n');
  process.exit(1);
}

interface Child {
  url: string;
  stop(): Promise<void>;
}

async function startProcess(script: string, env: Record<string, string>, ready: string): Promise<Child> {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', CHECK_ANSWERS: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
}

function load(url: string, headers: Record<string, string>, seconds: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers }, (error, result) => {
      if (error) reject(error);
      else if (result.non2xx || result.errors) reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      else resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

const percentile = (sorted: readonly number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const best = (a: Run, b: Run) => (a.rps >= b.rps ? a : b);

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username: 'airline@demo.test', password: 'demo12345' }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const database = `cabinet_bench_flights_${process.pid}`;
  await admin.query(`create database ${database}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const cleanUp: (() => Promise<void>)[] = [
    async () => {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    },
  ];
  try {
    process.stdout.write(`Seeding ${database} through the cabinet's first start...\n`);
    const cabinet = await startProcess('out/server/main.js', { DATABASE_URL: databaseUrl }, 'is running at');
    cleanUp.push(() => cabinet.stop());
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
    cleanUp.push(() => handle.close());
    await handle.db.execute('analyze');
    const [airline] = await handle.db.select({ id: airlines.id }).from(airlines).where(eq(airlines.iata, 'UT'));
    if (!airline) throw new Error('the demo airline UT is not in the seed');

    // 1. Capacity of every seeded leg.
    const legs = await selectLegs(handle.db).where(eq(flightLegs.airlineId, airline.id));
    const cold: number[] = [];
    const warm: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const book = await loadCapacityBook(handle.db, airline.id);
      for (const leg of legs) capacityOf(book, leg);
      cold.push(performance.now() - started);
      const again = performance.now();
      for (const leg of legs) capacityOf(book, leg);
      warm.push(performance.now() - again);
    }
    cold.sort((a, b) => a - b);
    warm.sort((a, b) => a - b);
    process.stdout.write(`\nCapacity of all ${fmt(legs.length)} legs, ${ROUNDS} rounds:\n`);
    process.stdout.write(`  cold (handbooks read, then every leg): p50 ${fmt(percentile(cold, 0.5), 1)} ms, p99 ${fmt(percentile(cold, 0.99), 1)} ms\n`);
    process.stdout.write(`  warm (handbooks in memory):            p50 ${fmt(percentile(warm, 0.5), 1)} ms, p99 ${fmt(percentile(warm, 0.99), 1)} ms\n`);
    process.stdout.write(`  Target: under ${TARGET_CAPACITY_MS} ms: ${percentile(cold, 0.99) < TARGET_CAPACITY_MS ? 'met' : 'NOT met'} (cold p99).\n`);

    // 2. The list against the bare route.
    const today = new Date().toISOString().slice(0, 10);
    const month = { from: today, to: addDays(today, 30) };
    const listPath = `/api/flights?from=${month.from}&to=${month.to}&departure=VKO&size=50`;
    const bare = await startProcess('scripts/bench/bare-flights.mjs', { DATABASE_URL: databaseUrl }, 'listening');
    cleanUp.push(() => bare.stop());
    const barePath = `/bare/flights?airline=${airline.id}&departure=VKO&from=${month.from}&to=${month.to}`;
    const cookie = await signIn(cabinet.url);
    const full = (await (await fetch(cabinet.url + listPath, { headers: { cookie } })).json()) as { items: { id: number }[]; total: number };
    const plain = (await (await fetch(bare.url + barePath)).json()) as { items: { id: number }[] };
    if (full.items.length !== 50 || full.items.map((row) => row.id).join() !== plain.items.map((row) => row.id).join()) {
      throw new Error('the cabinet and the bare route answered different legs');
    }
    process.stdout.write(`\nBoth answer the same 50 legs (of ${fmt(full.total)} departing Vnukovo ${month.from} to ${month.to}).\n`);
    process.stdout.write(`Measuring ${SECONDS} s each at ${CONNECTIONS} connections (warm-up, then two rounds). Load average: ${loadavg().map((n) => n.toFixed(2)).join(', ')}.\n`);
    await load(bare.url + barePath, {}, 3);
    await load(cabinet.url + listPath, { cookie }, 3);
    const bareRuns: Run[] = [];
    const fullRuns: Run[] = [];
    for (let round = 0; round < 2; round += 1) {
      bareRuns.push(await load(bare.url + barePath, {}, SECONDS));
      fullRuns.push(await load(cabinet.url + listPath, { cookie }, SECONDS));
    }
    const [bareBest, fullBest] = [bareRuns.reduce(best), fullRuns.reduce(best)];
    process.stdout.write(`\n${'Route'.padEnd(44)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}\n`);
    for (const [name, run] of [
      ['Bare Fastify + prepared pg query', bareBest],
      ['Cabinet GET /api/flights, full stack', fullBest],
    ] as const) {
      process.stdout.write(`${name.padEnd(44)}${fmt(run.rps).padStart(10)}${fmt(run.p50).padStart(9)}${fmt(run.p99).padStart(9)}\n`);
    }
    const ratio = fullBest.rps / bareBest.rps;
    process.stdout.write(`\nFlights list / bare route: ${fmt(ratio * 100, 1)}% (target ${TARGET_RATIO * 100}% or more): ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}\n`);
    process.stdout.write(`Rounds (req/s): bare ${bareRuns.map((r) => fmt(r.rps)).join(', ')}; list ${fullRuns.map((r) => fmt(r.rps)).join(', ')}\n`);
  } finally {
    for (const step of cleanUp.reverse()) await step().catch((error: Error) => process.stderr.write(`clean-up: ${error.message}\n`));
  }
}

await main();
