import type { FlightListQuery } from '@shared/flights';

/** Query keys of the flights feature, for queries and invalidation alike. */
export const flightKeys = {
  all: ['flights'] as const,
  lists: () => [...flightKeys.all, 'list'] as const,
  list: (query: FlightListQuery) => [...flightKeys.lists(), query] as const,
  infos: () => [...flightKeys.all, 'info'] as const,
  info: (id: number) => [...flightKeys.infos(), id] as const,
  /** A flight's bookings waiting for the airline (its booking-processing tab). */
  processing: (id: number) => [...flightKeys.all, 'processing', id] as const,
};
