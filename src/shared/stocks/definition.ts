import * as v from 'valibot';
import { isValidSerial } from '../awb';
import { STOCK_ITEM_STATUSES } from '../constants';
import { pageOf, PageQuerySchema } from '../api/page';
import { M, msg } from '../validation';
import { defineResource, titles } from '../resources/define';
import { f } from '../resources/fields';
import { SHOWN_STATUSES } from '../shipments';
import { STOCK_ABILITIES } from './abilities';

/** The last 7-digit running number of an AWB serial (section 1: 8 digits, the last the check digit). */
export const AWB_LAST_RUNNING_NUMBER = 9_999_999;
/** The most numbers one stock is issued with (a year of a large agent's waybills). */
export const STOCK_MAX_COUNT = 100_000;

/** AWB stock (section 3): a range of AWB numbers the airline hands to a client under a contract, or keeps as its own. */
export const stocksResource = defineResource({
  name: 'stocks',
  area: 'stocks',
  abilities: STOCK_ABILITIES,
  path: '/handbooks/stocks',
  title: (row) =>
    titles.join(
      titles.range(titles.awb(row.prefix, row.startValue), titles.awb(row.prefix, stockEnd({ startValue: Number(row.startValue), count: Number(row.count) }))),
      titles.field(row, 'contractId'),
    ),
  fields: {
    prefix: f.text({ required: true, maxLength: 3, pattern: /^\d{3}$/ }),
    /** Left empty: the airline's own stock, whose numbers go to shippers' bookings. */
    contractId: f.ref('contract'),
    /** The first 7-digit running number; each serial adds its mod-7 check digit. */
    startValue: f.integer({ required: true, min: 0, max: AWB_LAST_RUNNING_NUMBER, plain: true }),
    count: f.integer({ required: true, min: 1, max: STOCK_MAX_COUNT }),
    eawb: f.boolean(),
    issueDate: f.date({ required: true }),
  },
  // End value and the counts are computed (the binding's extras), sortable as the fields are.
  columns: [
    'prefix',
    { key: 'contractId' },
    'startValue',
    { key: 'endValue', sortable: true },
    'count',
    'eawb',
    { key: 'total', sortable: true },
    { key: 'used', sortable: true },
    { key: 'unused', sortable: true },
    { key: 'voided', sortable: true },
    'issueDate',
  ],
  filters: [
    { key: 'prefix', kind: 'equals' },
    { key: 'contractId', kind: 'equals' },
    { key: 'eawb', kind: 'boolean' },
    { key: 'issueDate', kind: 'dateRange' },
  ],
  search: ['prefix', 'startValue'],
  defaultSort: { key: 'issueDate', desc: true },
  refinements: [
    {
      field: 'count',
      check: (input) => (input.startValue as number) + (input.count as number) - 1 <= AWB_LAST_RUNNING_NUMBER,
      message: 'resources/stocks:beyondLast',
    },
  ],
});

/** The last running number of a stock's interval. */
export const stockEnd = (stock: { startValue: number; count: number }): number => stock.startValue + stock.count - 1;

/** A stock's number as typed to void a range: the 8-digit serial, with or without the prefix. */
const ItemNumberSchema = v.pipe(
  v.string(msg(M.invalidType)),
  v.trim(),
  v.regex(/^(\d{3}-?)?\d{8}$/, msg(M.awbFormat)),
  v.transform((value) => ({ prefix: value.length > 8 ? value.slice(0, 3) : null, serial: value.slice(-8) })),
  v.check((number) => isValidSerial(number.serial), msg(M.awbCheckDigit)),
);

const optionalNumber = v.pipe(
  v.unknown(),
  v.transform((value) => (value === '' || value === undefined ? null : value)),
  v.nullable(ItemNumberSchema),
);

/**
 * Voiding numbers of a stock (section 3: a reason comment and an 'I am sure' confirmation): the
 * chosen items, or every number from one serial to another.
 */
export const StockVoidSchema = v.pipe(
  v.strictObject({
    items: v.optional(v.pipe(v.array(v.pipe(v.number(msg(M.integer)), v.integer(msg(M.integer)), v.minValue(1, msg(M.minValue))), msg(M.invalidType)), v.maxLength(STOCK_MAX_COUNT, msg(M.maxLength))), []),
    from: v.optional(optionalNumber, null),
    to: v.optional(optionalNumber, null),
    comment: v.pipe(v.string(msg(M.required)), v.trim(), v.nonEmpty(msg(M.required)), v.maxLength(500, msg(M.maxLength))),
    sure: v.literal(true, msg('resources/stocks:void.sureRequired')),
  }),
  v.forward(
    v.check((input) => input.items.length > 0 || input.from !== null, msg('resources/stocks:void.chooseNumbers')),
    ['from'],
  ),
  v.forward(
    v.check((input) => input.items.length > 0 || input.from === null || input.to !== null, msg(M.required)),
    ['to'],
  ),
  v.forward(
    v.check((input) => input.from === null || input.to === null || input.from.serial <= input.to.serial, msg(M.rangeOrder)),
    ['to'],
  ),
);
export type StockVoidInput = v.InferInput<typeof StockVoidSchema>;

/** A page of a stock's numbers, all or by status, optionally those starting with typed digits. */
export const StockItemsQuerySchema = v.object({
  ...PageQuerySchema.entries,
  status: v.optional(v.picklist(STOCK_ITEM_STATUSES, msg(M.invalid))),
  q: v.optional(v.pipe(v.string(msg(M.invalidType)), v.trim(), v.regex(/^\d{0,8}$/, msg(M.integer)))),
});
export type StockItemsQuery = v.InferOutput<typeof StockItemsQuerySchema>;

/** One number of a stock as the stock's page lists it. */
export const StockItemSchema = v.object({
  id: v.number(),
  prefix: v.string(),
  number: v.number(),
  serial: v.string(),
  status: v.picklist(STOCK_ITEM_STATUSES),
  voidComment: v.nullable(v.string()),
  voidedAt: v.nullable(v.string()),
  voidedBy: v.nullable(v.string()),
  /** The shipment carrying a used number, as far as the caller may see it. */
  shipment: v.nullable(v.object({ origin: v.string(), destination: v.string(), status: v.picklist(SHOWN_STATUSES) })),
});
export type StockItem = v.InferOutput<typeof StockItemSchema>;

export const StockItemsPageSchema = pageOf(StockItemSchema);
export type StockItemsPage = v.InferOutput<typeof StockItemsPageSchema>;

/** How many numbers a void call voided. */
export const StockVoidResultSchema = v.object({ voided: v.number() });
export type StockVoidResult = v.InferOutput<typeof StockVoidResultSchema>;
