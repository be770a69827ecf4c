import type { VariantDetail } from '@shared/booking';
import { routePath } from '@shared/routes';
import { stringifyRouteQuery } from '@/lib/query-string';

// Where a user searches again from a variant: the search that made it, on its date.

/** The search a variant came from, on its date, as the address's query (the page adds its own path). */
export function searchQuery(detail: VariantDetail): Record<string, string | string[]> {
  const { query, variant } = detail;
  return {
    departure: query.departure,
    arrival: query.arrival,
    date: variant.date,
    pieces: String(query.pieces),
    weight: String(query.weight),
    ...(query.volume !== null ? { volume: String(query.volume) } : {}),
    ...(query.shc.length ? { shc: query.shc } : {}),
    ...(query.product ? { product: query.product } : {}),
  };
}

/** The pricing search a variant came from, on its date: where the user searches again. */
export function searchPath(detail: VariantDetail | undefined): string {
  if (!detail) return routePath('pricing');
  return `${routePath('pricing')}?${stringifyRouteQuery(searchQuery(detail))}`;
}
