import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { LOCALES, type Locale } from '@shared/constants';
import { NOTIFICATION_EVENT_TYPE, type NotificationEvent } from '@shared/live/events';
import { topics } from '@shared/live/topics';
import {
  NOTIFICATION_GROUPS,
  type ContentPiece,
  type Notification,
  type NotificationCount,
  type NotificationGroup,
  type NotificationLevel,
  type NotificationListQuery,
  type NotificationPage,
  type NotificationView,
} from '@shared/notifications/schemas';
import type { Database } from '../../db/client';
import { notifications, users, type StoredPiece } from '../../db/schema';
import { translatorFor } from '../../lib/i18n';
import { publishLive, type LiveEventInput } from '../../live/bus';

// The one way any feature tells users something (section 3's notification): rows per user, and
// a live event per user carrying the rendered notification and their new count. Title and content
// are templates of the `notifications` namespace, rendered in the reader's language when read.

export interface NotificationInput {
  /** Null: counted and listed under All only. */
  group: NotificationGroup | null;
  level: NotificationLevel;
  /** A key under `notifications:templates` with `title` and `content`. */
  template: string;
  /** Values for the title's placeholders. */
  params?: Record<string, string | number>;
  /** The content's `{{key}}` pieces; a piece's text may be a translation key (`textKey`). */
  contentData?: Record<string, StoredPiece>;
}

type Row = typeof notifications.$inferSelect;
type Executor = Pick<Database, 'select' | 'insert' | 'transaction'>;

export function renderNotification(row: Row, locale: Locale): Notification {
  const t = translatorFor(locale);
  const contentData: Record<string, ContentPiece> = {};
  for (const [key, piece] of Object.entries(row.contentData)) {
    const { textKey, text, ...rest } = piece;
    contentData[key] = { ...rest, text: textKey ? t(textKey) : (text ?? '') };
  }
  // The content keeps its `{{key}}` placeholders: the reader's app puts the pieces in them.
  const keep = Object.fromEntries(Object.keys(contentData).map((key) => [key, `{{${key}}}`]));
  return {
    id: row.id,
    group: row.group,
    level: row.level,
    title: t(`notifications:templates.${row.template}.title`, row.params),
    content: t(`notifications:templates.${row.template}.content`, { ...row.params, ...keep }),
    contentData,
    createdAt: row.createdAt.toISOString(),
    viewedAt: row.viewedAt?.toISOString() ?? null,
  };
}

const emptyCount = (): NotificationCount => ({ all: 0, ...Object.fromEntries(NOTIFICATION_GROUPS.map((g) => [g, 0])) }) as NotificationCount;

/** Each user's unread notifications, in all and per group, in one query. */
async function countsFor(db: Pick<Database, 'select'>, userIds: readonly number[]): Promise<Map<number, NotificationCount>> {
  const rows = await db
    .select({ userId: notifications.userId, group: notifications.group, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, [...userIds]), isNull(notifications.viewedAt)))
    .groupBy(notifications.userId, notifications.group);
  const counts = new Map(userIds.map((id) => [id, emptyCount()]));
  for (const row of rows) {
    const one = counts.get(row.userId)!;
    if (row.group) one[row.group] = row.n;
    one.all += row.n;
  }
  return counts;
}

export async function countFor(db: Pick<Database, 'select'>, userId: number): Promise<NotificationCount> {
  return (await countsFor(db, [userId])).get(userId)!;
}

/**
 * Notifies users: one row each and a live event to each one's topic, in the caller's transaction
 * when given one (so a rolled-back change tells nobody).
 */
export async function notify(db: Executor, userIds: readonly number[], input: NotificationInput): Promise<void> {
  const unique = [...new Set(userIds)];
  if (!unique.length) return;
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(notifications)
      .values(unique.map((userId) => ({ userId, group: input.group, level: input.level, template: input.template, params: input.params ?? {}, contentData: input.contentData ?? {} })))
      .returning();
    const counts = await countsFor(tx, unique);
    const events: LiveEventInput[] = [];
    for (const row of rows) {
      const countNow = counts.get(row.userId)!;
      const localized = Object.fromEntries(
        LOCALES.map((locale) => [locale, { message: renderNotification(row, locale), count: countNow } satisfies NotificationEvent]),
      );
      events.push({ topics: [topics.notifications(row.userId)], type: NOTIFICATION_EVENT_TYPE, data: localized.ru, localized });
    }
    await publishLive(tx, events);
  });
}

export async function listNotifications(db: Database, userId: number, query: NotificationListQuery, locale: Locale): Promise<NotificationPage> {
  const where: SQL[] = [eq(notifications.userId, userId)];
  if (query.tab === 'unread') where.push(isNull(notifications.viewedAt));
  if (query.group) where.push(eq(notifications.group, query.group));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(condition)
      .orderBy(desc(notifications.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(notifications).where(condition),
  ]);
  return { items: rows.map((row) => renderNotification(row, locale)), total: total?.n ?? 0 };
}

/** Marks notifications read (section 7's strategies); answers the new count. */
export async function markViewed(db: Database, userId: number, view: NotificationView): Promise<NotificationCount> {
  const where: SQL[] = [eq(notifications.userId, userId), isNull(notifications.viewedAt)];
  if (view.strategy === 'group') where.push(eq(notifications.group, view.subject));
  if (view.strategy === 'id') where.push(eq(notifications.id, view.subject));
  await db.update(notifications).set({ viewedAt: sql`now()` }).where(and(...where));
  return countFor(db, userId);
}

/** Users of a client company (contractor), for notifications addressed to the company. */
export async function usersOfContractor(db: Pick<Database, 'select'>, contractorId: number): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.contractorId, contractorId), eq(users.active, true)));
  return rows.map((r) => r.id);
}
