import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { contracts, stockItems, stocks } from '../../db/schema';
import { rowScope } from '../../access/scope';
import { prefix, type LookupProvider } from '../../resources/lookups';

// The AWB blank look-up: numbers of the caller's stocks still unused.

/** Unused AWB numbers of the caller's stocks. */
export const awbBlankLookup: LookupProvider = {
  name: 'awbBlank',
  async search(ctx, q, limit) {
    if (!ctx.user) return [];
    const needle = q.replace(/\D/g, '');
    const rows = await ctx.db
      .select({ prefix: stockItems.prefix, serial: stockItems.serial })
      .from(stockItems)
      .innerJoin(stocks, eq(stocks.id, stockItems.stockId))
      .innerJoin(contracts, eq(contracts.id, stocks.contractId))
      .where(
        and(
          eq(stockItems.status, 'unused'),
          rowScope(ctx.user, { airlineId: stocks.airlineId, contractorId: contracts.contractorId }),
          needle ? sql`(${stockItems.prefix} || ${stockItems.serial}) like ${prefix(needle)}` : undefined,
        ),
      )
      .orderBy(asc(stockItems.prefix), asc(stockItems.number))
      .limit(limit);
    return rows.map((r) => ({ value: `${r.prefix}-${r.serial}`, label: `${r.prefix}-${r.serial}` }));
  },
  async resolve(ctx, values) {
    if (!ctx.user) return [];
    const wanted = values.map(String).map((value) => value.replace(/\D/g, ''));
    const rows = await ctx.db
      .select({ prefix: stockItems.prefix, serial: stockItems.serial })
      .from(stockItems)
      .innerJoin(stocks, eq(stocks.id, stockItems.stockId))
      .innerJoin(contracts, eq(contracts.id, stocks.contractId))
      .where(
        and(
          eq(stockItems.status, 'unused'),
          rowScope(ctx.user, { airlineId: stocks.airlineId, contractorId: contracts.contractorId }),
          inArray(sql`${stockItems.prefix} || ${stockItems.serial}`, wanted),
        ),
      );
    return rows.map((r) => ({ value: `${r.prefix}-${r.serial}`, label: `${r.prefix}-${r.serial}` }));
  },
};
