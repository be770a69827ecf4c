import type { FlightListQuery } from '@shared/flights';
import type { FlightTelegram } from '@shared/messaging/settings';

/** Query keys of the flights feature, for queries and invalidation alike. */
export const flightKeys = {
  all: ['flights'] as const,
  lists: () => [...flightKeys.all, 'list'] as const,
  list: (query: FlightListQuery) => [...flightKeys.lists(), query] as const,
  infos: () => [...flightKeys.all, 'info'] as const,
  info: (id: number) => [...flightKeys.infos(), id] as const,
  /** A flight's bookings waiting for the airline (its booking-processing tab). */
  processing: (id: number) => [...flightKeys.all, 'processing', id] as const,
  /** A leg's FBL or FFM as it would go now, with its addressees (the telegram tabs). */
  telegram: (legId: number, type: FlightTelegram) => [...flightKeys.all, 'telegram', legId, type] as const,
};
