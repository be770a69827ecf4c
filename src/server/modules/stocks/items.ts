import { and, asc, between, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '@shared/api/errors';
import { formatAwb } from '@shared/awb';
import { stockEnd, type StockItemsPage, type StockItemsQuery, type StockVoidResult, type StockVoidSchema } from '@shared/stocks/definition';
import type { ResourceRow } from '@shared/resources/list-query';
import { M, messageRef } from '@shared/validation';
import type * as v from 'valibot';
import type { Database } from '../../db/client';
import { contracts, shipments, stockItems, stocks, users } from '../../db/schema';
import { AppError, ValidationError } from '../../errors';
import { rowScope } from '../../access/scope';
import type { WriteContext } from '../../resources/binding';
import type { SessionContext } from '../../access/sessions';
import { shownStatuses } from '../shipments';

// A stock's numbers (stock_items): written with the stock in one set-based statement, moved between
// stocks when an overlapping interval is confirmed (section 5, code 700), voided with who, when and
// why, and never dropped once used or voided.

/** Running numbers, both ends included. */
export interface Interval {
  from: number;
  to: number;
}

/** What of `a` lies outside `b`: none, one or two intervals. */
export function subtract(a: Interval, b: Interval | null): Interval[] {
  if (!b || b.to < a.from || b.from > a.to) return [a];
  const parts: Interval[] = [];
  if (a.from < b.from) parts.push({ from: a.from, to: b.from - 1 });
  if (a.to > b.to) parts.push({ from: b.to + 1, to: a.to });
  return parts;
}

/** How many numbers a message names before it says "and so many more". */
const NAMED = 10;

interface StockShape {
  prefix: string;
  startValue: number;
  count: number;
}

const awbOf = (prefix: string, serial: string) => formatAwb({ prefix, serial });

/** A message on a field naming the numbers (the first few of `total`). */
function numbersMessage(key: string, numbers: readonly { prefix: string; serial: string }[], total: number): string {
  const named = numbers.map((n) => awbOf(n.prefix, n.serial)).join(', ');
  return messageRef(key, { count: total, numbers: total > numbers.length ? `${named}…` : named });
}

/** Numbers in `where` that are used or voided: the first few, and how many in all. */
async function blockedNumbers(db: Database, where: SQL | undefined) {
  const blocked = and(where, ne(stockItems.status, 'unused'));
  const [numbers, [total]] = await Promise.all([
    db.select({ prefix: stockItems.prefix, serial: stockItems.serial, number: stockItems.number }).from(stockItems).where(blocked).orderBy(asc(stockItems.number)).limit(NAMED),
    db.select({ value: count() }).from(stockItems).where(blocked),
  ]);
  return { numbers, total: total?.value ?? 0 };
}

/** The field a refusal belongs on: the end of the interval the numbers lie nearer to. */
const sideOf = (interval: Interval, number: number): 'startValue' | 'count' => (number - interval.from <= interval.to - number ? 'startValue' : 'count');

/**
 * Makes a stock's items match its interval, in the stock's transaction. Numbers leaving the interval
 * go (refused if any is used or voided); numbers joining it are created, unless another stock holds
 * them: then the caller hears code 700 first and, once sure, that stock's unused numbers move here.
 */
export async function syncStockItems(ctx: WriteContext, stockId: number, stock: StockShape, existing: StockShape | null): Promise<void> {
  const next: Interval = { from: stock.startValue, to: stockEnd(stock) };
  const samePrefix = existing !== null && existing.prefix === stock.prefix;

  if (existing) {
    const leaving = and(eq(stockItems.stockId, stockId), or(ne(stockItems.prefix, stock.prefix), sql`${stockItems.number} not between ${next.from} and ${next.to}`));
    const { numbers, total } = await blockedNumbers(ctx.db, leaving);
    if (total) {
      const field = samePrefix ? sideOf(next, numbers[0]!.number) : 'prefix';
      throw new ValidationError({ [field]: numbersMessage('resources/stocks:cannotDrop', numbers, total) });
    }
    await ctx.db.delete(stockItems).where(leaving);
  }

  const added = subtract(next, samePrefix ? { from: existing.startValue, to: stockEnd(existing) } : null);
  if (!added.length) return;
  const joining = and(eq(stockItems.prefix, stock.prefix), ne(stockItems.stockId, stockId), or(...added.map((part) => between(stockItems.number, part.from, part.to))));
  const holders = await ctx.db
    .select({
      airlineId: stocks.airlineId,
      prefix: stocks.prefix,
      startValue: stocks.startValue,
      count: stocks.count,
      contract: contracts.number,
      unused: sql<number>`(count(*) filter (where ${stockItems.status} = 'unused'))::int`,
    })
    .from(stockItems)
    .innerJoin(stocks, eq(stocks.id, stockItems.stockId))
    .leftJoin(contracts, eq(contracts.id, stocks.contractId))
    .where(joining)
    .groupBy(stocks.id, contracts.number)
    .orderBy(asc(stocks.startValue));
  if (holders.length) {
    // An AWB prefix is one airline's, but a number another airline holds is never ours to move.
    if (holders.some((holder) => holder.airlineId !== ctx.airline.id)) throw new ValidationError({ startValue: 'resources/stocks:otherAirline' });
    const { numbers, total } = await blockedNumbers(ctx.db, joining);
    if (total) throw new ValidationError({ [sideOf(next, numbers[0]!.number)]: numbersMessage('resources/stocks:numbersTaken', numbers, total) });
    if (!ctx.confirmed) {
      const named = holders.map((h) => `${h.prefix} ${h.startValue}–${stockEnd(h)}${h.contract ? ` (${h.contract})` : ''}`).join(', ');
      const moving = holders.reduce((sum, holder) => sum + holder.unused, 0);
      throw new AppError(409, 'resources/stocks:overlap', { code: ERROR_CODES.stockOverlap, params: { stocks: named, count: moving } });
    }
    await ctx.db.update(stockItems).set({ stockId }).where(joining);
  }
  // One statement per part, however many numbers: the serial is the running number and its check digit.
  for (const part of added) {
    await ctx.db.execute(sql`
      insert into ${stockItems} (stock_id, prefix, number, serial)
      select ${stockId}::int, ${stock.prefix}::text, n, lpad(n::text, 7, '0') || (n % 7)::text
      from generate_series(${part.from}::int, ${part.to}::int) as n
      on conflict (prefix, number) do nothing`);
  }
}

/** A stock whose numbers were used or voided stays: its history is the airline's record. */
export async function assertStockDeletable(db: Database, stockId: number): Promise<void> {
  const { total } = await blockedNumbers(db, eq(stockItems.stockId, stockId));
  if (total) throw new AppError(409, 'resources/stocks:deleteRefused', { params: { count: total } });
}

/** A page of a stock's numbers, with who voided them and the shipment a used one went with. */
export async function listStockItems(db: Database, user: SessionContext, stockId: number, query: StockItemsQuery): Promise<StockItemsPage> {
  const where = and(
    eq(stockItems.stockId, stockId),
    query.status ? eq(stockItems.status, query.status) : undefined,
    query.q ? sql`${stockItems.serial} like ${`${query.q}%`}` : undefined,
  );
  // The shipment carrying the number, within the caller's own rows.
  const shipment = and(
    eq(shipments.awbPrefix, stockItems.prefix),
    eq(shipments.awbSerial, stockItems.serial),
    rowScope(user, { airlineId: shipments.airlineId, contractorId: shipments.contractorId }),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: stockItems.id,
        prefix: stockItems.prefix,
        number: stockItems.number,
        serial: stockItems.serial,
        status: stockItems.status,
        voidComment: stockItems.voidComment,
        voidedAt: stockItems.voidedAt,
        voidedBy: users.name,
        shipmentId: shipments.id,
        origin: shipments.origin,
        destination: shipments.destination,
        awbStatus: shipments.status,
      })
      .from(stockItems)
      .leftJoin(users, eq(users.id, stockItems.voidedBy))
      .leftJoin(shipments, shipment)
      .where(where)
      .orderBy(asc(stockItems.number))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ value: count() }).from(stockItems).where(where),
  ]);
  // A used number's shipment is shown in the state the shipment is shown in everywhere.
  const shown = await shownStatuses(
    db,
    rows.flatMap((row) => (row.shipmentId !== null && row.awbStatus !== null ? [{ id: row.shipmentId, status: row.awbStatus }] : [])),
  );
  return {
    items: rows.map(({ shipmentId, origin, destination, awbStatus, voidedAt, ...item }) => ({
      ...item,
      voidedAt: voidedAt ? voidedAt.toISOString() : null,
      shipment: shipmentId !== null && origin && destination && awbStatus ? { origin, destination, status: shown.get(shipmentId) ?? awbStatus } : null,
    })),
    total: total?.value ?? 0,
  };
}

type VoidInput = v.InferOutput<typeof StockVoidSchema>;

/**
 * Voids the chosen numbers and the numbers of a range, in the caller's transaction: a used number
 * cannot be voided, and a voided one keeps its first reason.
 */
export async function voidStockItems(db: Database, user: SessionContext, stock: ResourceRow, input: VoidInput): Promise<StockVoidResult> {
  const prefix = stock.prefix as string;
  const { from, to } = input;
  if (from?.prefix && from.prefix !== prefix) throw new ValidationError({ from: messageRef('resources/stocks:void.otherPrefix', { prefix }) });
  if (to?.prefix && to.prefix !== prefix) throw new ValidationError({ to: messageRef('resources/stocks:void.otherPrefix', { prefix }) });
  const own = eq(stockItems.stockId, stock.id);
  if (input.items.length) {
    const [found] = await db.select({ value: count() }).from(stockItems).where(and(own, inArray(stockItems.id, input.items)));
    if ((found?.value ?? 0) !== new Set(input.items).size) throw new ValidationError({ items: M.unknownValue });
  }
  const range = from && to ? between(stockItems.number, Number(from.serial.slice(0, 7)), Number(to.serial.slice(0, 7))) : undefined;
  const chosen = and(own, or(input.items.length ? inArray(stockItems.id, input.items) : undefined, range));
  const field = input.items.length ? 'items' : 'from';

  const used = and(chosen, eq(stockItems.status, 'used'));
  const [usedNumbers, [usedTotal]] = await Promise.all([
    db.select({ prefix: stockItems.prefix, serial: stockItems.serial }).from(stockItems).where(used).orderBy(asc(stockItems.number)).limit(NAMED),
    db.select({ value: count() }).from(stockItems).where(used),
  ]);
  if (usedTotal?.value) throw new ValidationError({ [field]: numbersMessage('resources/stocks:void.usedNumbers', usedNumbers, usedTotal.value) });

  const voided = await db
    .update(stockItems)
    .set({ status: 'voided', voidComment: input.comment, voidedAt: new Date(), voidedBy: user.userId })
    .where(and(chosen, eq(stockItems.status, 'unused')))
    .returning({ id: stockItems.id });
  if (!voided.length) throw new ValidationError({ [field]: 'resources/stocks:void.nothing' });
  return { voided: voided.length };
}
