import type { FlightRegion } from '@shared/constants';

// The lines of an act or an invoice: one per charge or refund of the period, the amount as the
// client paid it (VAT included), the VAT rate in force on the entry's day for its region, and the
// VAT in it, all in whole minor units. Totals are the lines' sums, so the document adds up to the
// kopeck however many lines it has.

/** A charge or a refund as the ledger keeps it: debits negative, credits positive. */
export interface PeriodEntry {
  type: 'charge' | 'refund';
  amount: number;
  description: string | null;
  awb: string | null;
  /** The entry's day in Moscow. */
  day: string;
  region: Exclude<FlightRegion, 'any'>;
}

/** A VAT row of the taxes handbook (code VAT, a percent). */
export interface VatRow {
  rate: number | null;
  region: string;
  validFrom: string;
  validTo: string | null;
}

export interface DocumentLine {
  day: string;
  name: string;
  /** With VAT: a charge positive, a refund negative. */
  amount: number;
  /** Percent. */
  rate: number;
  vat: number;
  /** Without VAT. */
  net: number;
}

export interface DocumentFigures {
  lines: DocumentLine[];
  total: number;
  vat: number;
  net: number;
}

/** Rates have up to four decimals (numeric(9,4)): ten-thousandths make them whole. */
const RATE_SCALE = 10_000n;

/**
 * The VAT inside an amount that includes it: amount × rate / (100 + rate), rounded half away from
 * zero, computed on integers so no float ever rounds a kopeck.
 */
export function vatIncluded(amount: number, rate: number): number {
  const scaled = BigInt(Math.round(rate * Number(RATE_SCALE)));
  if (scaled === 0n) return 0;
  const numerator = BigInt(amount) * scaled;
  const denominator = 100n * RATE_SCALE + scaled;
  let quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twice = remainder < 0n ? -2n * remainder : 2n * remainder;
  if (twice >= denominator) quotient += numerator < 0n ? -1n : 1n;
  return Number(quotient);
}

/** The rate of the VAT row in force on the day for the region (a row for any region counts, after one for the region itself); 0 without one. */
export function vatRate(rows: readonly VatRow[], day: string, region: PeriodEntry['region']): number {
  const inForce = rows.filter((row) => row.rate !== null && (row.region === region || row.region === 'any') && row.validFrom <= day && (row.validTo === null || row.validTo >= day));
  inForce.sort((a, b) => Number(b.region === region) - Number(a.region === region) || (a.validFrom < b.validFrom ? 1 : a.validFrom > b.validFrom ? -1 : 0));
  return inForce[0]?.rate ?? 0;
}

const DEFAULT_NAME = { charge: 'Авиаперевозка груза', refund: 'Возврат за перевозку груза' } as const;

export function documentFigures(entries: readonly PeriodEntry[], vatRows: readonly VatRow[]): DocumentFigures {
  const lines = entries.map((entry): DocumentLine => {
    // The ledger's sign is the client's balance; a document's is the service: a charge is a sale.
    const amount = -entry.amount;
    const rate = vatRate(vatRows, entry.day, entry.region);
    const vat = vatIncluded(amount, rate);
    const name = (entry.description?.trim() || DEFAULT_NAME[entry.type]) + (entry.awb ? `, накладная ${entry.awb}` : '');
    return { day: entry.day, name, amount, rate, vat, net: amount - vat };
  });
  const sum = (pick: (line: DocumentLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return { lines, total: sum((line) => line.amount), vat: sum((line) => line.vat), net: sum((line) => line.net) };
}
