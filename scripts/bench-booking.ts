// `npm run bench:booking`: the pricing search and booking over the seeded month, on PostgreSQL.
//
// Creates a database of its own on BENCH_DATABASE_URL's server (default
// postgres://postgres@127.0.0.1:5432/postgres) and starts the built cabinet on it, which migrates
// and seeds it (UTair's timetable: about 3,250 legs over the past week and the month ahead).
//
// 1. Search: 20 users at once, each searching one after another for BENCH_SECONDS (default 15)
//    through the whole stack (`GET /api/pricing/search`, signed in as the demo agent): seven-day
//    strips for pairs joined directly and through the Tyumen hub, dates spread over the month.
//    Prints p50 and p99 (target p99 under 100 ms). Then one user's searches on PGlite (the
//    cabinet's embedded database, seeded anew): the average (target under 300 ms).
// 2. Booking: 50 agents at once (50 contracts with a stock and money of their own) booking 10 kg on
//    20 hot legs, BENCH_BOOKINGS bookings (default 2,000) through `createBooking` (the same
//    function `POST /api/bookings` calls), beside a bare transaction doing the same locks and
//    inserts on tables of its own (lock the leg, insert the shipment and the booking, move the
//    leg's counter, lock the balance, insert the hold and its entry, move the balance). Prints
//    bookings per second and the ratio (target 40% or more).
// 3. The last line, `overbookings: N`, counted from the database afterwards: legs whose accepted
//    load is past their capacity and acceptable overflow, or whose counter differs from the
//    confirmed bookings added to it.
// Figures are printed, never asserted. Needs `npm run build` first; the databases are dropped at the end.
// Profiles: BENCH_TRACE_SQL=1 prints the booking's statements (count, wait); BENCH_CPU_PROFILE=DIR
// writes the servers' CPU profiles (scripts/lib/run-server.mjs).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { formatAwb, serialFromRunningNumber } from '../src/shared/awb';
import { addDays } from '../src/shared/flights';
import type { SessionContext } from '../src/server/access/sessions';
import { openDatabase, queryRows } from '../src/server/db/client';
import { airlines, bookings, contracts, flightLegs, stockItems, stocks, users } from '../src/server/db/schema';
import { credit } from '../src/server/modules/finance/ledger';
import { saleLegsById } from '../src/server/modules/flights';
import { createBooking } from '../src/server/modules/booking/book';
import { runServer } from './lib/run-server.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 2000);
const SEARCH_USERS = 20;
const AGENTS = 50;
const HOT_LEGS = 20;
const POOL = 45;
const TARGET_SEARCH_P99 = 100;
const TARGET_PGLITE_AVERAGE = 300;
const TARGET_RATIO = 0.4;
/** `search` or `booking` runs that part alone (a profile of one); both by default. */
const PART = process.env.BENCH_PART ?? 'all';
/** Pairs the demo agent sells (its points of sale are TJM, SGC, HMA and NJC): through the hub and direct. */
const PAIRS = [
  ['NJC', 'UFA'],
  ['HMA', 'KZN'],
  ['NJC', 'SVX'],
  ['HMA', 'UFA'],
  ['TJM', 'UFA'],
  ['SGC', 'LED'],
  ['TJM', 'AER'],
  ['SGC', 'VKO'],
] as const;

/**
 * `BENCH_TRACE_SQL=1`: the statements the bookings sent, by their first words, with how many a
 * booking sends and their time from send to answer (a profile of the round trips, not of CPU).
 */
function traceStatements() {
  const seen = new Map<string, { count: number; ms: number }>();
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; name?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? first?.name ?? '?');
    const key = text.replace(/\s+/g, ' ').trim().slice(0, 90);
    const started = performance.now();
    const done = () => {
      const entry = seen.get(key) ?? { count: 0, ms: 0 };
      entry.count++;
      entry.ms += performance.now() - started;
      seen.set(key, entry);
    };
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
    return result;
  } as typeof original;
  return {
    print(bookings: number) {
      pg.Client.prototype.query = original;
      const rows = [...seen.entries()].sort((a, b) => b[1].ms - a[1].ms);
      const total = rows.reduce((sum, [, entry]) => sum + entry.count, 0);
      process.stdout.write(`  statements a booking: ${fmt(total / bookings, 2)}\n`);
      for (const [key, entry] of rows.slice(0, 20)) process.stdout.write(`    ${fmt(entry.count / bookings, 2)} × ${fmt(entry.ms / entry.count, 2)} ms  ${key}\n`);
    },
  };
}

if (!existsSync('out/server/main.js')) {
  process.stderr.write('No build found: run `npm run build` first.\n');
  process.exit(1);
}

const percentile = (sorted: readonly number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const today = new Date().toISOString().slice(0, 10);

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

/** The i-th search of the run: a pair and a date spread over the month. */
function searchPath(i: number): string {
  const [departure, arrival] = PAIRS[i % PAIRS.length]!;
  const date = addDays(today, 4 + ((i * 7) % 24));
  return `/api/pricing/search?departure=${departure}&arrival=${arrival}&date=${date}&days=3&pieces=2&weight=${40 + (i % 5) * 30}`;
}

/** `users` searching one after another for `seconds`; every answer's time in ms. */
async function searchLoad(url: string, cookie: string, users: number, seconds: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: users }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await fetch(url + searchPath(next++), { headers: { cookie } });
        const body = (await response.json()) as { variants?: unknown[] };
        if (!response.ok || !body.variants) throw new Error(`search answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
        times.push(performance.now() - started);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

/** Runs `count` operations with `clients` in flight at once; answers operations per second. */
async function drive(count: number, clients: number, operation: (index: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) await operation(next++);
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const name = `cabinet_bench_booking_${process.pid}`;
await admin.query(`create database ${name}`);
const dbUrl = new URL(ADMIN_URL);
dbUrl.pathname = `/${name}`;
const databaseUrl = dbUrl.toString();
const cleanUp: (() => Promise<void>)[] = [
  async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  },
];

try {
  process.stdout.write(`Seeding ${name} through the cabinet's first start...\n`);
  const cabinet = await runServer({ DATABASE_URL: databaseUrl, CHECK_ANSWERS: '0' });
  cleanUp.push(() => cabinet.stop());
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: POOL });
  cleanUp.push(() => handle.close());
  const db = handle.db;
  await db.execute(sql`analyze`);

  // 1. Search at 20 users on PostgreSQL, then one user on PGlite.
  if (PART !== 'booking') {
  const cookie = await signIn(cabinet.url, 'agent@demo.test');
  process.stdout.write(`\nSearch: ${SEARCH_USERS} users for ${SECONDS} s (after a warm-up), ${PAIRS.length} pairs, 7-day strips. Load average: ${loadavg().map((n) => n.toFixed(2)).join(', ')}.\n`);
  await searchLoad(cabinet.url, cookie, SEARCH_USERS, 3);
  const times = await searchLoad(cabinet.url, cookie, SEARCH_USERS, SECONDS);
  const p99 = percentile(times, 0.99);
  process.stdout.write(`  ${fmt(times.length)} searches, ${fmt(times.length / SECONDS, 1)}/s: p50 ${fmt(percentile(times, 0.5), 1)} ms, p99 ${fmt(p99, 1)} ms (target p99 under ${TARGET_SEARCH_P99} ms): ${p99 < TARGET_SEARCH_P99 ? 'met' : 'NOT met'}\n`);

  process.stdout.write('\nSearch on PGlite, one user (the embedded database seeded anew)...\n');
  const embedded = await runServer({ CHECK_ANSWERS: '0' });
  try {
    const embeddedCookie = await signIn(embedded.url, 'agent@demo.test');
    await searchLoad(embedded.url, embeddedCookie, 1, 3);
    const alone = await searchLoad(embedded.url, embeddedCookie, 1, SECONDS);
    const average = alone.reduce((sum, t) => sum + t, 0) / alone.length;
    process.stdout.write(`  ${fmt(alone.length)} searches: average ${fmt(average, 1)} ms, p99 ${fmt(percentile(alone, 0.99), 1)} ms (target average under ${TARGET_PGLITE_AVERAGE} ms): ${average < TARGET_PGLITE_AVERAGE ? 'met' : 'NOT met'}\n`);
  } finally {
    await embedded.stop();
  }
  }
  if (PART !== 'search') {

  // 2. Booking: 50 contracts of the demo agent's company, each with a stock and money of its own.
  const [agent] = await db.select({ id: users.id, contractorId: users.contractorId }).from(users).where(eq(users.email, 'agent@demo.test'));
  const [airline] = await db.select({ id: airlines.id }).from(airlines).where(eq(airlines.iata, 'UT'));
  const made = await db
    .insert(contracts)
    .values(Array.from({ length: AGENTS }, (_, i) => ({ number: `BENCH-${i + 1}`, airlineId: airline!.id, contractorId: agent!.contractorId!, type: 'agent' as const, currency: 'RUB', validFrom: '2026-01-01', unlimited: true })))
    .returning({ id: contracts.id });
  const contractIds = made.map((row) => row.id);
  const perAgent = Math.ceil((BOOKINGS + 600) / AGENTS) + 5;
  const numbers = new Map<number, string[]>();
  for (const [i, contractId] of contractIds.entries()) {
    const start = 7_000_000 + i * 1_000;
    const [stock] = await db.insert(stocks).values({ airlineId: airline!.id, prefix: '298', contractId, startValue: start, count: perAgent, issueDate: today }).returning({ id: stocks.id });
    await db.execute(sql`insert into ${stockItems} (stock_id, prefix, number, serial) select ${stock!.id}::int, '298', n, lpad(n::text, 7, '0') || (n % 7)::text from generate_series(${start}::int, ${start + perAgent - 1}::int) n`);
    numbers.set(contractId, Array.from({ length: perAgent }, (_, k) => formatAwb({ prefix: '298', serial: serialFromRunningNumber(start + k) })));
    await credit(db, contractId, 'payment', { amount: 1_000_000_000_00, currency: 'RUB' });
  }
  // 20 hot legs: Tyumen's departures to its network a week ahead, on sale with room.
  const hot = await db
    .select({ id: flightLegs.id })
    .from(flightLegs)
    .where(
      and(
        eq(flightLegs.departure, 'TJM'),
        inArray(flightLegs.arrival, ['SGC', 'HMA', 'NJC', 'SLY', 'NUX', 'LED', 'KZN', 'UFA', 'SVX', 'AER', 'VKO']),
        inArray(flightLegs.departureDate, [addDays(today, 7), addDays(today, 8)]),
      ),
    )
    .orderBy(flightLegs.std)
    .limit(HOT_LEGS);
  const hotIds = hot.map((leg) => leg.id);
  await db
    .update(flightLegs)
    .set({ status: 'scheduled', saleClosed: false, closed: false, acceptedWeight: 0, acceptedVolume: 0, acceptedPieces: 0 })
    .where(inArray(flightLegs.id, hotIds));
  const agents: SessionContext[] = contractIds.map((_, i) => ({
    sessionId: `bench-${i}`,
    userId: agent!.id,
    email: 'agent@demo.test',
    clientRole: 'EXPEDITOR',
    roles: ['USER'],
    abilities: {},
    airlineId: null,
    airlineMarker: null,
    contractorId: agent!.contractorId,
  }));
  const bookOne = (i: number) => {
    const a = i % AGENTS;
    return createBooking(db, agents[a]!, {
      variantId: null,
      legIds: [hotIds[i % hotIds.length]!],
      contractId: contractIds[a]!,
      awb: numbers.get(contractIds[a]!)!.shift()!,
      cargoName: 'Запчасти',
      pieces: 1,
      weight: 10,
      volume: 0.05,
      dimensions: [],
      shc: [],
      product: null,
      price: null,
      post: false,
      participants: { shipper: null, consignee: null, expeditor: null, notify: null },
    });
  };

  // The bare twin: the same locks and inserts by hand, on tables of its own.
  const bare = new pg.Pool({ connectionString: databaseUrl, max: POOL });
  cleanUp.push(() => bare.end());
  await bare.query('create table bare_legs (id integer primary key, accepted numeric not null default 0)');
  await bare.query('create table bare_shipments (id serial primary key, awb text unique not null, weight numeric not null, created_at timestamptz not null default now())');
  await bare.query('create table bare_bookings (id serial primary key, shipment_id integer not null, leg_id integer not null, status text not null, weight numeric not null)');
  await bare.query('create table bare_balances (id integer primary key, balance bigint not null, held bigint not null default 0)');
  await bare.query('create table bare_entries (id serial primary key, contract_id integer not null, amount bigint not null, balance_after bigint not null)');
  await bare.query(`insert into bare_legs select g from generate_series(1, ${HOT_LEGS}) g`);
  await bare.query(`insert into bare_balances select g, 100000000000 from generate_series(1, ${AGENTS}) g`);
  const bareBook = async (i: number) => {
    const client = await bare.connect();
    try {
      await client.query('begin');
      const leg = (i % HOT_LEGS) + 1;
      await client.query('select accepted from bare_legs where id = $1 for update', [leg]);
      const { rows } = await client.query<{ id: number }>('insert into bare_shipments (awb, weight) values ($1, 10) returning id', [`${process.pid}-${i}`]);
      await client.query("insert into bare_bookings (shipment_id, leg_id, status, weight) values ($1, $2, 'KK', 10)", [rows[0]!.id, leg]);
      await client.query('update bare_legs set accepted = accepted + 10 where id = $1', [leg]);
      const contract = (i % AGENTS) + 1;
      const { rows: balance } = await client.query<{ balance: string }>('update bare_balances set balance = balance - 1000, held = held + 1000 where id = $1 returning balance', [contract]);
      await client.query('insert into bare_entries (contract_id, amount, balance_after) values ($1, -1000, $2)', [contract, balance[0]!.balance]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };

  const acceptedBefore = new Map((await db.select({ id: flightLegs.id, w: flightLegs.acceptedWeight }).from(flightLegs).where(inArray(flightLegs.id, hotIds))).map((r) => [r.id, Number(r.w)]));
  process.stdout.write(`\nBooking: ${AGENTS} agents at once on ${hotIds.length} hot legs, ${fmt(BOOKINGS)} bookings of 10 kg (after a warm-up of 200).\n`);
  await drive(200, AGENTS, bookOne);
  await drive(200, AGENTS, (i) => bareBook(BOOKINGS + i));
  if (process.env.BENCH_TRACE_SQL === '1') {
    // One at a time first: each statement's own cost, without the queue in front of it.
    const alone = traceStatements();
    await drive(100, 1, (i) => bookOne(BOOKINGS + 400 + i));
    process.stdout.write('  one booking at a time:\n');
    alone.print(100);
  }
  const tracing = process.env.BENCH_TRACE_SQL === '1' ? traceStatements() : null;
  const ours = await drive(BOOKINGS, AGENTS, (i) => bookOne(i + 200));
  tracing?.print(BOOKINGS);
  const theirs = await drive(BOOKINGS, AGENTS, bareBook);
  const ratio = ours / theirs;
  process.stdout.write(`  createBooking ${fmt(ours, 1)}/s, bare transaction ${fmt(theirs, 1)}/s: ${fmt(ratio * 100, 1)}% (target ${TARGET_RATIO * 100}% or more): ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}\n`);

  // 3. Overbookings, from the database: a leg's accepted load past its capacity and overflow, or
  //    its counter not what was there before plus the confirmed bookings made here.
  const legsNow = await saleLegsById(db, hotIds);
  const confirmed = new Map(
    (
      await db
        .select({ legId: bookings.legId, weight: sql<string>`sum(${bookings.weight})` })
        .from(bookings)
        .where(and(inArray(bookings.legId, hotIds), eq(bookings.status, 'KK')))
        .groupBy(bookings.legId)
    ).map((row) => [row.legId, Number(row.weight)]),
  );
  const counters = new Map((await db.select({ id: flightLegs.id, w: flightLegs.acceptedWeight }).from(flightLegs).where(inArray(flightLegs.id, hotIds))).map((r) => [r.id, Number(r.w)]));
  const [statuses] = await queryRows<{ kk: string; other: string }>(
    db,
    sql`select count(*) filter (where status = 'KK') as kk, count(*) filter (where status <> 'KK') as other from ${bookings} where ${inArray(bookings.legId, hotIds)}`,
  );
  let overbookings = 0;
  for (const leg of legsNow) {
    const accepted = counters.get(leg.id)!;
    const expected = acceptedBefore.get(leg.id)! + (confirmed.get(leg.id) ?? 0);
    if (accepted > leg.ceiling.weight + 1e-6 || Math.abs(accepted - expected) > 1e-6) overbookings++;
  }
  process.stdout.write(`  ${statuses?.kk} confirmed (KK), ${statuses?.other} answered otherwise (the legs filling up, the rules' share of free weight).\n`);
  process.stdout.write(`overbookings: ${overbookings}\n`);
  }
} finally {
  for (const step of cleanUp.reverse()) await step().catch((error: Error) => process.stderr.write(`clean-up: ${error.message}\n`));
}
