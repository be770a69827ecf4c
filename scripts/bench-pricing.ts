// `npm run bench:pricing`: a pricing search over the demo tariff book on PostgreSQL (issue 13).
//
// Creates a database of its own on BENCH_DATABASE_URL's server (default
// postgres://postgres@127.0.0.1:5432/postgres), migrates it and runs the demo seed with the
// server's own functions (UTair's network and its book of about 5,800 tariffs), then times batches
// of a search for one shipment (3 pieces, 120 kg, 0.4 m³) on 30 consecutive dates × 3 routings =
// 90 quotes. A batch reads each routing's rows with `loadPricingContext`, the three at once as a
// search would, then calls the engine in this process for every date; the read is part of the
// batch's time. The seed has one allowed route per pair of points, each with its own transfers, so
// the three routings that have tariffs are three pairs: TJM → KZN direct, HMA → KZN through TJM
// and NJC → LED through VKO (all points where the demo agent's contract sells). Two callers: the
// demo agent under its contract, and public fares only.
//
// The baseline, in the same run and interleaved with it batch by batch: one bare prepared `pg`
// query reading the same candidate tariffs (loadPricingContext's WHERE and columns) for the 3
// routings, at once. After warm-up batches, BENCH_PRICING_BATCHES (default 200) of each; prints
// p50 and p99 per batch and their ratios. Target: p99 under 20 ms and at most 3x the bare read.
// The figures are printed, never asserted; the database is dropped at the end, failed or not.
import { loadavg } from 'node:os';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { quoteShipment } from '../src/shared/tariffs/engine';
import type { QuoteContext, QuoteShipment } from '../src/shared/tariffs/quote';
import type { Database } from '../src/server/db/client';
import { airlines, contracts } from '../src/server/db/schema';
import { loadPricingContext, type PricingRoute } from '../src/server/modules/tariffs/pricing-rows';
import { findQuoteContract } from '../src/server/modules/tariffs/quote-contract';
import { seededBenchDatabase } from './bench/seeded-database';

const BATCHES = Number(process.env.BENCH_PRICING_BATCHES ?? 200);
const WARM_UP = 30;
const TARGET_P99_MS = 20;
const TARGET_RATIO = 3;

type Routing = Pick<PricingRoute, 'departure' | 'arrival' | 'transfers'>;
const ROUTINGS: readonly Routing[] = [
  { departure: 'TJM', arrival: 'KZN', transfers: [] },
  { departure: 'HMA', arrival: 'KZN', transfers: ['TJM'] },
  { departure: 'NJC', arrival: 'LED', transfers: ['VKO'] },
];
const DATES = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 11, 1 + i)).toISOString().slice(0, 10));

// The tariffs read of loadPricingContext, written out: its WHERE (a null contract names none) and
// the columns it reads (a TariffRow's).
const BARE = `select id, departure, arrival, transfer, direct, airline, begin, finish, reason_start, reason_stop, contracts, basis, currency, measure,
  min_value, normal, breaks, vat, region, forbidden_countries, conditions
  from tariffs where airline_id = $1 and departure = $2 and arrival = $3 and (cardinality(contracts) = 0 or $4::integer = any(contracts))`;

interface Caller {
  name: string;
  contract: QuoteShipment['contract'];
  /** The search's 90 shipments, by routing, made before any timing. */
  shipments: QuoteShipment[][];
}

const via = (routing: Routing) => `${routing.departure} → ${routing.arrival}${routing.transfers.length ? ` via ${routing.transfers.join(', ')}` : ' direct'}`;

function callerOf(name: string, contract: Caller['contract']): Caller {
  const shipments = ROUTINGS.map((routing) =>
    DATES.map((date): QuoteShipment => ({ ...routing, transfers: [...routing.transfers], date, flightNumber: null, pieces: 3, weight: 120, volume: 0.4, shc: [], product: null, contract, load: null })),
  );
  return { name, contract, shipments };
}

/** One search: the three routings' rows read at once, then 90 quotes; the total and the read's share, in ms. */
async function pricingBatch(db: Database, airlineId: number, caller: Caller): Promise<{ total: number; load: number }> {
  const started = performance.now();
  const contexts = await Promise.all(ROUTINGS.map((routing) => loadPricingContext(db, { airlineId, ...routing, contractId: caller.contract?.id ?? null })));
  const loaded = performance.now();
  ROUTINGS.forEach((routing, i) => {
    const context = contexts[i] as QuoteContext;
    for (const shipment of caller.shipments[i]!) if (!quoteShipment(context, shipment).ok) throw new Error(`no price for ${via(routing)} on ${shipment.date}`);
  });
  return { total: performance.now() - started, load: loaded - started };
}

/** The baseline: the three routings' candidate tariffs read at once by a bare prepared query; ms and rows per routing. */
async function bareBatch(pool: pg.Pool, airlineId: number, caller: Caller): Promise<{ total: number; rows: number[] }> {
  const started = performance.now();
  const results = await Promise.all(
    ROUTINGS.map(({ departure, arrival }) => pool.query({ name: 'bench_pricing_tariffs', text: BARE, values: [airlineId, departure, arrival, caller.contract?.id ?? null] })),
  );
  return { total: performance.now() - started, rows: results.map((result) => result.rowCount ?? 0) };
}

const percentile = (sorted: readonly number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;
const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(9);
const times = (value: number) => `${value.toFixed(2)}x`.padStart(9);
const loadAverage = () => loadavg().map((load) => load.toFixed(2)).join(', ');

/** The demo agent's contract as a quote reads it. */
async function agentContract(db: Database): Promise<NonNullable<Caller['contract']>> {
  const contract = await findQuoteContract(db, eq(contracts.number, 'UT-AG-2024/017'));
  if (!contract) throw new Error('the demo agent’s contract is not in the seed');
  return { id: contract.id, currency: contract.currency, clientCode: contract.clientCode };
}

interface Figures {
  caller: Caller;
  pricing: number[];
  load: number[];
  bare: number[];
}

async function measure(db: Database, bare: pg.Pool, airlineId: number, caller: Caller): Promise<Figures> {
  const contexts = await Promise.all(ROUTINGS.map((routing) => loadPricingContext(db, { airlineId, ...routing, contractId: caller.contract?.id ?? null })));
  const { rows } = await bareBatch(bare, airlineId, caller);
  process.stdout.write(`\n${caller.name}: rows read per routing (tariffs; the bare read's tariffs; surcharges, taxes, dynamic rules, products)\n`);
  ROUTINGS.forEach((routing, i) => {
    const context = contexts[i]!;
    if (context.tariffs.length !== rows[i]) throw new Error(`the bare read found ${rows[i]} tariffs where loadPricingContext found ${context.tariffs.length}`);
    process.stdout.write(`  ${via(routing).padEnd(20)} ${context.tariffs.length}; ${rows[i]}; ${context.surcharges.length}, ${context.taxes.length}, ${context.dynamicRules.length}, ${context.products.length}\n`);
  });
  for (let i = 0; i < WARM_UP; i += 1) {
    await pricingBatch(db, airlineId, caller);
    await bareBatch(bare, airlineId, caller);
  }
  const figures: Figures = { caller, pricing: [], load: [], bare: [] };
  const runPricing = async () => {
    const batch = await pricingBatch(db, airlineId, caller);
    figures.pricing.push(batch.total);
    figures.load.push(batch.load);
  };
  const runBare = async () => void figures.bare.push((await bareBatch(bare, airlineId, caller)).total);
  for (let i = 0; i < BATCHES; i += 1) {
    // Taking turns at going first, so that neither always runs right after the other.
    if (i % 2) {
      await runBare();
      await runPricing();
    } else {
      await runPricing();
      await runBare();
    }
  }
  for (const list of [figures.pricing, figures.load, figures.bare]) list.sort((a, b) => a - b);
  return figures;
}

function report(all: readonly Figures[]): void {
  process.stdout.write(`\n${'caller'.padEnd(16)} | ${'pricing p50'.padStart(11)} ${'p99'.padStart(9)} | ${'read p50'.padStart(9)} ${'engine p50'.padStart(10)} | ${'bare p50'.padStart(9)} ${'p99'.padStart(9)} | p50 ratio | p99 ratio\n`);
  for (const { caller, pricing, load, bare } of all) {
    const [p50, p99, read, b50, b99] = [percentile(pricing, 0.5), percentile(pricing, 0.99), percentile(load, 0.5), percentile(bare, 0.5), percentile(bare, 0.99)];
    process.stdout.write(
      `${caller.name.padEnd(16)} | ${ms(p50).padStart(11)} ${ms(p99)} | ${ms(read)} ${ms(p50 - read).padStart(10)} | ${ms(b50)} ${ms(b99)} | ${times(p50 / b50)} | ${times(p99 / b99)}\n`,
    );
  }
  process.stdout.write(`\nTarget (issue 13): a batch's p99 under ${TARGET_P99_MS} ms, and at most ${TARGET_RATIO}x the bare read (p50 and p99).\n`);
  for (const { caller, pricing, bare } of all) {
    const p99 = percentile(pricing, 0.99);
    const ratios = [percentile(pricing, 0.5) / percentile(bare, 0.5), p99 / percentile(bare, 0.99)];
    process.stdout.write(
      `  ${caller.name}: p99 ${p99.toFixed(2)} ms (${p99 < TARGET_P99_MS ? 'met' : 'NOT met'}); ${ratios.map((ratio) => `${ratio.toFixed(2)}x`).join(' and ')} (${Math.max(...ratios) <= TARGET_RATIO ? 'met' : 'NOT met'}).\n`,
    );
  }
}

async function main(): Promise<void> {
  const bench = await seededBenchDatabase('pricing', 10);
  const { handle } = bench;
  const bare = new pg.Pool({ connectionString: bench.url, max: 10 });
  // As the server's pool does: a connection ended by the drop must not crash the process.
  bare.on('error', () => undefined);
  try {
    await handle.db.execute('analyze');
    const [airline] = await handle.db.select({ id: airlines.id }).from(airlines).where(eq(airlines.iata, 'UT'));
    if (!airline) throw new Error('the demo airline UT is not in the seed');
    const callers = [callerOf('agent, contract', await agentContract(handle.db)), callerOf('public fares', null)];
    process.stdout.write(
      `${BATCHES} batches of 30 dates x 3 routings = 90 quotes, after ${WARM_UP} warm-up batches, each caller's pricing and bare batches taking turns. ` +
        `Load average at the start: ${loadAverage()}.\n`,
    );
    const all: Figures[] = [];
    for (const caller of callers) all.push(await measure(handle.db, bare, airline.id, caller));
    report(all);
    process.stdout.write(`Load average at the end: ${loadAverage()}.\n`);
  } finally {
    await bare.end();
    await bench.drop();
  }
}

await main();
