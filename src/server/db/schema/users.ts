import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accessGroups, roles } from './access';
import { airlines } from './airlines';
import { clientRoleEnum } from './enums';
import { contractors } from './parties';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    name: text().notNull(),
    passwordHash: text().notNull(),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    clientRole: clientRoleEnum().notNull(),
    accessGroupId: integer()
      .notNull()
      .references(() => accessGroups.id),
    /** Client users belong to a contractor; their rows are scoped to it. */
    contractorId: integer().references(() => contractors.id),
    /** Airline staff belong to an airline; their rows are scoped to it. */
    airlineId: integer().references(() => airlines.id),
    timeZone: text().notNull(),
    /** A blocked account cannot sign in, and its sessions stop working at once. */
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`)],
);

/** Sessions are rows, not memory, so any instance behind a balancer can serve any request. */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the token; the token itself is never stored. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
);

/** Failed sign-in counters per account and per address, shared by every instance. */
export const loginAttempts = pgTable('login_attempts', {
  key: text().primaryKey(),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  failures: integer().notNull(),
});

/**
 * Password reset links: only the SHA-256 of each link's secret is kept, as for sessions. A row
 * goes when its link is used (with every other link of the user) or its password changes.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
);
