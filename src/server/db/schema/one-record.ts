import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { OneRecordTopicType } from '@shared/one-record';
import { airlineRef } from './columns';
import { shipments } from './shipments';
import { users } from './users';

// ONE Record (issue 19): the access tokens an airline issues to the systems that read its
// shipments as logistics objects, and those systems' subscriptions to changes.

/** A token a partner's system reads with (`Authorization: Bearer`); only its SHA-256 is kept, shown once when issued. */
export const oneRecordTokens = pgTable(
  'one_record_tokens',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    name: text().notNull(),
    tokenHash: text().notNull().unique(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    /** Revoked tokens stay listed (who had access, until when) and answer 401. */
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.airlineId)],
);

/** A token holder's subscription: notifications posted to its callback when the object (or any object of the type) changes. */
export const oneRecordSubscriptions = pgTable(
  'one_record_subscriptions',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    tokenId: integer()
      .notNull()
      .references(() => oneRecordTokens.id, { onDelete: 'cascade' }),
    topicType: text().$type<OneRecordTopicType>().notNull(),
    /** The logistics object's id (`shipment-12`) or the class (`Shipment`), as subscribed. */
    topic: text().notNull(),
    /** The shipment an object topic belongs to (its pieces, waybill and bookings are its); null for a type. */
    shipmentId: integer().references(() => shipments.id, { onDelete: 'cascade' }),
    callbackUrl: text().notNull(),
    /** The origin the logistics objects' ids were written under when subscribing (ids in notifications match them). */
    origin: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Unsubscribed (or its token revoked): no more notifications. */
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.airlineId, t.topicType), index().on(t.shipmentId)],
);
