import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Parcel } from '../../delivery/parcel';
import { letters } from './messaging';

// The one delivery queue for everything the cabinet sends out (letters today, webhooks later): a
// row per parcel, claimed under a lease by one sender at a time, retried with backoff, and marked
// sent once its transport acknowledged it, so a restart neither loses a parcel nor sends it twice.

/** pending: waits for its time; sending: leased by a sender; sent: acknowledged; failed: out of attempts. */
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const deliveryStatusEnum = pgEnum('delivery_status', DELIVERY_STATUSES);

export const deliveries = pgTable(
  'deliveries',
  {
    id: serial().primaryKey(),
    status: deliveryStatusEnum().notNull().default('pending'),
    /** What goes out and how: a mail (recipients, subject, text, attachment) or an HTTP post. */
    parcel: jsonb().$type<Parcel>().notNull(),
    /** The letter whose status follows this delivery's. */
    letterId: integer().references(() => letters.id, { onDelete: 'cascade' }),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(8),
    /** When a pending parcel is due (the next retry's time after a failure). */
    dueAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A sending parcel's lease: past it, the sender is taken to have died and the parcel is due again. */
    leaseUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    /** The receiver's last word: an HTTP status with the start of its text, or why it could not be reached (a webhook's log shows it). */
    lastAnswer: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.status, t.dueAt), index().on(t.letterId)],
);
