import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { airlines, chats, contractors, liveEvents, notifications, users } from '../../db/schema';
import { DEMO_USERS, type DemoUser } from '../../test/harness';

// What the chat tests share: multipart bodies as a browser builds them (test/multipart.ts), the demo's people and
// chats, and what the live-event log and the notifications table received.

export { multipart, type TestFile } from '../../test/multipart';

export async function userId(db: Database, who: DemoUser | string): Promise<number> {
  const email = who in DEMO_USERS ? DEMO_USERS[who as DemoUser] : who;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function contractorId(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: contractors.id }).from(contractors).where(eq(contractors.name, name));
  if (!row) throw new Error(`no contractor ${name}`);
  return row.id;
}

/** The demo chat of a contractor with UT. */
export async function chatOf(db: Database, contractorName: string): Promise<number> {
  const [row] = await db
    .select({ id: chats.id })
    .from(chats)
    .innerJoin(contractors, eq(contractors.id, chats.contractorId))
    .innerJoin(airlines, eq(airlines.id, chats.airlineId))
    .where(and(eq(contractors.name, contractorName), eq(airlines.marker, 'ut')));
  if (!row) throw new Error(`no demo chat of ${contractorName}`);
  return row.id;
}

/** The newest live event's id: later checks look only at what came after it. */
export async function liveMark(db: Database): Promise<number> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${liveEvents.id}), 0)::int` }).from(liveEvents);
  return row?.id ?? 0;
}

export interface LoggedEvent {
  type: string;
  topics: string[];
  data: Record<string, unknown>;
}

export async function liveEventsAfter(db: Database, mark: number, types?: string[]): Promise<LoggedEvent[]> {
  const rows = await db
    .select({ type: liveEvents.type, topics: liveEvents.topics, data: liveEvents.data })
    .from(liveEvents)
    .where(and(gt(liveEvents.id, mark), types ? inArray(liveEvents.type, types) : undefined))
    .orderBy(asc(liveEvents.id));
  return rows.map((r) => ({ ...r, data: r.data as Record<string, unknown> }));
}

/** Who got a chat-message notification about the chat after a notification id. */
export async function notifiedAbout(db: Database, chatId: number, afterId = 0): Promise<number[]> {
  const rows = await db
    .select({ userId: notifications.userId, contentData: notifications.contentData })
    .from(notifications)
    .where(and(eq(notifications.template, 'chatMessage'), gt(notifications.id, afterId)))
    .orderBy(asc(notifications.userId));
  return rows.filter((r) => r.contentData.chat?.params?.id === chatId).map((r) => r.userId);
}

export async function notificationMark(db: Database): Promise<number> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${notifications.id}), 0)::int` }).from(notifications);
  return row?.id ?? 0;
}
