import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isRowId } from '@shared/api/params';
import { contracts, stockItems, stocks } from '../../db/schema';
import { rowScope } from '../../access/scope';
import type { SessionContext } from '../../access/sessions';
import { prefix, type LookupContext, type LookupProvider } from '../../resources/lookups';

// The AWB blank look-up: numbers of the caller's stocks still unused; with `contractId`, those of
// that contract only (airline staff booking for a client offer the client's numbers). The contract
// narrows within the caller's reach, never beyond it: a client naming another's contract gets none.

/** The rows a caller may be offered: unused, in reach, of the contract asked for when one is. */
function offered(ctx: LookupContext, user: SessionContext) {
  const contractId = ctx.params.contractId;
  return and(
    eq(stockItems.status, 'unused'),
    rowScope(user, { airlineId: stocks.airlineId, contractorId: contracts.contractorId }),
    contractId === undefined ? undefined : isRowId(Number(contractId)) ? eq(stocks.contractId, Number(contractId)) : sql`false`,
  );
}

const option = (r: { prefix: string; serial: string }) => ({ value: `${r.prefix}-${r.serial}`, label: `${r.prefix}-${r.serial}` });

/** Unused AWB numbers of the caller's stocks. */
export const awbBlankLookup: LookupProvider = {
  name: 'awbBlank',
  async search(ctx, q, limit) {
    const user = ctx.user;
    if (!user) return [];
    const needle = q.replace(/\D/g, '');
    const rows = await ctx.db
      .select({ prefix: stockItems.prefix, serial: stockItems.serial })
      .from(stockItems)
      .innerJoin(stocks, eq(stocks.id, stockItems.stockId))
      .innerJoin(contracts, eq(contracts.id, stocks.contractId))
      .where(and(offered(ctx, user), needle ? sql`(${stockItems.prefix} || ${stockItems.serial}) like ${prefix(needle)}` : undefined))
      .orderBy(asc(stockItems.prefix), asc(stockItems.number))
      .limit(limit);
    return rows.map(option);
  },
  async resolve(ctx, values) {
    const user = ctx.user;
    if (!user) return [];
    const wanted = values.map(String).map((value) => value.replace(/\D/g, ''));
    const rows = await ctx.db
      .select({ prefix: stockItems.prefix, serial: stockItems.serial })
      .from(stockItems)
      .innerJoin(stocks, eq(stocks.id, stockItems.stockId))
      .innerJoin(contracts, eq(contracts.id, stocks.contractId))
      .where(and(offered(ctx, user), inArray(sql`${stockItems.prefix} || ${stockItems.serial}`, wanted)));
    return rows.map(option);
  },
};
