import { BOOKING_ERROR_CODES, type BookingPrice } from '@shared/booking';
import { isApiError } from '@/lib/api/api-error';
import { retariffedPrice } from '../book/booking-values';

// A move or a split refused for section 5's re-tariffing reasons: the price is not the one agreed
// (409, code 701, the new price in its data, or in the `price` field's text from an older server),
// or a flight chosen is no longer sold (409, code 702).

export type Refusal = { kind: 'retariffed'; message: string; price: BookingPrice | null } | { kind: 'gone'; message: string };

/** The re-tariffing a failed call names; null for any other failure. */
export function refusalOf(error: unknown): Refusal | null {
  if (!isApiError(error)) return null;
  const message = error.serverMessage ?? error.message;
  if (error.code === BOOKING_ERROR_CODES.retariffed) return { kind: 'retariffed', message, price: retariffedPrice(error.fields, error.data) };
  if (error.code === BOOKING_ERROR_CODES.flightGone) return { kind: 'gone', message };
  return null;
}
