import type { ConditionFacts } from '../conditions';
import type { QuoteContext, QuoteShipment } from '../quote';
import { chargeableWeight, type Weights } from './chargeable-weight';
import { dayOfWeek, productOf, routingOf, type Routing } from './routing';

/** Everything about one request that no row changes: worked out once per call, read by every row. */
export interface Situation {
  shipment: QuoteShipment;
  carrier: string;
  routing: Routing;
  dayOfWeek: number;
  product: { code: string | null; id: number | null };
  weights: Weights;
  /** Section 3's tariff condition fields. */
  tariffFacts: ConditionFacts;
  /**
   * Section 3's dynamic pricing fields; the weight is null here, and each weight the quote tries
   * sets it in a copy (a copy that only changes a key is quick; one that adds a key is not).
   */
  dynamicFacts: ConditionFacts;
}

export function situationOf(context: QuoteContext, shipment: QuoteShipment): Situation {
  const day = dayOfWeek(shipment.date);
  const product = productOf(context.products, shipment);
  const clientCode = shipment.contract?.clientCode ?? null;
  return {
    shipment,
    carrier: context.carrier.toUpperCase(),
    routing: routingOf(context.countryOf, shipment),
    dayOfWeek: day,
    product,
    weights: chargeableWeight(context.settings, shipment),
    tariffFacts: {
      product: product.code,
      dayOfWeek: day,
      clientCode,
      flightNumber: shipment.flightNumber,
      departureCountry: context.countryOf[shipment.departure] ?? null,
      arrivalCountry: context.countryOf[shipment.arrival] ?? null,
      departureAirport: shipment.departure,
      arrivalAirport: shipment.arrival,
    },
    dynamicFacts: {
      dayOfWeek: day,
      flightNumber: shipment.flightNumber,
      weightLoad: shipment.load?.weightPercent ?? null,
      volumeLoad: shipment.load?.volumePercent ?? null,
      contractId: shipment.contract?.id ?? null,
      clientCode,
      shc: shipment.shc,
      weight: null,
    },
  };
}
