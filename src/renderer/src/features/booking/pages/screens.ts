// The booking area's pages in one chunk, apart from the shell: the pricing search and a shared
// variant share their cards, legs and breakdown; booking, the bookings list and a booking's page
// share the statuses; booking for a client (staff) shares the search and the booking form.
export { default as PricingPage } from './PricingPage';
export { default as VariantPage } from './VariantPage';
export { default as BookingPage } from './BookingPage';
export { default as BookingsPage } from './BookingsPage';
export { default as BookingInfoPage } from './BookingInfoPage';
export { default as BookingEditPage } from './BookingEditPage';
export { default as BookingForClientPage } from './BookingForClientPage';
