import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

// Several tables' rows read in one round trip: each list a JSON array beside the main row of a
// select, decoded back column by column as Drizzle decodes a row. Sending a query and taking its
// answer costs more than reading a few dozen rows (docs/performance.md, "Pricing").

/**
 * A subquery as a field of a select from one table. Drizzle names a field's own columns without
 * their table there (for the outer table's sake); nested one level deeper, they keep it.
 */
export const subquery = (query: SQL): SQL => sql`(${query})`;

/**
 * The rows of `table` that meet `where`, in id order, as one JSON array of arrays (each row its
 * `columns`' values in order), read back as Drizzle reads a row: each value through its column's
 * own decoder, so the rows are those a `select()` of these columns gives.
 */
/** A row of these columns as a select gives it (a nullable column may be null). */
export type RowOf<C extends Record<string, PgColumn>> = { [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null };

export function rowsAsJson<C extends Record<string, PgColumn>>(table: PgTable, columns: C, where: SQL) {
  const entries = Object.entries(columns);
  const list = sql.join(
    entries.map(([, column]) => column),
    sql`, `,
  );
  return subquery(sql`select coalesce(json_agg(json_build_array(${list}) order by ${getTableColumns(table).id}), '[]') from ${table} where ${where}`).mapWith((rows: unknown[][]) =>
    rows.map((values): RowOf<C> => {
      const row: Record<string, unknown> = {};
      entries.forEach(([key, column], i) => {
        const value = values[i];
        row[key] = value === null ? null : column.mapFromDriverValue(value);
      });
      return row as RowOf<C>;
    }),
  );
}
