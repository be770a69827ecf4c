import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ChatRole } from '@shared/chat/constants';
import type { ChatMember } from '@shared/chat/schemas';
import type { Database } from '../../db/client';
import { chatMembers } from '../../db/schema';
import type { ChatRef, Viewer } from './access';
import { loadPeople, unknownPerson, type Person } from './people';

// Members of chats (section 3: roles creator, author, airline): who joined, and the joining and
// leaving themselves.

type Reader = Pick<Database, 'select'>;

const toMember = (person: Person, role: ChatRole): ChatMember => ({
  userId: person.userId,
  role,
  username: person.username,
  name: person.name,
  contractorName: person.contractorName,
});

/** Members of each chat, in the order they joined. */
export async function loadMembers(db: Reader, chatIds: readonly number[]): Promise<Map<number, ChatMember[]>> {
  const result = new Map<number, ChatMember[]>(chatIds.map((id) => [id, []]));
  if (!chatIds.length) return result;
  const rows = await db
    .select({ chatId: chatMembers.chatId, userId: chatMembers.userId, role: chatMembers.role })
    .from(chatMembers)
    .where(inArray(chatMembers.chatId, [...chatIds]))
    .orderBy(asc(chatMembers.joinedAt), asc(chatMembers.userId));
  const people = await loadPeople(db, rows.map((r) => r.userId));
  for (const row of rows) result.get(row.chatId)?.push(toMember(people.get(row.userId) ?? unknownPerson(row.userId), row.role));
  return result;
}

export async function memberRole(db: Reader, chatId: number, userId: number): Promise<ChatRole | null> {
  const [row] = await db
    .select({ role: chatMembers.role })
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)));
  return row?.role ?? null;
}

/** The role a viewer has, or would take on writing: staff answer as the airline; the client who started the chat is its creator. */
export function roleFor(viewer: Viewer, chat: ChatRef): ChatRole {
  if (viewer.kind === 'staff') return 'airline';
  return chat.ownerUserId === viewer.userId ? 'creator' : 'author';
}

/** The viewer as a member of the chat, whether or not they have joined. */
export async function describeMember(db: Reader, chatId: number, viewer: Viewer, chat: ChatRef): Promise<ChatMember> {
  const role = (await memberRole(db, chatId, viewer.userId)) ?? roleFor(viewer, chat);
  const people = await loadPeople(db, [viewer.userId]);
  return toMember(people.get(viewer.userId) ?? unknownPerson(viewer.userId), role);
}

/** Adds a member; the new member, or null when they already were one. */
export async function addMember(db: Pick<Database, 'select' | 'insert'>, chatId: number, userId: number, role: ChatRole): Promise<ChatMember | null> {
  const inserted = await db.insert(chatMembers).values({ chatId, userId, role }).onConflictDoNothing().returning({ userId: chatMembers.userId });
  if (!inserted.length) return null;
  const people = await loadPeople(db, [userId]);
  return toMember(people.get(userId) ?? unknownPerson(userId), role);
}

/** Removes a staff member's airline membership; who left, or null when they were not in. */
export async function removeAirlineMember(db: Pick<Database, 'select' | 'delete'>, chatId: number, userId: number): Promise<ChatMember | null> {
  const removed = await db
    .delete(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId), eq(chatMembers.role, 'airline')))
    .returning({ userId: chatMembers.userId });
  if (!removed.length) return null;
  const people = await loadPeople(db, [userId]);
  return toMember(people.get(userId) ?? unknownPerson(userId), 'airline');
}

export async function memberIds(db: Reader, chatId: number): Promise<number[]> {
  const rows = await db.select({ userId: chatMembers.userId }).from(chatMembers).where(eq(chatMembers.chatId, chatId));
  return rows.map((r) => r.userId);
}
