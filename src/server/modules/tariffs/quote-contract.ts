import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Currency } from '@shared/money';
import { M } from '@shared/validation';
import type { Database } from '../../db/client';
import { contractPaymentMethods, contracts } from '../../db/schema';
import { AppError, ForbiddenError, ValidationError } from '../../errors';
import type { SessionContext } from '../../access/sessions';
import { versionedCache, type DataVersionsNow } from '../../db/versioned-cache';

/** The contract a quote is priced under, with what the engine and the sale-origin rule read from it. */
export interface QuoteContract {
  id: number;
  airlineId: number;
  currency: Currency;
  clientCode: string | null;
  saleOriginPoints: string[];
  /** The client company; null for none. */
  contractorId: number | null;
  /** An agent's or a shipper's (a shipper books from the airline's own AWB stock). */
  type: 'agent' | 'shipper';
  /** Its term: from `validFrom`, to `validTo` unless unlimited. */
  validFrom: string;
  validTo: string | null;
  unlimited: boolean;
}

/** Whether the contract is in force on the day (a booking needs one; a quote may read any). */
export const contractInForce = (contract: Pick<QuoteContract, 'validFrom' | 'validTo' | 'unlimited'>, day: string): boolean =>
  contract.validFrom <= day && (contract.unlimited || contract.validTo === null || contract.validTo >= day);

/** A contract in force on the day: begun, and unlimited or not yet over. */
const inForce = (day: string) => and(lte(contracts.validFrom, day), or(eq(contracts.unlimited, true), isNull(contracts.validTo), gte(contracts.validTo, day)));

/**
 * Whom the quote is for. Airline staff: the contract named (one of their airline's), or none for
 * public fares. A client user: the contract named among its own, or its first contract in force;
 * none in force means no prices (section 1: a contract comes before booking).
 */
export async function quoteContract(db: Database, user: SessionContext, contractId: number | null, today: string, versions?: DataVersionsNow): Promise<{ airlineId: number; contract: QuoteContract | null }> {
  return parties.get(db, { user, contractId, today }, () => findQuoteParty(db, user, contractId, today), versions);
}

/** Whom a caller's prices are for, kept while contracts and their payment methods stand (a search and a booking ask it each time). */
const parties = versionedCache<{ user: SessionContext; contractId: number | null; today: string }, { airlineId: number; contract: QuoteContract | null }>('pricing', ({ user, contractId, today }) =>
  JSON.stringify([user.airlineId, user.contractorId, contractId, today]),
);

async function findQuoteParty(db: Database, user: SessionContext, contractId: number | null, today: string): Promise<{ airlineId: number; contract: QuoteContract | null }> {
  if (user.airlineId !== null) {
    if (contractId === null) return { airlineId: user.airlineId, contract: null };
    const contract = await findQuoteContract(db, and(eq(contracts.id, contractId), eq(contracts.airlineId, user.airlineId)));
    if (!contract) throw new ValidationError({ contractId: M.unknownValue });
    return { airlineId: user.airlineId, contract };
  }
  if (user.contractorId === null) throw new ForbiddenError('resources/tariffs:quote.needsContract');
  const own = eq(contracts.contractorId, user.contractorId);
  const contract = await findQuoteContract(db, contractId === null ? and(own, inForce(today)) : and(own, eq(contracts.id, contractId)));
  if (!contract) {
    if (contractId !== null) throw new ValidationError({ contractId: M.unknownValue });
    throw new ForbiddenError('resources/tariffs:quote.needsContract');
  }
  return { airlineId: contract.airlineId, contract };
}

/** The first contract meeting `where`, as a quote reads it (its currency, client code and points of sale). */
export async function findQuoteContract(db: Database, where: ReturnType<typeof and>): Promise<QuoteContract | null> {
  const [row] = await db
    .select({
      id: contracts.id,
      airlineId: contracts.airlineId,
      currency: contracts.currency,
      saleOriginPoints: contracts.saleOriginPoints,
      contractorId: contracts.contractorId,
      type: contracts.type,
      validFrom: contracts.validFrom,
      validTo: contracts.validTo,
      unlimited: contracts.unlimited,
    })
    .from(contracts)
    .where(where)
    .orderBy(asc(contracts.id))
    .limit(1);
  if (!row) return null;
  // The payment client code of section 3's dynamic pricing conditions: the contract's first method's.
  const [method] = await db
    .select({ ru: contractPaymentMethods.clientCodeRu, en: contractPaymentMethods.clientCodeEn })
    .from(contractPaymentMethods)
    .where(eq(contractPaymentMethods.contractId, row.id))
    .orderBy(asc(contractPaymentMethods.id))
    .limit(1);
  return { ...row, currency: row.currency as Currency, clientCode: method?.en ?? method?.ru ?? null };
}

/** A contract that sells only from some points refuses a departure elsewhere (422, with the points). */
export function assertSaleOrigin(contract: QuoteContract | null, departure: string): void {
  if (!contract || !contract.saleOriginPoints.length || contract.saleOriginPoints.includes(departure)) return;
  throw new AppError(422, 'resources/tariffs:quote.originNotAllowed', { params: { airport: departure, points: contract.saleOriginPoints.join(', ') } });
}
