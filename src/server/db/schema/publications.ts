import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PublicationType } from '@shared/constants';
import type { PublicationLink, PublicationProperty } from '@shared/publications/schemas';
import { airlines } from './airlines';
import { bytea } from './columns';
import { contracts } from './parties';
import { users } from './users';

// Publications (section 3): the current version's values on the row, every version kept beside it
// with what it changed, and the readers' confirmations per version (section 4).

export const publications = pgTable(
  'publications',
  {
    id: serial().primaryKey(),
    airlineId: integer()
      .notNull()
      .references(() => airlines.id),
    type: text().$type<PublicationType>().notNull(),
    date: date().notNull(),
    title: text().notNull(),
    text: text().notNull(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Addressed to every client of the airline; otherwise to the companies of `publication_contracts`. */
    recipientsAll: boolean().notNull(),
    familiarizationRequired: boolean().notNull(),
    links: jsonb().$type<PublicationLink[]>().notNull().default([]),
    version: integer().notNull().default(1),
    changedProperties: text().array().$type<PublicationProperty[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.airlineId, t.date)],
);

export const publicationContracts = pgTable(
  'publication_contracts',
  {
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    contractId: integer()
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.publicationId, t.contractId] }), index().on(t.contractId)],
);

/** Each published version as it was: who published it and what it changed. */
export const publicationVersions = pgTable(
  'publication_versions',
  {
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    changedProperties: text().array().$type<PublicationProperty[]>().notNull().default([]),
    /** The version's values (type, date, title, text, recipients, flags, links, attachment ids). */
    snapshot: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.publicationId, t.version] })],
);

/** Files: uploaded by staff first (no publication yet, seen only by the uploader), then attached. */
export const publicationAttachments = pgTable(
  'publication_attachments',
  {
    id: serial().primaryKey(),
    publicationId: integer().references(() => publications.id, { onDelete: 'cascade' }),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    content: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.publicationId)],
);

/** A reader's "familiarized" with one version: once per user per version, with its time. */
export const publicationConfirmations = pgTable(
  'publication_confirmations',
  {
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    confirmedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.publicationId, t.version, t.userId] }), index().on(t.userId)],
);
