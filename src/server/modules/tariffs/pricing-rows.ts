import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { QuoteContext, QuoteProduct } from '@shared/tariffs/quote';
import type { ResourceDef } from '@shared/resources/define';
import { dynamicPricingResource, type DynamicPricingRow } from '@shared/tariffs/dynamic-pricing';
import { surchargesResource, type SurchargeRow } from '@shared/tariffs/surcharges';
import { tariffsResource, type TariffRow } from '@shared/tariffs/tariffs';
import { taxesResource, type TaxRow } from '@shared/tariffs/taxes';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { versionedCache, type DataVersionsNow } from '../../db/versioned-cache';
import { rowsAsJson, subquery } from '../../db/rows-as-json';
import { airlines, airports, dynamicPricing, products, surcharges, taxes, tariffs } from '../../db/schema';

// What the price engine needs for one route, read once: the route's tariffs the caller may be
// priced by (public ones, and the contract's own), the airline's surcharges, taxes, dynamic rules
// and products, its weight settings and the countries of the routing's points. A pricing search
// reads this once and asks the engine for every date and routing.
//
// One prepared statement, one round trip: the airline's row with every list beside it as JSON.
// Sending a query and taking its answer cost this process and the database more than reading a
// few dozen rows does: the first version's seven queries (the airline, then six at once) took about
// five times as long as the route's tariffs read alone (docs/performance.md, "Pricing").

export interface PricingRoute {
  airlineId: number;
  departure: string;
  arrival: string;
  transfers: readonly string[];
  /** The contract whose own fares may apply; null: public fares only. */
  contractId: number | null;
}

/**
 * The columns of a resource's rows as the engine's types describe them (`TariffRow`...): the id
 * and the resource's fields but the read-only ones. Nothing else is read (no stamps, no airline).
 */
function rowColumns(table: PgTable, resource: ResourceDef): Record<string, PgColumn> {
  const columns = getTableColumns(table);
  const keys = ['id', ...Object.entries(resource.fields).flatMap(([key, field]) => (field.readOnly ? [] : [key]))];
  return Object.fromEntries(
    keys.map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`The ${resource.name} table has no column for the field ${key}`);
      return [key, column];
    }),
  );
}

/**
 * A routing's points (departure, arrival, at most four transfers) are six placeholders, unused ones
 * null: PostgreSQL's generic plan guesses ten elements for an array parameter, which made it dearer
 * than planning anew each time, so the statement was planned on every call.
 */
const POINTS = [0, 1, 2, 3, 4, 5];

const airline = sql.placeholder('airlineId');
const onRoute = and(eq(tariffs.airlineId, airline), eq(tariffs.departure, sql.placeholder('departure')), eq(tariffs.arrival, sql.placeholder('arrival')));
/** Public fares, and the contract's own when one is named (null names none). */
const fares = sql`(cardinality(${tariffs.contracts}) = 0 or ${sql.placeholder('contractId')}::integer = any(${tariffs.contracts}))`;

/** Built once per database as a named prepared statement: Drizzle does not rebuild its SQL, PostgreSQL plans it once per connection. */
const pricingStatement = perDatabase((db) =>
  db
    .select({
      iata: airlines.iata,
      useVolumetricWeight: airlines.useVolumetricWeight,
      chargeableRatio: airlines.chargeableRatio,
      minChargeableWeight: airlines.minChargeableWeight,
      rounding: airlines.chargeableWeightRounding,
      tariffs: rowsAsJson(tariffs, rowColumns(tariffs, tariffsResource), and(onRoute, fares)!),
      surcharges: rowsAsJson(surcharges, rowColumns(surcharges, surchargesResource), eq(surcharges.airlineId, airline)),
      taxes: rowsAsJson(taxes, rowColumns(taxes, taxesResource), eq(taxes.airlineId, airline)),
      dynamicRules: rowsAsJson(dynamicPricing, rowColumns(dynamicPricing, dynamicPricingResource), eq(dynamicPricing.airlineId, airline)),
      products: rowsAsJson(products, { id: products.id, code: products.code, priority: products.priority, shc: products.shc }, eq(products.airlineId, airline)),
      countryOf: subquery(
        sql`select coalesce(json_object_agg(${airports.code}, ${airports.countryCode}), '{}') from ${airports} where ${inArray(airports.code, POINTS.map((i) => sql.placeholder(`point${i}`)))}`,
      ).mapWith((countries: Record<string, string>) => countries),
    })
    .from(airlines)
    .where(eq(airlines.id, airline))
    .prepare('pricing_context'),
);

export async function loadPricingContext(db: Database, route: PricingRoute): Promise<QuoteContext | null> {
  const points = [...new Set([route.departure, route.arrival, ...route.transfers])];
  if (points.length > POINTS.length) throw new RangeError(`A routing has at most ${POINTS.length} points: ${points.join(', ')}`);
  const [row] = await pricingStatement(db).execute({
    airlineId: route.airlineId,
    departure: route.departure,
    arrival: route.arrival,
    contractId: route.contractId,
    ...Object.fromEntries(POINTS.map((i) => [`point${i}`, points[i] ?? null])),
  });
  if (!row) return null;
  return {
    settings: {
      useVolumetricWeight: row.useVolumetricWeight,
      chargeableRatio: row.chargeableRatio,
      minChargeableWeight: row.minChargeableWeight,
      rounding: row.rounding ?? null,
    },
    carrier: row.iata,
    countryOf: row.countryOf,
    // Stored through their resources' schemas: the engine takes them as rows of those types.
    tariffs: row.tariffs as unknown as TariffRow[],
    surcharges: row.surcharges as unknown as SurchargeRow[],
    taxes: row.taxes as unknown as TaxRow[],
    dynamicRules: row.dynamicRules as unknown as DynamicPricingRow[],
    products: row.products as unknown as QuoteProduct[],
  };
}

const contexts = versionedCache<PricingRoute, QuoteContext | null>('pricing', (route) => JSON.stringify([route.airlineId, route.departure, route.arrival, route.transfers, route.contractId]));

/**
 * The same context, kept while the tables it is read from stand (their data version): a search
 * and a booking price the same routings again and again. The engine never changes what it reads.
 */
export function pricingContext(db: Database, route: PricingRoute, versions?: DataVersionsNow): Promise<QuoteContext | null> {
  return contexts.get(db, route, () => loadPricingContext(db, route), versions);
}
