import type { BuiltVariant } from '@shared/booking/connections';
import type { Variant } from '@shared/booking/search';
import { localIsoWithOffset } from '@shared/flights';
import type { PricedQuote } from '@shared/tariffs/quote';
import type { SaleLeg } from '../flights';

// A variant the connection builder made, as the search answers it and the store keeps it: its legs
// in local times with their offsets, each leg's room for the cargo, its duration and its price.

const MINUTE = 60_000;
const minutesBetween = (from: number, to: number): number => Math.round((to - from) / MINUTE);

/** A built variant as the answer shows it (its id given when it is kept). */
export function variantView(variant: BuiltVariant, quote: PricedQuote | null, id: string): Variant {
  const legs = variant.legs as SaleLeg[];
  return {
    id,
    date: variant.date,
    legs: legs.map((leg, i) => ({
      flightId: leg.flightId,
      legId: leg.id,
      number: leg.number,
      departure: leg.departure,
      arrival: leg.arrival,
      std: localIsoWithOffset(leg.departs, leg.departureZone),
      sta: localIsoWithOffset(leg.arrives, leg.arrivalZone),
      aircraftType: leg.aircraftType,
      international: leg.international,
      capacity: variant.legStates[i]!,
    })),
    transfers: variant.transfers,
    duration: minutesBetween(variant.departs, variant.arrives),
    capacity: variant.capacity,
    price: quote ? { currency: quote.currency, total: quote.total, chargeableWeight: quote.chargeableWeight } : null,
  };
}

