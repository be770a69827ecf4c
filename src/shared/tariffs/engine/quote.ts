import { money, type Currency } from '../../money';
import type { LossReason, PricedQuote, QuoteCandidate, QuoteContext, QuoteLine, QuoteResult, QuoteShipment, RateClass } from '../quote';
import type { SurchargeRow } from '../surcharges';
import type { TariffRow } from '../tariffs';
import type { TaxRow } from '../taxes';
import { kgOf } from './chargeable-weight';
import { narrowCandidates } from './candidates';
import { adjustFreight, dynamicRulesFor, rulesAt, type DynamicRules } from './dynamic';
import { freightLine, freightOptions, minimumLine, pricedTariff, type FreightOption, type PricedTariff } from './freight';
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
  surcharges: SurchargeRow[];
  taxes: TaxRow[];
}

interface Priced {
  chargedG: number;
  rateClass: RateClass;
  lines: QuoteLine[];
  total: number;
}

/** The lines of one way of rating the shipment at `chargedG`. */
function priceOption(t: PricedTariff, option: FreightOption, chargedG: number, p: Pricing): Priced {
  const adjusted = adjustFreight(rulesAt(p.dynamic, p.s, chargedG), option, p.currency);
  // The minimum charge bounds the freight the rules leave; when it applies it is the freight, and
  // the adjustments it replaces do not show.
  const minimum = adjusted.freight.amount < t.row.minValue;
  const freight = minimum ? money(t.row.minValue, p.currency) : adjusted.freight;
  const rated = minimum ? [minimumLine(t)] : [freightLine(t, option), ...adjusted.lines];
  const extra = surchargeLines(p.surcharges, chargedG, freight);
  const taxed = taxLines(p.taxes, rated, extra, t.row.vat, p.currency);
  const lines = [...taxed.freightLines, ...extra, ...taxed.taxLines];
  return { chargedG, rateClass: minimum ? 'M' : option.rateClass, lines, total: lines.reduce((total, line) => total + line.amount, 0) };
}

/** The cheapest way to rate the shipment at `chargedG` (IATA's break-point rule); on a tie, its own weight. */
function priceAt(t: PricedTariff, chargedG: number, p: Pricing): Priced {
  let best: Priced | null = null;
  for (const option of freightOptions(t, chargedG)) {
    const priced = priceOption(t, option, chargedG, p);
    if (!best || priced.total < best.total) best = priced;
  }
  return best as Priced;
}

/**
 * The whole-quote break-point rule: the total must never fall as the weight grows, so the quote is
 * the cheapest of the quotes at the chargeable weight and at every heavier weight where a price may
 * turn: each weight break of the tariff, and each grid weight where a dynamic rule's weight
 * condition may begin or end to hold. Between two such weights nothing turns, and every line grows
 * with the weight or stays, so no weight in between can be cheaper than the lighter end: this
 * minimum over a handful of weights is the minimum over every heavier weight.
 */
function cheapestWeight(t: PricedTariff, p: Pricing): Priced {
  const chargeableG = p.s.weights.chargeableG;
  const heavier = new Set<number>();
  for (const one of t.breaks) if (one.weight * 1000 > chargeableG) heavier.add(one.weight * 1000);
  for (const grams of p.dynamic.boundariesG) if (grams > chargeableG) heavier.add(grams);
  let best = priceAt(t, chargeableG, p);
  for (const grams of [...heavier].sort((a, b) => a - b)) {
    const priced = priceAt(t, grams, p);
    if (priced.total < best.total) best = priced;
  }
  return best;
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
    surcharges: surchargesFor(context.surcharges, s, currency),
    taxes: taxesFor(context.taxes, s, currency),
  };
  let chosen: { tariff: TariffRow; priced: Priced } | null = null;
  for (const tariff of field.contenders) {
    const priced = cheapestWeight(pricedTariff(tariff), p);
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
