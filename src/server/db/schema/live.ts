import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every event the live hub streamed, kept for a while so a subscriber that reconnects with
 * Last-Event-ID (or after a server restart) receives what it missed. Ids grow in commit order: a
 * publisher holds a transaction lock while it inserts (live/bus.ts).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    topics: text().array().notNull(),
    type: text().notNull(),
    /** The event's JSON; `localized` holds per-language variants where the text depends on it. */
    data: jsonb().$type<unknown>().notNull(),
    localized: jsonb().$type<Record<string, unknown> | null>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt)],
);
