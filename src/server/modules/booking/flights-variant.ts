import { acceptedInTime, buildVariants, legOnSale, type SearchRules } from '@shared/booking/connections';
import { isTypedFlight, parseTypedFlight, type FlightsVariantBody, type TypedFlight, type Variant } from '@shared/booking/search';
import { messageRef, type FieldMessages } from '@shared/validation';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { dataVersionsNow } from '../../db/versioned-cache';
import { ValidationError } from '../../errors';
import type { SaleLeg } from '../flights';
import { assertSaleOrigin } from '../tariffs';
import { priceVariants, searchMaterial, searchParty } from './search';
import { variantView } from './variant-view';
import { storeVariants } from './variants-store';

// POST /api/pricing/flights: flights typed by hand (staff who know the flight, an agent booking
// what the shipper asked for) priced as a search's variant would be. The same material and the
// same connection builder as the search, narrowed to the flights named: what the search would not
// offer (no allowed route, a transfer too short, a flight off sale) is not booked by hand either.


/** Why no variant came of the flights typed, on the field at fault. */
function whyNot(body: FlightsVariantBody, typed: readonly TypedFlight[], legs: readonly SaleLeg[], rules: SearchRules): FieldMessages {
  // The builder's own tests: on sale, and (the first flight) still taking cargo in time.
  const sold = (leg: SaleLeg) => legOnSale(leg, rules);
  const inTime = (leg: SaleLeg) => sold(leg) && acceptedInTime(leg, rules);
  const flight = body.flights[0]!.toUpperCase();
  const first = legs.filter((leg) => isTypedFlight(leg.number, typed[0]!) && leg.departure === body.departure && leg.departureDate === body.date);
  if (!first.length) return { 'flights.0': messageRef('booking:byHand.noFlight', { flight, airport: body.departure, date: body.date }) };
  if (!first.some(inTime)) return { 'flights.0': messageRef('booking:byHand.notOnSale', { flight }) };
  if (typed.length === 2) {
    const onward = body.flights[1]!.toUpperCase();
    const second = legs.filter((leg) => isTypedFlight(leg.number, typed[1]!) && leg.arrival === body.arrival && leg.departs > first[0]!.departs);
    if (!second.length) return { 'flights.1': messageRef('booking:byHand.noOnward', { flight: onward, airport: body.arrival }) };
    if (!second.some(sold)) return { 'flights.1': messageRef('booking:byHand.notOnSale', { flight: onward }) };
  }
  return { flights: messageRef(typed.length === 2 ? 'booking:byHand.noConnection' : 'booking:byHand.notThere', { departure: body.departure, arrival: body.arrival }) };
}

export async function variantOfFlights(db: Database, user: SessionContext, body: FlightsVariantBody, now = Date.now()): Promise<Variant> {
  const today = new Date(now).toISOString().slice(0, 10);
  const versions = await dataVersionsNow(db);
  const party = await searchParty(db, user, body.contractId, today, versions);
  assertSaleOrigin(party.contract, body.departure);
  const typed = body.flights.map((text) => parseTypedFlight(text)!);
  const { handbooks, legs, rules } = await searchMaterial(db, party.airlineId, body.departure, body.arrival, body.date, body.date, now, versions);
  if (!handbooks.routes.length) throw new ValidationError({ arrival: messageRef('booking:byHand.noRoute', { departure: body.departure, arrival: body.arrival }) });
  const cargo = { weight: body.weight, volume: body.volume };
  const [variant] = buildVariants(legs, rules, { departure: body.departure, arrival: body.arrival, dates: new Set([body.date]), cargo, flights: typed });
  if (!variant) throw new ValidationError(whyNot(body, typed, legs, rules));
  const [quote] = await priceVariants(db, party, body, [variant], versions);
  const [id] = await storeVariants(db, {
    airlineId: party.airlineId,
    contractId: party.contract?.id ?? null,
    userId: user.userId,
    query: { departure: body.departure, arrival: body.arrival, pieces: body.pieces, weight: body.weight, volume: body.volume, shc: body.shc, product: body.product },
    variants: [{ variant, quote: quote ?? null }],
  });
  return variantView(variant, quote ?? null, id!);
}
