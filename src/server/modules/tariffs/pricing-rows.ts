import { and, eq, inArray, sql } from 'drizzle-orm';
import type { QuoteContext, QuoteProduct } from '@shared/tariffs/quote';
import type { DynamicPricingRow } from '@shared/tariffs/dynamic-pricing';
import type { SurchargeRow } from '@shared/tariffs/surcharges';
import type { TariffRow } from '@shared/tariffs/tariffs';
import type { TaxRow } from '@shared/tariffs/taxes';
import type { Database } from '../../db/client';
import { airlines, airports, dynamicPricing, products, surcharges, taxes, tariffs } from '../../db/schema';

// What the price engine needs for one route, read once: the route's tariffs the caller may be
// priced by (public ones, and the contract's own), the airline's surcharges, taxes, dynamic rules
// and products, its weight settings and the countries of the routing's points. A pricing search
// reads this once and asks the engine for every date and routing.

export interface PricingRoute {
  airlineId: number;
  departure: string;
  arrival: string;
  transfers: readonly string[];
  /** The contract whose own fares may apply; null: public fares only. */
  contractId: number | null;
}

export async function loadPricingContext(db: Database, route: PricingRoute): Promise<QuoteContext | null> {
  const [airline] = await db
    .select({
      iata: airlines.iata,
      useVolumetricWeight: airlines.useVolumetricWeight,
      chargeableRatio: airlines.chargeableRatio,
      minChargeableWeight: airlines.minChargeableWeight,
      rounding: airlines.chargeableWeightRounding,
    })
    .from(airlines)
    .where(eq(airlines.id, route.airlineId));
  if (!airline) return null;
  const fares = route.contractId === null ? sql`cardinality(${tariffs.contracts}) = 0` : sql`(cardinality(${tariffs.contracts}) = 0 or ${route.contractId} = any(${tariffs.contracts}))`;
  const points = [...new Set([route.departure, route.arrival, ...route.transfers])];
  const [tariffRows, surchargeRows, taxRows, ruleRows, productRows, places] = await Promise.all([
    db
      .select()
      .from(tariffs)
      .where(and(eq(tariffs.airlineId, route.airlineId), eq(tariffs.departure, route.departure), eq(tariffs.arrival, route.arrival), fares)),
    db.select().from(surcharges).where(eq(surcharges.airlineId, route.airlineId)),
    db.select().from(taxes).where(eq(taxes.airlineId, route.airlineId)),
    db.select().from(dynamicPricing).where(eq(dynamicPricing.airlineId, route.airlineId)),
    db.select({ id: products.id, code: products.code, priority: products.priority, shc: products.shc }).from(products).where(eq(products.airlineId, route.airlineId)),
    db.select({ code: airports.code, country: airports.countryCode }).from(airports).where(inArray(airports.code, points)),
  ]);
  return {
    settings: {
      useVolumetricWeight: airline.useVolumetricWeight,
      chargeableRatio: airline.chargeableRatio,
      minChargeableWeight: airline.minChargeableWeight,
      rounding: airline.rounding ?? null,
    },
    carrier: airline.iata,
    countryOf: Object.fromEntries(places.map((place) => [place.code, place.country])),
    // Stored through their resources' schemas: the engine takes them as rows of those types.
    tariffs: tariffRows as unknown as TariffRow[],
    surcharges: surchargeRows as unknown as SurchargeRow[],
    taxes: taxRows as unknown as TaxRow[],
    dynamicRules: ruleRows as unknown as DynamicPricingRow[],
    products: productRows as QuoteProduct[],
  };
}
