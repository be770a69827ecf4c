import { randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { BuiltVariant } from '@shared/booking/connections';
import type { VariantDetail } from '@shared/booking/search';
import type { PricedQuote } from '@shared/tariffs/quote';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
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

/** A variant as the insert's JSON row. */
type VariantRow = { id: string; airline_id: number; contract_id: number | null; created_by: number | null; date: string; leg_ids: number[]; query: unknown; variant: unknown; quote: unknown };

/**
 * Rows waiting for the insert in flight to end: concurrent searches' variants go in one
 * statement (a group insert, as a group commit), so twenty users searching at once send a few
 * inserts, not twenty. A search is answered once its own rows are written.
 */
const waiting = perDatabase(() => ({ rows: [] as VariantRow[], done: [] as { resolve: () => void; reject: (error: unknown) => void }[], writing: false }));

function insertWaiting(db: Database): void {
  const queue = waiting(db);
  const { rows, done } = queue;
  queue.rows = [];
  queue.done = [];
  queue.writing = true;
  // One parameter of JSON for all the rows: a search keeps a dozen variants with their breakdowns,
  // and building a many-valued insert cost more than the database's work (docs/performance.md).
  db.execute(
    sql`insert into ${pricingVariants} (id, airline_id, contract_id, created_by, date, leg_ids, query, variant, quote)
      select r.id, r.airline_id, r.contract_id, r.created_by, r.date, r.leg_ids, r.query, r.variant, r.quote
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(id text, airline_id integer, contract_id integer, created_by integer, date date, leg_ids integer[], query jsonb, variant jsonb, quote jsonb)`,
  ).then(
    () => done.forEach((one) => one.resolve()),
    (error: unknown) => done.forEach((one) => one.reject(error)),
  ).finally(() => {
    queue.writing = false;
    if (queue.rows.length) insertWaiting(db);
  });
}

/** Stores the variants (with other searches' of the moment, in one statement); their ids in order. */
export async function storeVariants(db: Database, input: VariantsToStore): Promise<string[]> {
  if (!input.variants.length) return [];
  const rows = input.variants.map(({ variant, quote }): VariantRow => {
    const id = newId();
    return {
      id,
      airline_id: input.airlineId,
      contract_id: input.contractId,
      created_by: input.userId,
      date: variant.date,
      leg_ids: variant.legs.map((leg) => leg.id),
      query: input.query,
      variant: variantView(variant, quote, id),
      quote: quote ? keptQuote(quote) : null,
    };
  });
  const queue = waiting(db);
  await new Promise<void>((resolve, reject) => {
    queue.rows.push(...rows);
    queue.done.push({ resolve, reject });
    if (!queue.writing) insertWaiting(db);
  });
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
