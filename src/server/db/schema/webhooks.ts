import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DeliveredEvent, WebhookEvent } from '@shared/webhooks/events';
import { airlines } from './airlines';
import { stamps } from './columns';
import { deliveries } from './delivery';
import { contractors } from './parties';

// A client's webhooks (issue 19): its endpoints, and which of the delivery queue's parcels went to
// which endpoint for which event (the queue itself stays the letters' and everyone's).

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial().primaryKey(),
    /** The airline whose cabinet the endpoint was registered in (its staff see it). */
    airlineId: integer()
      .notNull()
      .references(() => airlines.id),
    contractorId: integer()
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    events: text().array().$type<WebhookEvent[]>().notNull().default([]),
    active: boolean().notNull().default(true),
    description: text(),
    /** The HMAC key of the signatures; shown to the client once (`secretShown`), never listed. */
    secret: text().notNull(),
    secretShown: boolean().notNull().default(false),
    ...stamps,
  },
  (t) => [index().on(t.contractorId), index().on(t.airlineId)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial().primaryKey(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    deliveryId: integer()
      .notNull()
      .unique()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    /** The body's `id`: the event's, kept by a resend so a receiver can tell a repeat. */
    eventId: uuid().notNull(),
    event: text().$type<DeliveredEvent>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.endpointId, t.id)],
);
