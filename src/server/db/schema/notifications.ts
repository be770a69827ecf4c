import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationGroup, NotificationLevel } from '@shared/notifications/schemas';
import { users } from './users';

/** A piece of a stored notification: its text is literal or a translation key (rendered per reader's language). */
export interface StoredPiece {
  type: 'bold' | 'italic' | 'link';
  text?: string;
  textKey?: string;
  subtype?: string;
  params?: Record<string, string | number>;
}

/**
 * One notification for one user (section 3). Title and content are translation keys of the
 * `notifications` namespace, so each reader sees them in the language they read in.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null: shown under All only (a basic publication). */
    group: text().$type<NotificationGroup>(),
    level: text().$type<NotificationLevel>().notNull(),
    /** The key under `notifications:templates` holding title and content. */
    template: text().notNull(),
    /** Values for the title's `{{...}}`. */
    params: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    contentData: jsonb().$type<Record<string, StoredPiece>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    viewedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId, t.id), index('notifications_unread').on(t.userId, t.group).where(sql`${t.viewedAt} is null`)],
);
