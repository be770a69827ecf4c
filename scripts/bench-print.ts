// `npm run bench:print`: the printed AWB forms and the shipments list at 20,000 shipments, on PostgreSQL.
//
// Creates a database of its own on BENCH_DATABASE_URL's server (default
// postgres://postgres@127.0.0.1:5432/postgres), starts the built cabinet on it (which migrates and
// seeds the demo), then adds BENCH_SHIPMENTS (default 20,000) shipments of the demo agent's company
// by plain SQL (scripts/bench/seed-shipments.ts): booked on the demo airline's legs, issued or
// accepted with their movements, each with its parties, AWB data and charges.
//
// 1. Print: `GET /api/shipments/id-{id}/print/{form}` over HTTP, signed in as the demo agent, for
//    each form (airline, neutral, a4) and each of 200 issued AWBs, one after another after a
//    warm-up; p50 and p99 of each form and its pages per second.
// 2. The list: `GET /api/shipments` (the first page in the default order, and the AWB number's
//    beginning typed in the search, `q=298-6001`) through the whole stack, against a bare Fastify
//    route (scripts/bench/bare-shipments.mjs) running the same statements: the bench captures them
//    from `listShipments` itself, so the baseline is the list's own SQL with a plain driver. Each for
//    BENCH_SECONDS (default 8) at 10 connections after a warm-up, two rounds, the best of each.
//    Target (issue 17): the list at 50% or more of the bare route's rate.
// Figures are printed, never asserted. Needs `npm run build` first; the database is dropped at the
// end. BENCH_PART=print|list runs one part; BENCH_CPU_PROFILE=DIR writes the cabinet's CPU profile
// (scripts/lib/run-server.mjs).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import * as v from 'valibot';
import { ShipmentListQuerySchema } from '../src/shared/shipments/shipment';
import { hashToken, loadSession } from '../src/server/access/sessions';
import { openDatabase } from '../src/server/db/client';
import { listShipments } from '../src/server/modules/shipments/list';
import { freePort } from './lib/free-port.mjs';
import { runServer } from './lib/run-server.mjs';
import { seedShipments } from './bench/seed-shipments';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 20_000);
const PART = process.env.BENCH_PART ?? 'all';
const PRINTED = 200;
const FORMS = ['airline', 'neutral', 'a4'] as const;
const CONNECTIONS = 10;
const TARGET_RATIO = 0.5;
/** The list's cases: the page a user opens, and an AWB number's beginning typed in its search. */
const CASES = [
  { name: 'default', title: 'first page, newest first', query: {} },
  { name: 'awb', title: 'q=298-6001 (an AWB number begun)', query: { q: '298-6001' } },
] as const;

if (!existsSync('out/server/main.js')) {
  process.stderr.write('No build found: run `npm run build` first.\n');
  process.exit(1);
}

const percentile = (sorted: readonly number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const loadLine = () => `Load average: ${loadavg().map((n) => n.toFixed(2)).join(', ')}.`;

async function startBare(env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/bench/bare-shipments.mjs'], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the bare route exited with ${code}:\n${output}`)));
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

async function signIn(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username, password: 'demo12345' }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Each AWB's form one after another; every answer's time in ms, sorted, and the whole run's seconds. */
async function printAll(url: string, cookie: string, ids: readonly number[], form: string): Promise<{ times: number[]; seconds: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  const started = performance.now();
  for (const id of ids) {
    const begun = performance.now();
    const response = await fetch(`${url}/api/shipments/id-${id}/print/${form}`, { headers: { cookie } });
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok || response.headers.get('content-type') !== 'application/pdf' || body.subarray(0, 5).toString() !== '%PDF-') {
      throw new Error(`print ${form} of ${id} answered ${response.status}: ${body.subarray(0, 200).toString()}`);
    }
    times.push(performance.now() - begun);
    bytes += body.length;
  }
  return { times: times.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000, bytes };
}

interface Captured {
  text: string;
  values: unknown[];
}

/**
 * The statements `listShipments` sends for a query, caught on their way to the driver: the page,
 * its total, and the page's bookings and latest movements (these two take the page's ids).
 */
async function captureList(databaseUrl: string, token: string, query: Record<string, string>) {
  const sent: Captured[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    // Drizzle hands the values beside the config, pg's own callers inside it.
    const config = args[0] as string | { text: string; values?: unknown[] };
    const text = typeof config === 'string' ? config : config.text;
    sent.push({ text, values: (typeof config === 'string' ? undefined : config.values) ?? (args[1] as unknown[] | undefined) ?? [] });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  // A pool of its own opened after the patch: its connections' query is the patched one.
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
  try {
    const session = await loadSession(handle.db, hashToken(token));
    if (!session) throw new Error('the signed-in session was not found');
    sent.length = 0;
    const page = await listShipments(handle.db, session.context, v.parse(ShipmentListQuerySchema, query));
    const one = (test: RegExp) => {
      const found = sent.filter((statement) => test.test(statement.text));
      if (found.length !== 1) throw new Error(`expected one statement matching ${test}, the list sent:\n${sent.map((s) => s.text).join('\n')}`);
      return found[0]!;
    };
    const count = one(/^select count\(/);
    const bookings = one(/ from "bookings" /);
    const movements = one(/ from "movements" /);
    const rest = sent.filter((statement) => ![count, bookings, movements].includes(statement));
    if (sent.length !== 4 || rest.length !== 1) throw new Error(`the list sent ${sent.length} statements, expected 4`);
    const ids = page.items.map((item) => item.id);
    for (const statement of [bookings, movements]) {
      if (JSON.stringify(statement.values) !== JSON.stringify(ids)) throw new Error(`a page statement took other values than the page's ids: ${statement.text}`);
    }
    return { page: rest[0]!, count, bookings: { text: bookings.text, ids: ids.length }, movements: { text: movements.text }, expected: { ids, total: page.total } };
  } finally {
    pg.Client.prototype.query = original;
    await handle.close();
  }
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

const best = (a: Run, b: Run) => (a.rps >= b.rps ? a : b);

async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as T;
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const database = `cabinet_bench_print_${process.pid}`;
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
    const cabinet = await runServer({ DATABASE_URL: databaseUrl, CHECK_ANSWERS: '0' });
    cleanUp.push(() => cabinet.stop());

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    cleanUp.push(() => client.end());
    const { rows: owners } = await client.query<{ userId: number; contractorId: number; contractId: number; contractNumber: string; airlineId: number }>(
      `select u.id as "userId", u.contractor_id as "contractorId", c.id as "contractId", c.number as "contractNumber", c.airline_id as "airlineId"
       from users u join contracts c on c.contractor_id = u.contractor_id join airlines a on a.id = c.airline_id and a.iata = 'UT'
       where u.email = 'agent@demo.test' order by c.id limit 1`,
    );
    if (!owners[0]) throw new Error("the demo agent's contract with UT is not in the seed");
    const started = performance.now();
    const seeded = await seedShipments(client, owners[0], SHIPMENTS, PRINTED);
    process.stdout.write(
      `Seeded ${fmt(seeded.shipments)} shipments of the demo agent's company, ${fmt(seeded.bookings)} bookings, ${fmt(seeded.movements)} movements in ${fmt((performance.now() - started) / 1000, 1)} s.\n`,
    );
    const cookie = await signIn(cabinet.url, 'agent@demo.test');

    // 1. The printed forms.
    if (PART !== 'list') {
      process.stdout.write(`\nPrint: ${PRINTED} issued AWBs a form, one request after another (after a warm-up of 10). ${loadLine()}\n`);
      process.stdout.write(`${'Form'.padEnd(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'pages/s'.padStart(10)}${'KB a page'.padStart(11)}\n`);
      for (const form of FORMS) {
        await printAll(cabinet.url, cookie, seeded.printIds.slice(0, 10), form);
        const { times, seconds, bytes } = await printAll(cabinet.url, cookie, seeded.printIds, form);
        process.stdout.write(
          `${form.padEnd(10)}${fmt(percentile(times, 0.5), 1).padStart(9)}${fmt(percentile(times, 0.99), 1).padStart(9)}${fmt(times.length / seconds, 1).padStart(10)}${fmt(bytes / times.length / 1024, 1).padStart(11)}\n`,
        );
      }
    }

    // 2. The list against its own statements on a bare route.
    if (PART !== 'print') {
      const token = decodeURIComponent(/(?:^|; )session=([^;]+)/.exec(cookie)?.[1] ?? '');
      const captured: Record<string, Awaited<ReturnType<typeof captureList>>> = {};
      for (const listCase of CASES) captured[listCase.name] = await captureList(databaseUrl, token, listCase.query);
      const bare = await startBare({ DATABASE_URL: databaseUrl, BARE_STATEMENTS: JSON.stringify(captured) });
      cleanUp.push(() => bare.stop());
      const paths = CASES.map((listCase) => ({
        ...listCase,
        full: `${cabinet.url}/api/shipments${'q' in listCase.query ? `?q=${encodeURIComponent(listCase.query.q)}` : ''}`,
        bare: `${bare.url}/bare/shipments?case=${listCase.name}`,
      }));
      for (const path of paths) {
        const full = await getJson<{ items: { id: number; bookings: unknown[] }[]; total: number }>(path.full, { cookie });
        const plain = await getJson<{ items: { id: number }[]; total: number }>(path.bare);
        const expected = captured[path.name]!.expected;
        if (full.total !== plain.total || full.items.map((row) => row.id).join() !== plain.items.map((row) => row.id).join() || full.items.map((row) => row.id).join() !== expected.ids.join()) {
          throw new Error(`${path.name}: the cabinet and the bare route answered different shipments`);
        }
        const booked = full.items.reduce((sum, row) => sum + row.bookings.length, 0);
        process.stdout.write(`\nList ${path.title}: both answer the same ${full.items.length} of ${fmt(full.total)} shipments (${booked} bookings on the page).\n`);
      }
      process.stdout.write(`Measuring ${SECONDS} s each at ${CONNECTIONS} connections (a warm-up, then two rounds). ${loadLine()}\n`);
      const table: string[] = [];
      const verdicts: string[] = [];
      for (const path of paths) {
        await load(path.bare, {}, 3);
        await load(path.full, { cookie }, 3);
        const bareRuns: Run[] = [];
        const fullRuns: Run[] = [];
        for (let round = 0; round < 2; round += 1) {
          bareRuns.push(await load(path.bare, {}, SECONDS));
          fullRuns.push(await load(path.full, { cookie }, SECONDS));
        }
        const [bareBest, fullBest] = [bareRuns.reduce(best), fullRuns.reduce(best)];
        for (const [name, run] of [
          [`bare route, ${path.name}`, bareBest],
          [`GET /api/shipments, ${path.name}`, fullBest],
        ] as const) {
          table.push(`${name.padEnd(36)}${fmt(run.rps).padStart(10)}${fmt(run.p50).padStart(9)}${fmt(run.p99).padStart(9)}`);
        }
        const ratio = fullBest.rps / bareBest.rps;
        verdicts.push(
          `${path.title}: ${fmt(ratio * 100, 1)}% of the bare route (target ${TARGET_RATIO * 100}% or more): ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}; rounds (req/s) bare ${bareRuns.map((r) => fmt(r.rps)).join(', ')}, list ${fullRuns.map((r) => fmt(r.rps)).join(', ')}`,
        );
      }
      process.stdout.write(`\n${'Route'.padEnd(36)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}\n${table.join('\n')}\n\n${verdicts.join('\n')}\n`);
    }
  } finally {
    for (const step of cleanUp.reverse()) await step().catch((error: Error) => process.stderr.write(`clean-up: ${error.message}\n`));
  }
}

await main();
