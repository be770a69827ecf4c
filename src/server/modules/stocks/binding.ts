import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { StockItemStatus } from '@shared/constants';
import { stocksResource } from '@shared/stocks/definition';
import { messageRef } from '@shared/validation';
import { airlines, contractors, contracts, stockItems, stocks } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { ResourceBinding } from '../../resources/binding';
import { assertStockDeletable, syncStockItems } from './items';
import { subquery } from '../../resources/subquery';

/** How many numbers the stock holds now, all or of one status (an index on stock and status answers it). */
const itemCount = (status?: StockItemStatus) =>
  subquery<number>(sql`select count(*)::int from ${stockItems} where ${stockItems.stockId} = ${stocks.id}${status ? sql` and ${stockItems.status} = ${sql.raw(`'${status}'`)}` : sql``}`);

/**
 * The AWB number a search names, as a running number (the serial's first seven digits) and, when
 * typed whole, its prefix: `298-45182303`, `45182303` or `4518230`, with spaces or dashes anywhere.
 */
function typedNumber(q: string): { prefix: string | null; running: number } | null {
  const digits = q.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === 11) return { prefix: digits.slice(0, 3), running: Number(digits.slice(3, 10)) };
  if (digits.length === 8 || digits.length === 7) return { prefix: null, running: Number(digits.slice(0, 7)) };
  return null;
}

/** The stocks whose interval holds the number typed (a number inside it is found, not only its start). */
function holdingNumber(q: string, param: (value: unknown, site: string) => SQL): SQL | undefined {
  const typed = typedNumber(q);
  if (!typed) return undefined;
  const running = param(typed.running, 'running');
  return and(
    sql`${stocks.startValue} <= ${running}`,
    sql`${stocks.startValue} + ${stocks.count} > ${running}`,
    typed.prefix === null ? undefined : sql`${stocks.prefix} = ${param(typed.prefix, 'prefix')}`,
  );
}

interface StockValues {
  prefix: string;
  startValue: number;
  count: number;
}

export const stocksBinding: ResourceBinding = {
  def: stocksResource,
  table: stocks,
  // A client's stocks are those of its contracts.
  contractor: subquery(sql`select ${contracts.contractorId} from ${contracts} where ${contracts.id} = ${stocks.contractId}`),
  extras: {
    endValue: sql<number>`(${stocks.startValue} + ${stocks.count} - 1)`,
    contractorName: subquery<string>(sql`select ${contractors.name} from ${contracts} join ${contractors} on ${contractors.id} = ${contracts.contractorId} where ${contracts.id} = ${stocks.contractId}`),
    total: itemCount(),
    used: itemCount('used'),
    unused: itemCount('unused'),
    voided: itemCount('voided'),
  },
  search: holdingNumber,
  async prepare(ctx, input) {
    // Section 3: the prefix is the airline's AWB prefix (one of them, when it has several).
    const [airline] = await ctx.db.select({ prefixes: airlines.awbPrefixes }).from(airlines).where(eq(airlines.id, ctx.airline.id));
    const prefixes = airline?.prefixes ?? [];
    if (prefixes.length && !prefixes.includes(input.prefix as string)) {
      throw new ValidationError({ prefix: messageRef('resources/stocks:notAirlinePrefix', { prefixes: prefixes.join(', ') }) });
    }
    const { prefix, contractId, startValue, count, eawb, issueDate } = input;
    return { prefix, contractId, startValue, count, eawb, issueDate };
  },
  async afterWrite(ctx, id, input, existing) {
    await syncStockItems(ctx, id, input as unknown as StockValues, existing as unknown as StockValues | null);
  },
  async beforeDelete(ctx, row) {
    await assertStockDeletable(ctx.db, row.id);
  },
};
