import { money, multiply, percent, type Currency, type Money } from '../../money';
import type { QuoteLine } from '../quote';
import type { SurchargeRow } from '../surcharges';
import { kgOf, kgText } from './chargeable-weight';
import { decimalText } from './fixed';
import { inPeriod, listHolds, regionMatches } from './routing';
import type { Situation } from './situation';

// Surcharges: IATA other charges (MY fuel, SC security, RA dangerous goods...) by SHC, product,
// region and airports, per kg, per shipment or per cent of the freight.

/** The surcharges that apply to this shipment in `currency`, in the order given. */
export function surchargesFor(rows: readonly SurchargeRow[], s: Situation, currency: Currency): SurchargeRow[] {
  const held = new Set(s.shipment.shc);
  return rows.filter(
    (row) =>
      // A service is priced when a client orders it, never with the freight.
      !row.service &&
      inPeriod(s.shipment.date, row.validFrom, row.validTo) &&
      (row.shc.length === 0 || row.shc.some((code) => held.has(code))) &&
      (row.products.length === 0 || (s.product.id !== null && row.products.includes(s.product.id))) &&
      regionMatches(row.region, s.routing) &&
      listHolds(row.departures, s.shipment.departure) &&
      listHolds(row.arrivals, s.shipment.arrival) &&
      // An amount of money in another currency would need a rate of exchange: such a surcharge is
      // left out. A per-cent one is in no currency and applies whatever the quote's.
      (row.method === 'percent' ? row.percent !== null : row.currency === currency && row.rate !== null),
  );
}

/** One line per surcharge, at `chargedG` and on the adjusted freight; a minimum counts only in the quote's currency. */
export function surchargeLines(rows: readonly SurchargeRow[], chargedG: number, freight: Money): QuoteLine[] {
  const currency = freight.currency;
  return rows.map((row) => {
    let amount: Money;
    let rate: number | undefined;
    if (row.method === 'percent') {
      rate = row.percent ?? 0;
      amount = percent(freight, decimalText(rate));
    } else {
      rate = row.rate ?? 0;
      amount = row.method === 'perKg' ? multiply(money(rate, currency), kgText(chargedG)) : money(rate, currency);
    }
    const minimum = row.minimum !== null && row.currency === currency && amount.amount < row.minimum;
    const line: QuoteLine = {
      kind: 'surcharge',
      code: row.code,
      rate,
      basis: minimum ? 'minimum' : row.method,
      amount: minimum ? (row.minimum ?? 0) : amount.amount,
      entitlement: row.entitlement,
      source: { resource: 'surcharges', id: row.id },
    };
    // Set after the literal, as freight.ts explains.
    if (row.method === 'perKg') line.weight = kgOf(chargedG);
    return line;
  });
}
