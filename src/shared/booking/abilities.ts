// Bookings of flights (the bookings list, the airline's processing, booking for a client: the
// `bookings-add` route) and section 6's old-style ability 'booking' with value post.

export const BOOKING_ABILITIES = {
  /** The bookings list; `edit` is the airline's processing: answering HN and wait-listed bookings. */
  bookings: { view: 'shipment.booking.view', edit: 'shipment.booking.edit', client: 'shipment.booking.client' },
  post: 'booking.post',
} as const;
