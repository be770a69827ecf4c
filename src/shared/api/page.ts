import * as v from 'valibot';
import { M, msg } from '../validation';

const positiveInt = (max: number) =>
  v.pipe(
    // Digits only: `1e3` or ` 7` in a query string is a typo, not a number.
    v.union([v.pipe(v.string(), v.regex(/^-?\d+$/, msg(M.integer))), v.number()], msg(M.integer)),
    v.transform(Number),
    v.number(msg(M.integer)),
    v.integer(msg(M.integer)),
    v.minValue(1, msg(M.minValue)),
    v.maxValue(max, msg(M.maxValue)),
  );

export const MAX_PAGE_SIZE = 100;

/** `?page=&size=` of every list (section 7's generic resource). */
export const PageQuerySchema = v.object({
  page: v.optional(positiveInt(1_000_000), 1),
  size: v.optional(positiveInt(MAX_PAGE_SIZE), 20),
});
export type PageQuery = v.InferOutput<typeof PageQuerySchema>;

export const pageOf = <TItem extends v.GenericSchema>(item: TItem) =>
  v.object({ items: v.array(item), total: v.number() });
