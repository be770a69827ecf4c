// `npm run bench:quote`: the price engine on a pricing search's load (30 dates × 3 routings = 90
// quotes, about 50 candidate rows each) against a bare baseline in the same run: the same 90
// quotes over one plain tariff and no other row, the cost of a call itself. Two loads: a typical
// one (a handful of tariffs apply, two rules read the weight) and a hard one (twelve tariffs
// compete, every rule reads the weight, so each tariff is priced at some twenty weights).
// Prints the median of several rounds, per search and per quote, and the ratio to the baseline.
import { context, rule, shipment, surcharge, tariff, tax } from '../src/shared/tariffs/engine/fixtures.test-support';
import { quoteShipment, type QuoteContext } from '../src/shared/tariffs';

const ROUNDS = 9;
const breaks = [45, 100, 300, 500, 1000].map((weight, i) => ({ weight, rate: 9_000 - i * 1_000 }));
const others = {
  surcharges: Array.from({ length: 10 }, (_, i) => surcharge(i + 1, { code: `S${i}`.slice(0, 2), method: (['perKg', 'perShipment', 'percent'] as const)[i % 3], percent: 2, minimum: 10_000, shc: i > 6 ? ['DGR'] : [] })),
  taxes: Array.from({ length: 10 }, (_, i) => tax(i + 1, { code: `T${i}`, rate: i, region: i % 2 ? 'МВЛ' : 'any' })),
};

const loads: Record<string, QuoteContext> = {
  baseline: context(),
  typical: context({
    ...others,
    // 20 tariffs: four for another arrival, ten out of their dates, two for pharma only: four compete.
    tariffs: Array.from({ length: 20 }, (_, i) =>
      tariff(i + 1, { normal: 10_000 + i, breaks, arrival: i < 4 ? 'OVB' : 'KJA', finish: i >= 4 && i < 14 ? '2025-12-31' : null, basis: i >= 14 && i < 16 ? 'SCR' : 'GCR', conditions: i >= 14 && i < 16 ? { op: 'eq', field: 'product', value: 'PHARMA' } : null }),
    ),
    dynamicRules: Array.from({ length: 10 }, (_, i) => rule(i + 1, { percent: i - 5, priority: i + 1, conditions: i < 2 ? { op: 'gt', field: 'weight', value: 200 * (i + 1) } : { op: 'gt', field: 'weightLoad', value: 70 + i } })),
  }),
  hard: context({
    ...others,
    tariffs: Array.from({ length: 20 }, (_, i) => tariff(i + 1, { normal: 10_000 + i, breaks, arrival: i % 4 === 0 ? 'OVB' : 'KJA', basis: i % 7 === 0 ? 'SCR' : 'GCR', conditions: i % 7 === 0 ? { op: 'eq', field: 'product', value: 'PHARMA' } : null })),
    dynamicRules: Array.from({ length: 10 }, (_, i) => rule(i + 1, { percent: i - 5, priority: i + 1, conditions: { op: i % 2 ? 'gt' : 'lt', field: 'weight', value: 50 * (i + 1) } })),
  }),
};

const shipments = Array.from({ length: 90 }, (_, i) =>
  shipment({ weight: 37 + i * 3.5, volume: i % 3 ? null : 0.5, date: `2026-03-${String(1 + (i % 30)).padStart(2, '0')}`, load: { weightPercent: 60 + (i % 40), volumePercent: 50 } }),
);

function search(ctx: QuoteContext): number {
  const started = performance.now();
  for (const one of shipments) if (!quoteShipment(ctx, one).ok) throw new Error('a quote failed');
  return performance.now() - started;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

for (const ctx of Object.values(loads)) search(ctx); // warm-up
const results = Object.fromEntries(Object.entries(loads).map(([name, ctx]) => [name, median(Array.from({ length: ROUNDS }, () => search(ctx)))]));
const base = results.baseline ?? 1;
process.stdout.write(`${'load'.padEnd(9)} | ${'per search'.padStart(10)} | ${'per quote'.padStart(9)} | vs baseline\n`);
for (const [name, ms] of Object.entries(results)) {
  process.stdout.write(`${name.padEnd(9)} | ${`${ms.toFixed(1)} ms`.padStart(10)} | ${`${((ms / 90) * 1000).toFixed(0)} µs`.padStart(9)} | ${(ms / base).toFixed(1)}x\n`);
}
