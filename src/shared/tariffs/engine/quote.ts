import { money, type Currency } from '../../money';
import type { LossReason, PricedQuote, QuoteCandidate, QuoteContext, QuoteLine, QuoteResult, QuoteShipment, RateClass } from '../quote';
import type { SurchargeRow } from '../surcharges';
import type { TariffRow } from '../tariffs';
import type { TaxRow } from '../taxes';
import { kgOf } from './chargeable-weight';
import { narrowCandidates } from './candidates';
import { adjustmentLines, dynamicRulesFor, finalRate, rulesAt, type DynamicRule, type DynamicRules } from './dynamic';
import type { Fixed } from './fixed';
import { amountAt, freightLine, freightOptions, minimumLine, pricedTariff, type FreightOption, type PricedTariff } from './freight';
import { situationOf, type Situation } from './situation';
import { surchargeLines, surchargesFor } from './surcharges';
import { taxesFor, taxLines } from './taxes';

// The quote: which tariff, at which weight, with which lines. Everything that does not depend on
// the tariff or the weight is worked out once per call (the situation, the rules, surcharges and
// taxes that apply); a tariff is then priced at a handful of weights.

/** What prices a tariff once the quote's currency is known. */
interface Pricing {
  s: Situation;
  currency: Currency;
  dynamic: DynamicRules;
  /** The rules met at each weight tried, shared by every tariff; equal sets are one array. */
  rulesByWeight: Map<number, DynamicRule[]>;
  ruleSets: DynamicRule[][];
  /** Each rule set's final rate from each starting rate: breaks and rule sets repeat across weights and tariffs. */
  finalRates: Map<readonly DynamicRule[], Map<Fixed, Fixed>>;
  surcharges: SurchargeRow[];
  taxes: TaxRow[];
}

interface Priced {
  chargedG: number;
  rateClass: RateClass;
  lines: QuoteLine[];
  total: number;
}

function rulesOf(p: Pricing, grams: number): DynamicRule[] {
  const known = p.rulesByWeight.get(grams);
  if (known) return known;
  const met = rulesAt(p.dynamic, p.s, grams);
  // The same rules in the same order (met keeps the rules' order): the same set. A quote meets a
  // handful of sets, so a scan is quicker than a key made of ids.
  let rules = p.ruleSets.find((set) => set.length === met.length && set.every((rule, i) => rule === met[i]));
  if (!rules) p.ruleSets.push((rules = met));
  p.rulesByWeight.set(grams, rules);
  return rules;
}

function rateAfter(p: Pricing, rules: readonly DynamicRule[], option: FreightOption): Fixed {
  let rates = p.finalRates.get(rules);
  if (!rates) p.finalRates.set(rules, (rates = new Map()));
  // A rate per kg and a price per shipment take different rules: a price per shipment is keyed
  // below zero, where no rate is.
  const key = option.weightG === null ? -option.base - 1n : option.base;
  let rate = rates.get(key);
  if (rate === undefined) rates.set(key, (rate = finalRate(rules, option.base, option.weightG !== null)));
  return rate;
}

/** The lines of one way of rating the shipment at `chargedG`. */
function priceOption(t: PricedTariff, option: FreightOption, rules: readonly DynamicRule[], chargedG: number, p: Pricing): Priced {
  // The minimum charge bounds the freight the rules leave; when it applies it is the freight, and
  // the adjustments it replaces do not show.
  const adjusted = amountAt(option, rateAfter(p, rules, option));
  const minimum = adjusted < t.row.minValue;
  const rated = minimum ? [minimumLine(t)] : [freightLine(t, option), ...adjustmentLines(rules, option)];
  const extra = surchargeLines(p.surcharges, chargedG, money(Math.max(adjusted, t.row.minValue), p.currency));
  const taxed = taxLines(p.taxes, rated, extra, t.row.vat, p.currency);
  const lines = [...taxed.freightLines, ...extra, ...taxed.taxLines];
  return { chargedG, rateClass: minimum ? 'M' : option.rateClass, lines, total: lines.reduce((total, line) => total + line.amount, 0) };
}

/**
 * The cheapest quote for the tariff: IATA's break-point rule at each weight, and the whole-quote
 * break-point rule across weights.
 *
 * The whole-quote rule: the total must never fall as the weight grows, so the quote is the
 * cheapest of the quotes at the chargeable weight and at every heavier weight where a price may
 * turn: each weight break of the tariff, and each grid weight where a dynamic rule's weight
 * condition may begin or end to hold. Between two such weights nothing turns and every line grows
 * with the weight or stays (a heavier break's freight and its adjustments are fixed, see
 * dynamic.ts), so no weight in between is cheaper than the lighter end: the minimum over these few
 * weights is the minimum over every heavier weight.
 *
 * Why it is quick: with the rows fixed, the total is a function of the freight (after the rules
 * and the minimum) and the charged weight that never falls when either grows: surcharges per kg
 * grow with the weight, per-cent ones and taxes with the freight. So at each weight only the
 * cheapest freight needs the whole quote (IATA's break-point rule between the rate of the weight
 * and the heavier breaks, a tie going to the shipment's own weight), and a heavier weight whose
 * cheapest freight is no lower than a lighter one's cannot cost less: it is not priced at all.
 */
function cheapestQuote(t: PricedTariff, p: Pricing): Priced {
  const chargeableG = p.s.weights.chargeableG;
  const heavier = new Set<number>();
  for (const one of t.breaks) if (one.weightG > chargeableG) heavier.add(one.weightG);
  for (const grams of p.dynamic.boundariesG) if (grams > chargeableG) heavier.add(grams);
  const weights = [chargeableG, ...[...heavier].sort((a, b) => a - b)];
  let best: Priced | null = null;
  let lowestFreight = Infinity;
  const tried = new Set<readonly DynamicRule[]>();
  for (const grams of weights) {
    const rules = rulesOf(p, grams);
    // Under the same rules as a lighter weight, each way to rate this weight is one that weight had
    // (a heavier break at its own weight) or the same rate over more kg: its cheapest freight is no
    // lower, so it is skipped before its freight is worked out, as the check below would skip it.
    if (tried.has(rules)) continue;
    tried.add(rules);
    let chosen: FreightOption | null = null;
    let freight = Infinity;
    for (const option of freightOptions(t, grams)) {
      const amount = Math.max(amountAt(option, rateAfter(p, rules, option)), t.row.minValue);
      if (amount < freight) [chosen, freight] = [option, amount];
    }
    if (!chosen || freight >= lowestFreight) continue;
    lowestFreight = freight;
    const priced = priceOption(t, chosen, rules, grams, p);
    if (!best || priced.total < best.total) best = priced;
  }
  // The chargeable weight itself is always priced: its freight is below the starting Infinity.
  return best as Priced;
}

const candidatesOf = (tariffs: readonly TariffRow[], lost: ReadonlyMap<number, LossReason>): QuoteCandidate[] =>
  tariffs.map((tariff) => {
    const reason = lost.get(tariff.id);
    return reason ? { id: tariff.id, outcome: 'lost', reason } : { id: tariff.id, outcome: 'chosen' };
  });

/**
 * Prices one shipment on one routing and date: the tariff that applies (a contract's before the
 * public ones, a specific commodity rate before the general ones, then the cheapest, then the
 * lowest id), its freight with the dynamic rules, the surcharges and the taxes, and why every
 * other candidate lost. Pure: the server loads the rows and calls it.
 */
export function quoteShipment(context: QuoteContext, shipment: QuoteShipment): QuoteResult {
  const s = situationOf(context, shipment);
  const field = narrowCandidates(context.tariffs, s, context.currency ?? null);
  if (!field.currency || field.contenders.length === 0) return { ok: false, reason: 'noTariff', candidates: candidatesOf(context.tariffs, field.lost) };
  const currency = field.currency;
  const p: Pricing = {
    s,
    currency,
    dynamic: dynamicRulesFor(context.dynamicRules, s, currency),
    rulesByWeight: new Map(),
    ruleSets: [],
    finalRates: new Map(),
    surcharges: surchargesFor(context.surcharges, s, currency),
    taxes: taxesFor(context.taxes, s, currency),
  };
  let chosen: { tariff: TariffRow; priced: Priced } | null = null;
  for (const tariff of field.contenders) {
    const priced = cheapestQuote(pricedTariff(tariff), p);
    if (!chosen || priced.total < chosen.priced.total || (priced.total === chosen.priced.total && tariff.id < chosen.tariff.id)) chosen = { tariff, priced };
  }
  const winner = chosen as { tariff: TariffRow; priced: Priced };
  for (const tariff of field.contenders) if (tariff !== winner.tariff) field.lost.set(tariff.id, 'dearer');
  const { weights } = s;
  const quote: PricedQuote = {
    ok: true,
    currency,
    actualWeight: kgOf(weights.actualG),
    volumetricWeight: weights.volumetricG === null ? null : kgOf(weights.volumetricG),
    chargeableWeight: kgOf(weights.chargeableG),
    chargedWeight: kgOf(winner.priced.chargedG),
    rateClass: winner.priced.rateClass,
    tariffId: winner.tariff.id,
    lines: winner.priced.lines,
    total: winner.priced.total,
    candidates: candidatesOf(context.tariffs, field.lost),
  };
  return quote;
}
