// `npm run bench:ledger`: holds per second through the ledger, on PostgreSQL.
//
// Creates a database of its own on BENCH_DATABASE_URL's server (default
// postgres://postgres@127.0.0.1:5432/postgres), migrates and seeds it, and gives 100 fresh
// contracts enough money for every hold. Then, with 50 concurrent clients (pools of 49
// connections on each side), BENCH_HOLDS holds (default 4,000) of 1 ₽ each:
//
// 1. on one hot contract (every hold queues on its balance row), and
// 2. across the 100 contracts (a random one each time),
//
// each beside a bare transaction doing the same work by hand on two tables of its own: lock the
// balance row, insert the entry, update the balance. Prints holds per second, the ratio to the bare
// rate (target: 50% or more), and the check that no row was lost or doubled: every contract's
// balance equals its opening minus its holds, and the entries count exactly the holds made.
// Figures are printed, never asserted; the database is dropped at the end.
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { contractBalances, contracts, ledgerEntries } from '../src/server/db/schema';
import { credit, ledgerDrift, placeHold } from '../src/server/modules/finance/ledger';
import { seededBenchDatabase } from './bench/seeded-database';

const HOLDS = Number(process.env.BENCH_HOLDS ?? 4000);
const CLIENTS = 50;
// Each side's pool: the two together and this script's admin connection stay under PostgreSQL's
// default max_connections (100); 50 clients in flight share 49 connections on each side alike.
const POOL = 49;
const CONTRACTS = 100;
const TARGET_RATIO = 0.5;
const rub = (amount: number) => ({ amount, currency: 'RUB' as const });

/** Runs `count` operations with `clients` of them in flight at once; answers operations per second. */
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

const bench = await seededBenchDatabase('ledger', POOL);
const bare = new pg.Pool({ connectionString: bench.url, max: POOL });
try {
  const db = bench.handle.db;
  const [template] = await db.select({ airlineId: contracts.airlineId, contractorId: contracts.contractorId }).from(contracts).limit(1);
  const made = await db
    .insert(contracts)
    .values(Array.from({ length: CONTRACTS }, (_, i) => ({ number: `BENCH-${i + 1}`, airlineId: template!.airlineId, contractorId: template!.contractorId, type: 'agent' as const, currency: 'RUB', validFrom: '2026-01-01', unlimited: true })))
    .returning({ id: contracts.id });
  const ids = made.map((row) => row.id);
  const opening = HOLDS * 100 * 2;
  for (const id of ids) await credit(db, id, 'payment', rub(opening));

  // The bare twin: the same lock, insert and update, written by hand, on tables of its own.
  await bare.query('create table bare_balances (id integer primary key, balance bigint not null)');
  await bare.query('create table bare_entries (id serial primary key, contract_id integer not null, amount bigint not null, balance_after bigint not null, created_at timestamptz not null default now())');
  await bare.query(`insert into bare_balances select g, ${opening} from generate_series(1, ${CONTRACTS}) g`);
  const bareHold = async (contract: number) => {
    const client = await bare.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ balance: string }>('select balance from bare_balances where id = $1 for update', [contract]);
      const after = Number(rows[0]!.balance) - 100;
      if (after < 0) throw new Error('overdrawn');
      await client.query('insert into bare_entries (contract_id, amount, balance_after) values ($1, $2, $3)', [contract, -100, after]);
      await client.query('update bare_balances set balance = $2 where id = $1', [contract, after]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
  // Warm-up: the statements prepared and the pools filled on both sides.
  await drive(200, CLIENTS, (i) => placeHold(db, ids[i % CONTRACTS]!, rub(100)));
  await drive(200, CLIENTS, (i) => bareHold((i % CONTRACTS) + 1));

  const random = () => Math.floor(Math.random() * CONTRACTS);
  const results: [string, number, number][] = [];
  for (const [label, pick] of [
    ['one hot contract', () => 0],
    [`across ${CONTRACTS} contracts`, random],
  ] as const) {
    const ours = await drive(HOLDS, CLIENTS, () => placeHold(db, ids[pick()]!, rub(100)));
    const theirs = await drive(HOLDS, CLIENTS, () => bareHold(pick() + 1));
    results.push([label, ours, theirs]);
  }

  process.stdout.write(`\nLedger holds on PostgreSQL, ${CLIENTS} concurrent clients, ${HOLDS} holds a run\n\n`);
  process.stdout.write(`${'scenario'.padEnd(24)}${'ledger/s'.padStart(10)}${'bare/s'.padStart(10)}${'ratio'.padStart(8)}\n`);
  for (const [label, ours, theirs] of results) {
    process.stdout.write(`${label.padEnd(24)}${ours.toFixed(0).padStart(10)}${theirs.toFixed(0).padStart(10)}${`${((ours / theirs) * 100).toFixed(1)}%`.padStart(8)}\n`);
  }
  process.stdout.write(`\nTarget: the ledger at ${TARGET_RATIO * 100}% or more of the bare rate.\n`);

  // Nothing lost, nothing doubled: holds made = entries written, and each balance = opening - holds.
  const total = 200 + 2 * HOLDS;
  const [entries] = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries).where(sql`${ledgerEntries.type} = 'hold' and ${inArray(ledgerEntries.contractId, ids)}`);
  const balances = await db.select({ balance: contractBalances.balance }).from(contractBalances).where(inArray(contractBalances.contractId, ids));
  const spent = balances.reduce((sum, row) => sum + (opening - row.balance), 0);
  const drift = await ledgerDrift(db);
  const [hot] = await db.select({ balance: contractBalances.balance }).from(contractBalances).where(eq(contractBalances.contractId, ids[0]!));
  process.stdout.write(
    `Holds made ${total}, hold entries ${entries?.n}, money held ${spent / 100} ₽ (expected ${total} ₽), contracts whose balance is not the sum of their entries: ${drift.length}; the hot contract at ${hot!.balance / 100} ₽.\n`,
  );
} finally {
  await bare.end();
  await bench.drop();
}
