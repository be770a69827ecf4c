import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Chat, ChatListPage, ChatListQuery } from '@shared/chat/schemas';
import type { Database } from '../../db/client';
import { airlines, chats, contractors, users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { visibleChats, type Viewer } from './access';
import { loadReadMarks, takenBy, unreadIn, untaken } from './counts';
import { loadMembers } from './members';
import { loadMessages } from './messages';

// The chat list (tabs All, Mine and New for the airline's staff) and single chats. A page is one
// query, its last messages and unread counts computed per row in it; members, last messages and
// read marks then come in one query each for the whole page, however long the list.

type Reader = Pick<Database, 'select'>;

const owner = alias(users, 'owner');

async function selectChats(db: Reader, viewer: Viewer, where: SQL, page?: { size: number; offset: number }) {
  const scope = and(visibleChats(viewer), where);
  const order = [desc(chats.lastMessageAt), desc(chats.id)];
  // A page is chosen first, on the chats alone; only its rows then get their last message and count.
  const pageIds = page
    ? db
        .select({ id: chats.id })
        .from(chats)
        .leftJoin(contractors, eq(contractors.id, chats.contractorId))
        .innerJoin(owner, eq(owner.id, chats.ownerUserId))
        .where(scope)
        .orderBy(...order)
        .limit(page.size)
        .offset(page.offset)
    : undefined;
  return db
    .select({
      id: chats.id,
      createdAt: chats.createdAt,
      type: chats.type,
      company: { marker: airlines.marker, iata: airlines.iata, name: airlines.name, acceptsMessages: airlines.acceptsChatMessages },
      contractorName: contractors.name,
      lastMessageId: sql<number | null>`(select max(lm.id) from chat_messages lm where lm.chat_id = "chats"."id")`.mapWith((value: unknown) =>
        value === null ? null : Number(value),
      ),
      count: unreadIn(viewer.userId),
    })
    .from(chats)
    .innerJoin(airlines, eq(airlines.id, chats.airlineId))
    .leftJoin(contractors, eq(contractors.id, chats.contractorId))
    .innerJoin(owner, eq(owner.id, chats.ownerUserId))
    .where(pageIds ? and(scope, inArray(chats.id, pageIds)) : scope)
    .orderBy(...order);
}

async function assemble(db: Reader, rows: Awaited<ReturnType<typeof selectChats>>): Promise<Chat[]> {
  const ids = rows.map((r) => r.id);
  const [members, lastMessages, readMarks] = await Promise.all([
    loadMembers(db, ids),
    loadMessages(db, rows.flatMap((r) => (r.lastMessageId === null ? [] : [r.lastMessageId]))),
    loadReadMarks(db, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    type: row.type,
    members: members.get(row.id) ?? [],
    count: row.count,
    company: row.company,
    contractor: row.contractorName === null ? null : { name: row.contractorName },
    lastMessage: row.lastMessageId === null ? null : (lastMessages.get(row.lastMessageId) ?? null),
    readBy: readMarks.get(row.id) ?? {},
  }));
}

/** `%` and `_` in what the user typed are letters, not patterns. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export async function listChats(db: Reader, viewer: Viewer, query: ChatListQuery): Promise<ChatListPage> {
  const search = query.search ? or(ilike(contractors.name, containing(query.search)), ilike(owner.name, containing(query.search))) : undefined;
  const scope = and(visibleChats(viewer), search);
  const staff = viewer.kind === 'staff';
  const [counted] = await db
    .select({
      all: sql<number>`count(*)::int`,
      mine: staff ? sql<number>`(count(*) filter (where ${takenBy(viewer.userId)}))::int` : sql<number>`count(*)::int`,
      new: staff ? sql<number>`(count(*) filter (where ${untaken()}))::int` : sql<number>`0`,
    })
    .from(chats)
    .leftJoin(contractors, eq(contractors.id, chats.contractorId))
    .innerJoin(owner, eq(owner.id, chats.ownerUserId))
    .where(scope);
  const tabs = counted ?? { all: 0, mine: 0, new: 0 };
  // Clients have no tabs: all their chats are theirs.
  const tab = staff ? query.tab : 'all';
  const tabCondition = tab === 'mine' ? takenBy(viewer.userId) : tab === 'new' ? untaken() : undefined;
  const rows = await selectChats(db, viewer, and(search, tabCondition) ?? sql`true`, { size: query.size, offset: (query.page - 1) * query.size });
  return { items: await assemble(db, rows), total: tabs[tab], tabs };
}

/** One chat the viewer sees, or 404. */
export async function loadChat(db: Reader, viewer: Viewer, id: number): Promise<Chat> {
  const [chat] = await assemble(db, await selectChats(db, viewer, eq(chats.id, id)));
  if (!chat) throw new NotFoundError();
  return chat;
}
