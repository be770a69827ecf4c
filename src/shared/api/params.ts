import * as v from 'valibot';
import { M, msg } from '../validation';

// Path parameters every area shares. Values arrive as text; ids are 1 to 2^31-1, so a number the
// database cannot hold is a 400, never a failed query.

/** The largest row id: PostgreSQL's `integer`. */
export const MAX_ROW_ID = 2_147_483_647;

/** Whether a number can be a row's id. */
export const isRowId = (n: number): boolean => Number.isInteger(n) && n > 0 && n <= MAX_ROW_ID;

/** A row id written as text (a path, a query): 1 to 2^31-1, as a number. */
export const IdTextSchema = v.pipe(v.string(msg(M.integer)), v.regex(/^[1-9]\d{0,9}$/, msg(M.integer)), v.transform(Number), v.maxValue(MAX_ROW_ID, msg(M.maxValue)));

export const IdParamsSchema = v.object({ id: IdTextSchema });

/** `?confirm=1`: the user answered "I'm sure" to a conflict the server reported (code 700). */
export const ConfirmQuerySchema = v.object({
  confirm: v.optional(v.picklist(['0', '1', 'true', 'false'], msg(M.invalid))),
});

/** An empty JSON object: the answer of a call that has nothing to tell. */
export const EmptyObjectSchema = v.object({});
