import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Versions of data the server keeps computed in memory: each named version moves on with every
 * statement that writes one of its tables (data-versions.ts installs the triggers), so a cache
 * reads one row to know it is still true, whatever wrote the tables.
 */
export const dataVersions = pgTable('data_versions', {
  name: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
