import { allocate, money, percent, sum, type Currency, type Money } from '../../money';
import type { QuoteLine } from '../quote';
import type { TaxRow } from '../taxes';
import { decimalText, divRound, fixedOf, ONE } from './fixed';
import { inPeriod, listHolds, regionMatches } from './routing';
import type { Situation } from './situation';

// Taxes: per-cent or fixed lines where their restrictions hold. VAT is one of them, a dated row
// per rate (20 % until 2025, 22 % from 2026 on domestic carriage; 0 % on international).

/** The code of the value-added tax a VAT-inclusive tariff's rates hold. */
export const VAT_CODE = 'VAT';

/**
 * The taxes that apply to this shipment in `currency`. A code is charged once: of its rows that
 * apply, the latest `validFrom` wins (then the lowest id), so a new rate is one new row even when
 * the old row's end was left open.
 */
export function taxesFor(rows: readonly TaxRow[], s: Situation, currency: Currency): TaxRow[] {
  const contract = s.shipment.contract?.id ?? null;
  const fit = rows.filter(
    (row) =>
      inPeriod(s.shipment.date, row.validFrom, row.validTo) &&
      regionMatches(row.region, s.routing) &&
      listHolds(row.departures, s.shipment.departure) &&
      listHolds(row.arrivals, s.shipment.arrival) &&
      (row.products.length === 0 || (s.product.id !== null && row.products.includes(s.product.id))) &&
      (row.contracts.length === 0 || (contract !== null && row.contracts.includes(contract))) &&
      // A fixed amount in another currency would need a rate of exchange: left out.
      (row.method === 'percent' ? row.rate !== null : row.currency === currency && row.amount !== null),
  );
  const latest = new Map<string, TaxRow>();
  for (const row of fit) {
    const held = latest.get(row.code);
    if (!held || row.validFrom > held.validFrom || (row.validFrom === held.validFrom && row.id < held.id)) latest.set(row.code, row);
  }
  return fit.filter((row) => latest.get(row.code) === row);
}

export interface Taxed {
  /** The freight and dynamic lines, net of VAT when the tariff's rates include it. */
  freightLines: QuoteLine[];
  taxLines: QuoteLine[];
}

/**
 * The tax lines over the lines before taxes (no tax is taken of another tax).
 *
 * A VAT-inclusive tariff (`vat`) quotes gross rates. Its VAT (a per-cent tax coded VAT) is then not
 * added to the freight but taken out of it: net = gross × 100 / (100 + rate), rounded; the freight
 * and dynamic lines show net amounts (their rates stay the tariff's, VAT included) and the VAT line
 * the difference, so the freight part of the customer's total is still the gross the tariff gave.
 * Surcharges are net in any case: VAT on the 'total' base is added on them as usual. Other taxes
 * take the net freight as their base.
 */
export function taxLines(rows: readonly TaxRow[], freightLines: QuoteLine[], surchargeLines: readonly QuoteLine[], vatIncluded: boolean, currency: Currency): Taxed {
  const of = (lines: readonly QuoteLine[]): Money => sum(lines.map((line) => money(line.amount, currency)), currency);
  const surcharges = of(surchargeLines);
  const vat = vatIncluded ? rows.find((row) => row.code === VAT_CODE && row.method === 'percent') : undefined;
  let freight = of(freightLines);
  let includedVat = money(0, currency);
  if (vat) {
    const rate = fixedOf(vat.rate ?? 0);
    const hundred = 100n * ONE;
    // Two parts in proportion 100 : rate, to the minor unit and adding up to the gross exactly.
    const [net = freight, included = includedVat] = allocate(freight, [Number(hundred), Number(rate)]);
    // Each adjustment shows its own net share; the freight line takes what is left of the net total,
    // so the lines still add up to it.
    const [first, ...rest] = freightLines;
    const restNet = rest.map((line) => ({ ...line, amount: Number(divRound(BigInt(line.amount) * hundred, hundred + rate)) }));
    const firstNet = net.amount - restNet.reduce((total, line) => total + line.amount, 0);
    freightLines = first ? [{ ...first, amount: firstNet }, ...restNet] : [];
    freight = net;
    includedVat = included;
  }
  const total = money(freight.amount + surcharges.amount, currency);
  const lines = rows.map((row): QuoteLine => {
    const source = { resource: 'taxes', id: row.id } as const;
    if (row.method === 'amount') {
      return { kind: 'tax', code: row.code, basis: 'amount', amount: row.amount ?? 0, entitlement: row.entitlement, source };
    }
    const rate = row.rate ?? 0;
    const amount =
      row === vat
        ? includedVat.amount + (row.base === 'total' ? percent(surcharges, decimalText(rate)).amount : 0)
        : percent(row.base === 'freight' ? freight : total, decimalText(rate)).amount;
    return { kind: 'tax', code: row.code, rate, basis: row.base, amount, entitlement: row.entitlement, source };
  });
  return { freightLines, taxLines: lines };
}
