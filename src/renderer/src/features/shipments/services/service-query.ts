import { ServiceListQuerySchema, type ServiceListQuery } from '@shared/shipments';
import { parseViewQuery, sortDirection, viewQueryParams } from '@/lib/view-query';

// The /services list's view lives in its address (page, size, sort and filters), as the shipments
// list's does: Back from a shipment returns to the same rows, and the block page keeps them.

/** The list's filters: what its Reset clears and its panel counts. */
export const SERVICE_FILTERS = ['from', 'to', 'status', 'q'] as const;

export const DEFAULT_SERVICE_QUERY: ServiceListQuery = { page: 1, size: 20, sort: '-created' };

/** The list's query from the address; a value the schema refuses is left out and the rest kept. One shipment's filter is its page's, never the address's. */
export const parseServiceQuery = (raw: Record<string, unknown>): ServiceListQuery => {
  const { shipmentId: _shipment, ...query } = parseViewQuery(ServiceListQuerySchema, raw, DEFAULT_SERVICE_QUERY);
  return query;
};

/** The address's query for a view: defaults and unset filters left out. */
export const serviceQueryParams = (query: ServiceListQuery): Record<string, string> => viewQueryParams(query, DEFAULT_SERVICE_QUERY, SERVICE_FILTERS);

/** How many filters are set. */
export const serviceFilterCount = (query: ServiceListQuery): number => SERVICE_FILTERS.filter((key) => query[key] !== undefined && query[key] !== '').length;

/** The view with its filters cleared, on the first page; the sort and the page size stay. */
export const withoutServiceFilters = (query: ServiceListQuery): ServiceListQuery => ({ page: 1, size: query.size, sort: query.sort });

/** The sort a column's header sets next: ascending, descending, then the list's default (newest first). */
export function nextServiceSort(current: ServiceListQuery['sort'], key: 'created' | 'amount'): ServiceListQuery['sort'] {
  if (key === 'created') return current === '-created' ? 'created' : '-created';
  if (current === 'amount') return '-amount';
  if (current === '-amount') return '-created';
  return 'amount';
}

export { sortDirection };
