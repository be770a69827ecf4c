import type { PublicationListQuery } from '@shared/publications';

/** Query keys of the publications feature: anything published or confirmed refreshes `all`. */
export const publicationKeys = {
  all: ['publications'] as const,
  list: (query: PublicationListQuery) => [...publicationKeys.all, 'list', query] as const,
  one: (id: number) => [...publicationKeys.all, 'one', id] as const,
  recipients: (id: number) => [...publicationKeys.all, 'recipients', id] as const,
};
