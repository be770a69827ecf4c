import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Variant, VariantDetail } from '@shared/booking/search';
import { airlineRef } from './columns';
import { contracts } from './parties';
import { users } from './users';

// Pricing search and booking (issue 16).

/**
 * A priced variant as the search offered it, under an unguessable id: the shareable `/pricing/{id}`
 * shows it as made, and a booking made from it knows what price the agent saw. Kept a week.
 */
export const pricingVariants = pgTable(
  'pricing_variants',
  {
    id: text().primaryKey(),
    airlineId: airlineRef(),
    /** The contract whose fares priced it; null: public fares or no prices. */
    contractId: integer().references(() => contracts.id, { onDelete: 'cascade' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    date: date().notNull(),
    legIds: integer().array().notNull(),
    query: jsonb().$type<VariantDetail['query']>().notNull(),
    variant: jsonb().$type<Variant>().notNull(),
    /** The breakdown as priced; null without a price. */
    quote: jsonb().$type<NonNullable<VariantDetail['quote']>>(),
  },
  (t) => [index().on(t.createdAt)],
);
