import { integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { AbilityCondition } from '@shared/abilities';
import { airlines } from './airlines';
import { accountRoleEnum } from './enums';

/** Account roles of section 6 (airline employee AK, agent's employee), kept as data. */
export const roles = pgTable('roles', {
  id: serial().primaryKey(),
  code: accountRoleEnum().notNull().unique(),
  name: text().notNull(),
});

/** An access group: the set of abilities an airline administrator grants to its members. */
export const accessGroups = pgTable('access_groups', {
  id: serial().primaryKey(),
  /** Groups the product itself assigns (e.g. `newcomer` at signup) carry a code; others do not. */
  code: text().unique(),
  name: text().notNull(),
  airlineId: integer().references(() => airlines.id),
  description: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const accessGroupAbilities = pgTable(
  'access_group_abilities',
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => accessGroups.id, { onDelete: 'cascade' }),
    ability: text().notNull(),
    conditions: jsonb().$type<AbilityCondition[]>().notNull().default([]),
  },
  (t) => [unique().on(t.groupId, t.ability)],
);
