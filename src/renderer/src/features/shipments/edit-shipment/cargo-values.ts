import * as v from 'valibot';
import { BOOKING_ERROR_CODES, BookingPriceSchema, type BookingPrice } from '@shared/booking';
import type { CargoEditBody, ShipmentDetail } from '@shared/shipments';
import { isApiError } from '@/lib/api/api-error';
import { typedNumber } from '@/lib/forms';

// Section 2's edit booking: the booked pieces, weight and volume typed as text ("126,5"), read by
// the shared schema (CargoEditBodySchema); a new price is agreed before it is sent again (701).

export interface CargoValues {
  pieces: string;
  weight: string;
  volume: string;
}

const text = (value: number | null): string => (value === null ? '' : String(value));

/** The cargo as booked now: what the form starts from. */
export const cargoValues = (shipment: Pick<ShipmentDetail, 'pieces' | 'weight' | 'volume'>): CargoValues => ({
  pieces: text(shipment.pieces),
  weight: text(shipment.weight),
  volume: text(shipment.volume),
});

/** What the form sends before the schema reads it: numbers as typed, an empty volume left as booked, the price agreed if any. */
export const cargoInput = (values: CargoValues, price: BookingPrice | null = null): Record<keyof CargoEditBody, unknown> => ({
  pieces: typedNumber(values.pieces),
  weight: typedNumber(values.weight),
  volume: values.volume.trim() ? typedNumber(values.volume) : null,
  price,
});

/** Whether the values typed are the cargo as booked (nothing to send). */
export const sameCargo = (values: CargoValues, shipment: Pick<ShipmentDetail, 'pieces' | 'weight' | 'volume'>): boolean => {
  const input = cargoInput(values);
  return input.pieces === shipment.pieces && input.weight === shipment.weight && (input.volume === null || input.volume === shipment.volume);
};

/** The new price a refusal asks to agree to (409, code 701, `data.price` in minor units); null for any other failure. */
export function newPriceOf(error: unknown): { message: string; price: BookingPrice | null } | null {
  if (!isApiError(error) || error.code !== BOOKING_ERROR_CODES.retariffed) return null;
  const price = v.safeParse(BookingPriceSchema, error.data?.price);
  return { message: error.serverMessage ?? error.message, price: price.success ? price.output : null };
}
