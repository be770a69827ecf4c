import { customType, integer, timestamp } from 'drizzle-orm/pg-core';
import { airlines } from './airlines';

// Columns most tables share: when a row was made and last changed, and the airline it belongs to.

export const stamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/** The airline a handbook row belongs to. */
export const airlineRef = () =>
  integer()
    .notNull()
    .references(() => airlines.id);

/** File bytes kept in the database beside their row, so every instance serves every file. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
