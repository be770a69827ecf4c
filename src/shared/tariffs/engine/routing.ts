import type { FlightRegion } from '../../constants';
import type { QuoteContext, QuoteProduct, QuoteShipment } from '../quote';

// What rows are matched against that does not depend on the tariff: the routing's points and
// countries, its region, the day of the week and the shipment's product.

export interface Routing {
  /** Departure, transfer points, arrival. */
  points: string[];
  countries: ReadonlySet<string>;
  /** null when a point's country is unknown: neither domestic nor international can be claimed. */
  region: Exclude<FlightRegion, 'any'> | null;
}

export function routingOf(countryOf: QuoteContext['countryOf'], shipment: Pick<QuoteShipment, 'departure' | 'arrival' | 'transfers'>): Routing {
  const points = [shipment.departure, ...shipment.transfers, shipment.arrival];
  const known = points.map((point) => countryOf[point]);
  const countries = new Set(known.filter((country): country is string => Boolean(country)));
  // An airport missing from the handbook must not make a flight domestic (and bring domestic VAT)
  // or international: only rows for any region apply to it.
  const region = known.some((country) => !country) ? null : countries.size === 1 ? 'ВВЛ' : 'МВЛ';
  return { points, countries, region };
}

/** Whether a row for `rowRegion` applies on the routing: 'any' always, a region only when the routing's is known and the same. */
export const regionMatches = (rowRegion: FlightRegion, routing: Routing): boolean => rowRegion === 'any' || rowRegion === routing.region;

/** ISO day of the week of a YYYY-MM-DD day: 1 Monday to 7 Sunday. */
export function dayOfWeek(day: string): number {
  const sundayFirst = new Date(`${day}T00:00:00Z`).getUTCDay();
  return sundayFirst === 0 ? 7 : sundayFirst;
}

/** Whether a day lies in a period; no end is open-ended. ISO days compare as text. */
export const inPeriod = (day: string, from: string, to: string | null): boolean => day >= from && (to === null || day <= to);

/** Whether a row's airport list (empty: any) holds the point. */
export const listHolds = (list: readonly string[], point: string): boolean => list.length === 0 || list.includes(point);

/**
 * The shipment's tariff product: the one it names, or, naming none, the product whose SHC it holds.
 * Several such: the first in the products' priority wins (1 before 2, as the handbook lists them and
 * booking follows them: express before pharma before general cargo), then the lowest id. A product code unknown to the handbook still matches tariff conditions, but
 * no surcharge or tax restricted to products.
 */
export function productOf(products: readonly QuoteProduct[], shipment: Pick<QuoteShipment, 'product' | 'shc'>): { code: string | null; id: number | null } {
  if (shipment.product !== null) {
    const code = shipment.product.toUpperCase();
    return { code: shipment.product, id: products.find((product) => product.code.toUpperCase() === code)?.id ?? null };
  }
  const held = new Set(shipment.shc.map((code) => code.toUpperCase()));
  let best: QuoteProduct | null = null;
  for (const product of products) {
    if (!product.shc.some((code) => held.has(code.toUpperCase()))) continue;
    if (!best || product.priority < best.priority || (product.priority === best.priority && product.id < best.id)) best = product;
  }
  return best ? { code: best.code, id: best.id } : { code: null, id: null };
}
