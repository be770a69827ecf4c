import { DocumentListQuerySchema, type DocumentListQuery } from '@shared/finance';
import { parseViewQuery, viewQueryParams } from '@/lib/view-query';

// The documents page's view lives in its address, as the other finance pages' do.

export const DOCUMENT_FILTERS = ['contractId', 'type', 'from', 'to'] as const;

export const DEFAULT_DOCUMENT_QUERY: DocumentListQuery = { page: 1, size: 20, sort: '-date' };

export const parseDocumentQuery = (raw: Record<string, unknown>): DocumentListQuery => parseViewQuery(DocumentListQuerySchema, raw, DEFAULT_DOCUMENT_QUERY);

export const documentQueryParams = (query: DocumentListQuery): Record<string, string> => viewQueryParams(query, DEFAULT_DOCUMENT_QUERY, DOCUMENT_FILTERS);

export const documentFilterCount = (query: DocumentListQuery): number => DOCUMENT_FILTERS.filter((key) => query[key] !== undefined).length;

/** The last whole month before `today` (ISO day): what an act is usually made for. */
export function previousMonth(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}
