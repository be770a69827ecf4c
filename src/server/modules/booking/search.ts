import { and, asc, eq } from 'drizzle-orm';
import { buildVariants, type BuiltVariant } from '@shared/booking/connections';
import type { PricingSearchAnswer, PricingSearchQuery, SearchDay } from '@shared/booking/search';
import { addDays } from '@shared/flights';
import { quoteShipment } from '@shared/tariffs/engine';
import type { PricedQuote, QuoteContext } from '@shared/tariffs/quote';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { dataVersionsNow, type DataVersionsNow } from '../../db/versioned-cache';
import { airlines, contracts } from '../../db/schema';
import { AppError, NotFoundError } from '../../errors';
import { saleLegs, type SaleLeg } from '../flights';
import { assertSaleOrigin, pricingContext, quoteContract, type QuoteContract } from '../tariffs';
import { loadSearchHandbooks } from './search-rules';
import { variantView } from './variant-view';
import { storeVariants } from './variants-store';

// GET /api/pricing/search: the strip of dates and the chosen day's variants. The legs of the
// week (and the days a connection may wait over) are read once with their live capacity; the
// connection builder joins them; each routing's tariffs are read once and the price engine prices
// every variant in memory; the chosen day's variants are kept under unguessable ids.

const MINUTE = 60_000;
const DAY_MINUTES = 1440;

/** Whose prices a search shows: the contract in force (or named), public fares for staff, none for a client without a contract. */
export interface SearchParty {
  airlineId: number;
  contract: QuoteContract | null;
  pricesHidden: PricingSearchAnswer['pricesHidden'];
}

/** A client without a contract in force still sees its airline's schedule: the airline of any of its contracts, else the first active one. */
async function scheduleAirline(db: Database, user: SessionContext): Promise<number> {
  if (user.contractorId !== null) {
    const [own] = await db.select({ id: contracts.airlineId }).from(contracts).where(eq(contracts.contractorId, user.contractorId)).orderBy(asc(contracts.id)).limit(1);
    if (own) return own.id;
  }
  const [first] = await db.select({ id: airlines.id }).from(airlines).where(and(eq(airlines.active, true))).orderBy(asc(airlines.id)).limit(1);
  if (!first) throw new NotFoundError();
  return first.id;
}

export async function searchParty(db: Database, user: SessionContext, contractId: number | null, today: string, versions?: DataVersionsNow): Promise<SearchParty> {
  try {
    const { airlineId, contract } = await quoteContract(db, user, contractId, today, versions);
    return { airlineId, contract, pricesHidden: null };
  } catch (error) {
    if (error instanceof AppError && error.status === 403) return { airlineId: await scheduleAirline(db, user), contract: null, pricesHidden: 'noContract' };
    throw error;
  }
}

/** What a search asks about the cargo, as a variant's price reads it. */
export type VariantCargo = Pick<PricingSearchQuery, 'departure' | 'arrival' | 'pieces' | 'weight' | 'volume' | 'shc' | 'product'>;

/** The price engine for one variant: the routing's tariffs in `context`, the cargo, the contract's fares. */
export function quoteVariant(context: QuoteContext, cargo: VariantCargo, variant: Pick<BuiltVariant, 'legs' | 'transfers' | 'date'>, contract: QuoteContract | null): PricedQuote | null {
  const legs = variant.legs as SaleLeg[];
  const result = quoteShipment(context, {
    departure: cargo.departure,
    arrival: cargo.arrival,
    transfers: [...variant.transfers],
    date: variant.date,
    flightNumber: legs[0]!.number,
    pieces: cargo.pieces,
    weight: cargo.weight,
    volume: cargo.volume,
    shc: cargo.shc,
    product: cargo.product,
    contract: contract ? { id: contract.id, currency: contract.currency, clientCode: contract.clientCode } : null,
    // Dynamic rules on load read the fullest leg: that is where the room is scarce.
    load: {
      weightPercent: Math.min(1000, Math.max(...legs.map((leg) => leg.load.weightPercent))),
      volumePercent: Math.min(1000, Math.max(...legs.map((leg) => leg.load.volumePercent))),
    },
  });
  return result.ok ? result : null;
}

/** The price engine for every variant, each routing's tariffs read once. */
export async function priceVariants(
  db: Database,
  party: SearchParty,
  query: VariantCargo,
  variants: readonly BuiltVariant[],
  versions?: DataVersionsNow,
): Promise<(PricedQuote | null)[]> {
  if (party.pricesHidden) return variants.map(() => null);
  const contexts = new Map<string, Promise<QuoteContext | null>>();
  const contextOf = (transfers: readonly string[]) => {
    const key = transfers.join('-');
    let context = contexts.get(key);
    if (!context) {
      context = pricingContext(db, { airlineId: party.airlineId, departure: query.departure, arrival: query.arrival, transfers, contractId: party.contract?.id ?? null }, versions);
      contexts.set(key, context);
    }
    return context;
  };
  return Promise.all(
    variants.map(async (variant) => {
      const context = await contextOf(variant.transfers);
      if (!context) return null;
      return quoteVariant(context, query, variant, party.contract);
    }),
  );
}

/** The legs and rules a search (or a variant's re-check) works from. */
export async function searchMaterial(db: Database, airlineId: number, departure: string, arrival: string, from: string, to: string, now: number, versions?: DataVersionsNow) {
  const handbooks = await loadSearchHandbooks(db, airlineId, departure, arrival, versions);
  if (!handbooks) throw new NotFoundError();
  const transfers = handbooks.routes.flatMap((route) => route.transfers);
  // A connection may wait at its transfer point up to the longest transfer any terminal allows.
  const longest = Math.max(0, ...[...handbooks.terminals.values()].map((terminal) => terminal.maxTransferMinutes));
  const legs = handbooks.routes.length ? await saleLegs(db, airlineId, { origin: departure, destination: arrival, transfers }, from, addDays(to, Math.ceil(longest / DAY_MINUTES) + 1)) : [];
  const rules = {
    now,
    salesOpenUntil: handbooks.salesOpenMinutes === null ? null : now + handbooks.salesOpenMinutes * MINUTE,
    terminals: handbooks.terminals,
    routes: handbooks.routes,
  };
  return { handbooks, legs, rules };
}

export async function searchPricing(db: Database, user: SessionContext, query: PricingSearchQuery, now = Date.now()): Promise<PricingSearchAnswer> {
  const today = new Date(now).toISOString().slice(0, 10);
  // The caches' versions read once for the whole search (each cache would read its own).
  const versions = await dataVersionsNow(db);
  const party = await searchParty(db, user, query.contractId, today, versions);
  assertSaleOrigin(party.contract, query.departure);
  const dates = Array.from({ length: query.days * 2 + 1 }, (_, i) => addDays(query.date, i - query.days));
  const { handbooks, legs, rules } = await searchMaterial(db, party.airlineId, query.departure, query.arrival, dates[0]!, dates[dates.length - 1]!, now, versions);
  const built = buildVariants(legs, rules, { departure: query.departure, arrival: query.arrival, dates: new Set(dates), cargo: { weight: query.weight, volume: query.volume } });
  const quotes = await priceVariants(db, party, query, built, versions);

  const days: SearchDay[] = dates.map((date) => {
    let cheapest: PricedQuote | null = null;
    let available = false;
    let count = 0;
    built.forEach((variant, i) => {
      if (variant.date !== date) return;
      count++;
      const roomy = variant.capacity === 'free' || variant.capacity === 'tight';
      available ||= roomy;
      const quote = quotes[i];
      if (roomy && quote && (!cheapest || quote.total < cheapest.total)) cheapest = quote;
    });
    const best = cheapest as PricedQuote | null;
    return { date, cheapest: best?.total ?? null, currency: best?.currency ?? null, available, variants: count };
  });

  const chosen = built.flatMap((variant, i) => (variant.date === query.date ? [{ variant, quote: quotes[i] ?? null }] : []));
  const ids = await storeVariants(db, {
    airlineId: party.airlineId,
    contractId: party.contract?.id ?? null,
    userId: user.userId,
    query: { departure: query.departure, arrival: query.arrival, pieces: query.pieces, weight: query.weight, volume: query.volume, shc: query.shc, product: query.product },
    variants: chosen.map(({ variant, quote }) => ({ variant, quote })),
  });
  return {
    days,
    variants: chosen.map(({ variant, quote }, i) => variantView(variant, quote, ids[i]!)),
    pricesHidden: party.pricesHidden,
    contractId: party.contract?.id ?? null,
    routeAllowed: handbooks.routes.length > 0,
  };
}
