import { ShipmentListQuerySchema, type ShipmentListQuery } from '@shared/shipments';
import { parseViewQuery, sortDirection, viewQueryParams } from '@/lib/view-query';

// The shipments list's view lives in its address (page, size, sort and filters): Back from a
// shipment returns to the same rows, a link opens them, and the block page keeps them while the
// user is elsewhere.

/** The list's filters: what its Reset clears and its panel counts. */
export const SHIPMENT_FILTERS = ['from', 'to', 'status', 'type', 'departure', 'arrival', 'q'] as const;

export const DEFAULT_SHIPMENT_QUERY: ShipmentListQuery = { page: 1, size: 20, sort: '-created' };

/** The list's query from the address; a value the schema refuses is left out and the rest kept. */
export const parseShipmentQuery = (raw: Record<string, unknown>): ShipmentListQuery => parseViewQuery(ShipmentListQuerySchema, raw, DEFAULT_SHIPMENT_QUERY);

/** The address's query for a view: defaults and unset filters left out. */
export const shipmentQueryParams = (query: ShipmentListQuery): Record<string, string> => viewQueryParams(query, DEFAULT_SHIPMENT_QUERY, SHIPMENT_FILTERS);

/** How many filters are set. */
export const shipmentFilterCount = (query: ShipmentListQuery): number => SHIPMENT_FILTERS.filter((key) => query[key] !== undefined && query[key] !== '').length;

/** The view with its filters and search cleared, on the first page; the sort and the page size stay. */
export const withoutFilters = (query: ShipmentListQuery): ShipmentListQuery => ({ page: 1, size: query.size, sort: query.sort });

/** The columns the server sorts by (SHIPMENT_SORTS). */
export type ShipmentSortKey = 'created' | 'awb' | 'weight' | 'status';

/** The sort a column's header sets next: ascending, descending, then the list's default (newest first). */
export function nextSort(current: ShipmentListQuery['sort'], key: ShipmentSortKey): ShipmentListQuery['sort'] {
  if (current === key) return `-${key}`;
  if (current === `-${key}`) return key === 'created' ? 'created' : '-created';
  // The newest first is where a click on the creation date starts over from.
  return key === 'created' && current !== '-created' ? '-created' : key;
}

export { sortDirection };
