import { randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { BuiltVariant } from '@shared/booking/connections';
import type { VariantDetail } from '@shared/booking/search';
import type { PricedQuote } from '@shared/tariffs/quote';
import type { Database } from '../../db/client';
import { pricingVariants } from '../../db/schema';
import { variantView } from './variant-view';

// The chosen day's variants of a search, kept under ids nobody can guess (128 random bits), so a
// link to one can be shared and a booking made from one knows the price the agent was shown.
// Kept a week: a link older than that is a search to make again.

export const VARIANT_KEEP_DAYS = 7;

export interface VariantsToStore {
  airlineId: number;
  contractId: number | null;
  userId: number | null;
  query: VariantDetail['query'];
  variants: { variant: BuiltVariant; quote: PricedQuote | null }[];
}

const newId = (): string => randomBytes(16).toString('base64url');

/** The breakdown kept: the lines and weights, not every losing tariff. */
const keptQuote = (quote: PricedQuote): NonNullable<VariantDetail['quote']> => {
  const { ok: _ok, candidates: _candidates, ...kept } = quote;
  return kept;
};

/** Stores the variants in one statement; their ids in order. */
export async function storeVariants(db: Database, input: VariantsToStore): Promise<string[]> {
  if (!input.variants.length) return [];
  const rows = input.variants.map(({ variant, quote }) => {
    const id = newId();
    return {
      id,
      airlineId: input.airlineId,
      contractId: input.contractId,
      createdBy: input.userId,
      date: variant.date,
      legIds: variant.legs.map((leg) => leg.id),
      query: input.query,
      variant: variantView(variant, quote, id),
      quote: quote ? keptQuote(quote) : null,
    };
  });
  // One parameter of JSON for all the rows: a search keeps a dozen variants with their breakdowns,
  // and building a many-valued insert cost more than the database's work (docs/performance.md).
  await db.execute(sql`insert into ${pricingVariants} (id, airline_id, contract_id, created_by, date, leg_ids, query, variant, quote)
    select r.id, r.airline_id, r.contract_id, r.created_by, r.date, r.leg_ids, r.query, r.variant, r.quote
    from jsonb_to_recordset(${JSON.stringify(rows.map((row) => ({ id: row.id, airline_id: row.airlineId, contract_id: row.contractId, created_by: row.createdBy, date: row.date, leg_ids: row.legIds, query: row.query, variant: row.variant, quote: row.quote })))}::jsonb)
      as r(id text, airline_id integer, contract_id integer, created_by integer, date date, leg_ids integer[], query jsonb, variant jsonb, quote jsonb)`);
  return rows.map((row) => row.id);
}

export type StoredVariant = typeof pricingVariants.$inferSelect;

export async function findVariant(db: Database, id: string): Promise<StoredVariant | null> {
  const [row] = await db.select().from(pricingVariants).where(eq(pricingVariants.id, id));
  return row ?? null;
}

/** Forgets variants older than the keeping period; how many went. */
export async function pruneVariants(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(pricingVariants)
    .where(lt(pricingVariants.createdAt, sql`${now.toISOString()}::timestamptz - make_interval(days => ${VARIANT_KEEP_DAYS})`))
    .returning({ id: pricingVariants.id });
  return gone.length;
}
