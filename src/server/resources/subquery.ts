import { sql, type SQL } from 'drizzle-orm';

/**
 * A correlated subquery for a binding's extras. Drizzle writes the columns a single-table select
 * names at its top level without their table, which makes `id` in a subquery ambiguous; columns one
 * level down keep their table, so the subquery goes one level down.
 */
export const subquery = <T>(query: SQL): SQL<T> => sql<T>`(${query})`;
