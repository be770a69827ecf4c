// Bookings of flights (the bookings list) and section 6's old-style ability 'booking' with value post.

export const BOOKING_ABILITIES = {
  bookings: { view: 'shipment.booking.view', edit: 'shipment.booking.edit' },
  post: 'booking.post',
} as const;
