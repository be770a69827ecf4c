import * as v from 'valibot';
import { PricingSearchQuerySchema, type BookedShipment, type PricingSearchQuery, type Variant } from '@shared/booking';

// The search behind a move's or a part's choice of flights: the shipment's origin and destination,
// its cargo (or a part's share of it), priced under the shipment's contract as the move will be.

/** The cargo searched for: the shipment's, or a part's as typed (text when it is not yet a number). */
export interface PickerCargo {
  pieces: number | string;
  weight: number | string;
  volume: number | string | null;
}

/** The strip's half-width in a dialog: five dates, each wide enough for its price in a dialog's width. */
export const PICKER_DAYS = 2;

/** The search for the cargo on a date; null while the cargo is not one a search takes. */
export function pickerQuery(shipment: Pick<BookedShipment, 'origin' | 'destination' | 'contractId' | 'shc' | 'product'>, cargo: PickerCargo, date: string): PricingSearchQuery | null {
  const volume = typeof cargo.volume === 'number' ? (cargo.volume > 0 ? cargo.volume : null) : cargo.volume?.trim() ? cargo.volume : null;
  const parsed = v.safeParse(PricingSearchQuerySchema, {
    departure: shipment.origin,
    arrival: shipment.destination,
    date,
    days: PICKER_DAYS,
    pieces: cargo.pieces,
    weight: cargo.weight,
    volume,
    shc: shipment.shc,
    product: shipment.product,
    contractId: shipment.contractId !== null ? String(shipment.contractId) : null,
  });
  return parsed.success ? parsed.output : null;
}

/** Whether a variant flies exactly the legs booked now (a move there is refused as the same flights). */
export function isBookedNow(variant: Pick<Variant, 'legs'>, legIds: readonly number[]): boolean {
  const booked = new Set(legIds);
  return booked.size === variant.legs.length && variant.legs.every((leg) => booked.has(leg.legId));
}
