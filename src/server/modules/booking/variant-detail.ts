import { eq } from 'drizzle-orm';
import { legState, worstState, type SearchRules } from '@shared/booking/connections';
import type { VariantDetail } from '@shared/booking/search';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { contracts } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { saleLegsById } from '../flights';
import { findQuoteContract, pricingContext, type QuoteContract } from '../tariffs';
import { quoteVariant } from './search';
import { findVariant } from './variants-store';

// GET /api/pricing/variants/{id}: a shared variant, public. Shown as priced when it was made, and
// checked again now: its flights still on sale, room for the cargo, the same total. A contract's
// own fares are its users' (and its airline's staff's) to see: anyone else reads the public fare.

/** Whether the reader may see the contract's own fares. */
async function readsContract(db: Database, reader: SessionContext | null, contractId: number): Promise<QuoteContract | null> {
  if (!reader) return null;
  const [row] = await db.select({ contractorId: contracts.contractorId, airlineId: contracts.airlineId }).from(contracts).where(eq(contracts.id, contractId));
  if (!row) return null;
  const own = (reader.contractorId !== null && reader.contractorId === row.contractorId) || (reader.airlineId !== null && reader.airlineId === row.airlineId);
  return own ? findQuoteContract(db, eq(contracts.id, contractId)) : null;
}

export async function variantDetail(db: Database, reader: SessionContext | null, id: string, now = Date.now()): Promise<VariantDetail> {
  const stored = await findVariant(db, id);
  if (!stored) throw new NotFoundError();
  const legs = await saleLegsById(db, stored.legIds);
  const cargo = { weight: stored.query.weight, volume: stored.query.volume };
  const rules: Pick<SearchRules, 'now'> = { now };
  const gone =
    legs.length !== stored.legIds.length || legs.some((leg) => leg.status !== 'scheduled' || leg.saleClosed || leg.closed || leg.departs <= rules.now);
  const capacity = gone ? null : worstState(legs.map((leg) => legState(leg, cargo)));

  const priced = stored.quote !== null;
  const contract = stored.contractId === null ? null : await readsContract(db, reader, stored.contractId);
  const fares: VariantDetail['fares'] = !priced ? 'none' : stored.contractId !== null && contract ? 'contract' : 'public';
  // Priced then under a contract the reader is not of: the public fare is what this reader may see.
  const shownAsMade = priced && (stored.contractId === null || contract !== null);

  let priceNow: VariantDetail['now']['price'] = null;
  let quoteNow: ReturnType<typeof quoteVariant> = null;
  if (priced && !gone) {
    const context = await pricingContext(db, {
      airlineId: stored.airlineId,
      departure: stored.query.departure,
      arrival: stored.query.arrival,
      transfers: stored.variant.transfers,
      contractId: fares === 'contract' ? stored.contractId : null,
    });
    quoteNow = context ? quoteVariant(context, stored.query, { legs, transfers: stored.variant.transfers, date: stored.variant.date }, fares === 'contract' ? contract : null) : null;
    priceNow = quoteNow ? { currency: quoteNow.currency, total: quoteNow.total, chargeableWeight: quoteNow.chargeableWeight } : null;
  }

  const madePrice = shownAsMade ? stored.variant.price : priceNow;
  const state: VariantDetail['now']['state'] = gone
    ? 'gone'
    : capacity === 'none' || capacity === 'waitlist'
      ? 'full'
      : priced && (priceNow === null || madePrice === null || priceNow.total !== madePrice.total || priceNow.currency !== madePrice.currency)
        ? 'changed'
        : 'holds';

  const { ok: _ok, candidates: _candidates, ...publicQuote } = quoteNow ?? { ok: true, candidates: [] };
  return {
    variant: { ...stored.variant, price: madePrice },
    createdAt: stored.createdAt.toISOString(),
    query: stored.query,
    quote: shownAsMade ? stored.quote : quoteNow ? (publicQuote as NonNullable<VariantDetail['quote']>) : null,
    now: { state, price: priceNow, capacity },
    fares,
  };
}
