import { PublicationListQuerySchema, type PublicationListQuery } from '@shared/publications';
import { parseViewQuery, viewQueryParams } from '@/lib/view-query';

// The publications list's view lives in its address, as the other lists' do.

export const PUBLICATION_FILTERS = ['type', 'familiarized', 'q'] as const;

export const DEFAULT_PUBLICATION_QUERY: PublicationListQuery = { page: 1, size: 20, sort: '-date' };

export const parsePublicationQuery = (raw: Record<string, unknown>): PublicationListQuery => parseViewQuery(PublicationListQuerySchema, raw, DEFAULT_PUBLICATION_QUERY);

export const publicationQueryParams = (query: PublicationListQuery): Record<string, string> => viewQueryParams(query, DEFAULT_PUBLICATION_QUERY, PUBLICATION_FILTERS);

export const publicationFilterCount = (query: PublicationListQuery): number => PUBLICATION_FILTERS.filter((key) => query[key] !== undefined && query[key] !== '').length;
