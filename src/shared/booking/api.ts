import * as v from 'valibot';
import { endpoint } from '../api/contract';
import { json } from '../api/json';
import { IdParamsSchema } from '../api/params';
import { M, msg } from '../validation';
import { BOOKING_ABILITIES } from './abilities';
import { BookedShipmentSchema, BookingAnswerBodySchema, BookingBodySchema, BookingListQuerySchema, BookingMoveBodySchema, BookingPageSchema, BookingSplitBodySchema } from './booking';
import { FlightsVariantBodySchema, PricingSearchAnswerSchema, PricingSearchQuerySchema, VariantDetailSchema, VariantSchema } from './search';

// The booking area's calls (issue 16): the pricing search, a variant's shareable detail, booking
// with its answer decided at once, the bookings list, the airline's answers and cancelling.

/** A variant's id: 22 characters of base64url (128 random bits). */
export const VariantParamsSchema = v.object({ id: v.pipe(v.string(msg(M.invalid)), v.regex(/^[A-Za-z0-9_-]{22}$/, msg(M.invalid))) });

export const bookingApi = {
  search: endpoint({
    method: 'GET',
    path: '/api/pricing/search',
    summary: 'Flights and prices for a shipment: a strip of dates with the cheapest price, and the chosen day\u2019s variants',
    description:
      'Direct flights and connections through the allowed routes\u2019 transfer points, on sale now, each with its legs (local times with their offset), its capacity state and its price under the caller\u2019s contract (staff: the contract named, or public fares). A client without a contract in force sees the schedule and room without prices (`pricesHidden`). `days` is the strip\u2019s half-width (default 3: seven dates). Amounts are integer minor units.',
    tag: 'booking',
    access: 'USER',
    query: PricingSearchQuerySchema,
    answer: json(PricingSearchAnswerSchema),
  }),
  flights: endpoint({
    method: 'POST',
    path: '/api/pricing/flights',
    summary: 'Price flights typed by hand: one flight, or two joined at a transfer point, kept as a variant to book',
    description:
      'The same rules as the search (allowed routes, transfer times, flights on sale, the sales-open interval), for the flights named (`UT432` or `432`) leaving `departure` on `date` (local). 400 on `flights.N` when a flight does not fly from where it should that day, or is not on sale; on `flights` when the two do not make a connection the airline sells. The answer is a variant under a shareable id, as a search keeps them.',
    tag: 'booking',
    access: 'USER',
    body: FlightsVariantBodySchema,
    answer: json(VariantSchema),
  }),
  variant: endpoint({
    method: 'GET',
    path: '/api/pricing/variants/{id}',
    summary: 'A priced variant by its shareable id: the price and breakdown as made, and whether it still holds',
    description:
      'Public (the link can be shared). The price is the one made by the search; a reader who is not a user of the variant\u2019s contract sees the public fare instead of the contract\u2019s own, and nothing of the contract.',
    tag: 'booking',
    access: '*',
    params: VariantParamsSchema,
    answer: json(VariantDetailSchema),
  }),
  book: endpoint({
    method: 'POST',
    path: '/api/bookings',
    summary: 'Book a variant (or flights by hand): the answer (KK, HN, LL/CN, UU) decided at once for every leg',
    description:
      'A client books under its own contract in force (ability `shipment.create`); the airline\u2019s staff for a client, naming its contract (`shipment.booking.client`, source `airline`). The MAWB number comes from the contract\u2019s AWB stock. 409 with code 701 when the price changed since the variant was priced (the new price is in `fields.price`; book again with `price` set to it), 702 when a flight is no longer sold. A booking alive holds its price on the contract\u2019s balance.',
    tag: 'booking',
    access: 'USER',
    body: BookingBodySchema,
    answer: json(BookedShipmentSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/bookings',
    summary: 'Bookings, one row per leg: filtered by dates, status, source, airports or leg; `queue` is the airline\u2019s processing order',
    tag: 'booking',
    access: 'USER',
    ability: BOOKING_ABILITIES.bookings.view,
    query: BookingListQuerySchema,
    answer: json(BookingPageSchema),
  }),
  xlsx: endpoint({
    method: 'GET',
    path: '/api/bookings/xlsx',
    summary: 'The bookings of the same filters and order as an xlsx workbook (up to 100,000 rows)',
    tag: 'booking',
    access: 'USER',
    ability: BOOKING_ABILITIES.bookings.view,
    query: BookingListQuerySchema,
    answer: { kind: 'file', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  }),
  shipment: endpoint({
    method: 'GET',
    path: '/api/bookings/shipments/id-{id}',
    summary: 'A shipment\u2019s bookings: cargo, price and hold, each leg\u2019s status, history',
    tag: 'booking',
    access: 'USER',
    ability: BOOKING_ABILITIES.bookings.view,
    params: IdParamsSchema,
    answer: json(BookedShipmentSchema),
  }),
  answer: endpoint({
    method: 'PATCH',
    path: '/api/bookings/id-{id}/answer',
    summary: 'The airline answers a booking waiting for it or wait-listed: KK, LL or UU',
    description: 'KK needs room on the leg (its acceptable overflow included): 409 otherwise. The client\u2019s users are notified (group booking).',
    tag: 'booking',
    access: 'USER',
    ability: BOOKING_ABILITIES.bookings.edit,
    params: IdParamsSchema,
    body: BookingAnswerBodySchema,
    answer: json(BookedShipmentSchema),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/bookings/shipments/id-{id}/cancel',
    summary: 'Cancel a shipment\u2019s bookings: capacity, quota and the held money go back; the wait list is offered the room',
    tag: 'booking',
    access: 'USER',
    ability: BOOKING_ABILITIES.bookings.view,
    params: IdParamsSchema,
    answer: json(BookedShipmentSchema),
  }),
  move: endpoint({
    method: 'POST',
    path: '/api/bookings/shipments/id-{id}/move',
    summary: 'Move a shipment\u2019s bookings to other flights of the same origin and destination: re-priced and answered anew',
    description:
      'A variant (`variantId`) or legs by hand (`legIds`). 409 with code 701 when the price is not the one agreed (book again with `price`), 702 when a flight is no longer sold. The old bookings are released, the held money replaced by a hold of the new price.',
    tag: 'booking',
    access: 'USER',
    ability: BOOKING_ABILITIES.bookings.view,
    params: IdParamsSchema,
    body: BookingMoveBodySchema,
    answer: json(BookedShipmentSchema),
  }),
  split: endpoint({
    method: 'POST',
    path: '/api/bookings/shipments/id-{id}/split',
    summary: 'Split a shipment\u2019s booking into parts (pieces and weight shared out), each on the flights booked now or on others of the same origin and destination',
    description:
      'The parts\u2019 pieces and weight add up to the shipment\u2019s, weight to 0.1 kg (else 400 on `parts`); volume is shared out by weight when left out. A part without flights stays on those it (by number), or else the first part, is booked on now. Each part is answered anew on its flights by the booking rules; the old bookings are released first. The air waybill\u2019s price stays the one agreed for the whole consignment, and so does the money held, unless every part is refused. 702 when a flight of a part is no longer sold.',
    tag: 'booking',
    access: 'USER',
    ability: BOOKING_ABILITIES.bookings.view,
    params: IdParamsSchema,
    body: BookingSplitBodySchema,
    answer: json(BookedShipmentSchema),
  }),
};
