import type { BookingListQuery, PricingSearchQuery } from '@shared/booking';

/** Query keys of the booking feature, for queries and invalidation alike. */
export const bookingKeys = {
  all: ['booking'] as const,
  searches: () => [...bookingKeys.all, 'search'] as const,
  search: (query: PricingSearchQuery) => [...bookingKeys.searches(), query] as const,
  variants: () => [...bookingKeys.all, 'variant'] as const,
  variant: (id: string) => [...bookingKeys.variants(), id] as const,
  bookings: () => [...bookingKeys.all, 'bookings'] as const,
  list: (query: BookingListQuery) => [...bookingKeys.bookings(), 'list', query] as const,
  shipment: (id: number) => [...bookingKeys.bookings(), 'shipment', id] as const,
};
