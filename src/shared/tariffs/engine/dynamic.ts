import type { Currency } from '../../money';
import { meets, thresholdsOf, type ConditionFacts } from '../conditions';
import type { DynamicPricingRow } from '../dynamic-pricing';
import type { QuoteLine } from '../quote';
import { ceilTo, gramsOf, kgOf } from './chargeable-weight';
import { fixedOf, plusPercent, type Fixed } from './fixed';
import { amountAt, FREIGHT_CODE, type FreightOption } from './freight';
import { inPeriod } from './routing';
import type { Situation } from './situation';

// Dynamic pricing: rules that move the freight up or down by per cent or per kg under conditions
// (load factor, day, flight, client, SHC, weight), stacked by priority.

export interface DynamicRule {
  row: DynamicPricingRow;
  percent: Fixed | null;
  perKg: Fixed | null;
  floorPerKg: Fixed | null;
  capPerKg: Fixed | null;
  /** The conditions read the chargeable weight: met or not at each weight the quote tries. */
  byWeight: boolean;
}

export interface DynamicRules {
  rules: DynamicRule[];
  /** Weights (g, on the chargeable grid) where some rule's weight condition may turn: the whole-quote break points. */
  boundariesG: number[];
}

/**
 * The rules that may apply to this shipment in `currency`, strongest first (higher priority, then
 * lower id). Everything but the weight is checked here, once per call.
 */
export function dynamicRulesFor(rows: readonly DynamicPricingRow[], s: Situation, currency: Currency): DynamicRules {
  const rules: DynamicRule[] = [];
  const boundaries = new Set<number>();
  for (const row of rows) {
    if (!row.active || !inPeriod(s.shipment.date, row.validFrom, row.validTo)) continue;
    // Money per kg in another currency cannot be added without a rate of exchange: the rule is
    // skipped. A per-cent rule is in no currency and applies; only its floor and cap, if in
    // another currency, are left out.
    const ownCurrency = row.currency === currency;
    if (row.method === 'perKg' && (!ownCurrency || row.amountPerKg === null)) continue;
    if (row.method === 'percent' && row.percent === null) continue;
    const thresholds = thresholdsOf(row.conditions, 'weight');
    const byWeight = thresholds.length > 0;
    if (!byWeight && !meets(row.conditions, s.dynamicFacts)) continue;
    for (const kg of thresholds) {
      // The grid weight where `weight > kg` (or ≥, <, ≤, =) turns is one of these two.
      const first = ceilTo(gramsOf(kg), s.weights.stepG);
      boundaries.add(first).add(first + s.weights.stepG);
    }
    rules.push({
      row,
      percent: row.method === 'percent' && row.percent !== null ? fixedOf(row.percent) : null,
      perKg: row.method === 'perKg' && row.amountPerKg !== null ? fixedOf(row.amountPerKg) : null,
      floorPerKg: ownCurrency && row.floorPerKg !== null ? fixedOf(row.floorPerKg) : null,
      capPerKg: ownCurrency && row.capPerKg !== null ? fixedOf(row.capPerKg) : null,
      byWeight,
    });
  }
  rules.sort((a, b) => b.row.priority - a.row.priority || a.row.id - b.row.id);
  return { rules, boundariesG: [...boundaries].sort((a, b) => a - b) };
}

/** The rules met at `chargeableG`. */
export function rulesAt(dynamic: DynamicRules, s: Situation, chargeableG: number): DynamicRule[] {
  if (!dynamic.rules.some((rule) => rule.byWeight)) return dynamic.rules;
  // The situation's facts hold the weight's key already (null): a copy that only changes it is quick.
  const facts: ConditionFacts = { ...s.dynamicFacts, weight: kgOf(chargeableG) };
  return dynamic.rules.filter((rule) => !rule.byWeight || meets(rule.row.conditions, facts));
}

// The rules apply in turn to the running freight as a rate per kg of the weight the freight is
// rated at (the break's weight when a heavier break is charged), held to a trillionth of a minor
// unit (fixed.ts) and rounded only as each step's amount. Why per kg of that weight and not of the chargeable weight: a heavier break's
// freight is the same for every weight below it, and so is its adjustment then, so the total never
// falls as the weight grows (quote.ts). A price per shipment has no rate per kg: only per-cent
// rules move it, and no floor or cap per kg bounds it. Whatever the rules, never below zero.

const ZERO: Fixed = 0n;
type Step = [rate: Fixed, basis: string];

/** The rate after `rule`, and why it stopped where it did; null when the rule cannot move this freight. */
function step(rule: DynamicRule, rate: Fixed, perKg: boolean): Step | null {
  if (rule.perKg !== null && !perKg) return null;
  let next = rule.percent !== null ? plusPercent(rate, rule.percent) : rate + (rule.perKg ?? ZERO);
  let basis: string = rule.row.method;
  if (perKg && rule.floorPerKg !== null && next < rule.floorPerKg) [next, basis] = [rule.floorPerKg, 'floor'];
  if (perKg && rule.capPerKg !== null && next > rule.capPerKg) [next, basis] = [rule.capPerKg, 'cap'];
  if (next < ZERO) [next, basis] = [ZERO, 'zero'];
  return [next, basis];
}

/** The rate (per kg, or the price per shipment) after every rule. */
export function finalRate(rules: readonly DynamicRule[], base: Fixed, perKg: boolean): Fixed {
  let rate = base;
  for (const rule of rules) rate = step(rule, rate, perKg)?.[0] ?? rate;
  return rate;
}

/**
 * One line per rule that moved (or could have moved) the freight: the change of the rounded
 * running freight, so the lines add up to the adjusted freight to the minor unit.
 */
export function adjustmentLines(rules: readonly DynamicRule[], option: FreightOption): QuoteLine[] {
  const perKg = option.weightG !== null;
  let rate = option.base;
  let running = amountAt(option, rate);
  const lines: QuoteLine[] = [];
  for (const rule of rules) {
    const moved = step(rule, rate, perKg);
    if (!moved) continue;
    const [next, basis] = moved;
    const amount = amountAt(option, next);
    const line: QuoteLine = {
      kind: 'dynamic',
      code: FREIGHT_CODE,
      rate: rule.row.method === 'percent' ? (rule.row.percent ?? 0) : (rule.row.amountPerKg ?? 0),
      basis,
      amount: amount - running,
      source: { resource: 'dynamic-pricing', id: rule.row.id },
    };
    // Set after the literal, as freight.ts explains.
    if (rule.perKg !== null && option.weightG !== null) line.weight = kgOf(option.weightG);
    lines.push(line);
    rate = next;
    running = amount;
  }
  return lines;
}
