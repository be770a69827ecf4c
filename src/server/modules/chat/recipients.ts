import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { can, type Abilities } from '@shared/abilities';
import { messagePreview } from '@shared/chat/rules';
import type { ChatMessage } from '@shared/chat/schemas';
import { CHAT_ABILITIES } from '@shared/chat/abilities';
import { NOTIFICATION_ABILITIES } from '@shared/notifications/abilities';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { notify } from '../notifications';
import type { ChatRef } from './access';
import { memberIds } from './members';

// Who hears of a new message as a notification (section 6: "skipped if the author is the current
// user, or if the chat has several members and the current user is not among them"). A chat with
// one member (its creator) is still waiting for an answer: everyone who may read it hears, on the
// client's side and among the airline's staff. Only people who may read chats and notifications
// get one.

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'select' | 'insert' | 'transaction'>;

export async function messageRecipients(db: Reader, chat: ChatRef, authorId: number, members: readonly number[]): Promise<number[]> {
  const clientSide = chat.contractorId !== null ? eq(users.contractorId, chat.contractorId) : eq(users.id, chat.ownerUserId);
  const candidates = members.length >= 2 ? inArray(users.id, [...members]) : or(clientSide, eq(users.airlineId, chat.airlineId));
  const rows = await db
    .select({
      id: users.id,
      airlineId: users.airlineId,
      abilities: sql<Abilities>`coalesce((select json_object_agg(a.ability, a.conditions) from access_group_abilities a where a.group_id = ${users.accessGroupId}), '{}'::json)`,
    })
    .from(users)
    .where(and(candidates, eq(users.active, true)));
  return rows
    .filter((row) => row.id !== authorId)
    .filter((row) => row.airlineId === null || row.airlineId === chat.airlineId)
    .filter((row) => can(row.abilities, CHAT_ABILITIES.view, { company: chat.airlineMarker }) && can(row.abilities, NOTIFICATION_ABILITIES.view))
    .map((row) => row.id)
    .sort((a, b) => a - b);
}

/** Tells the message's recipients of it, in the caller's transaction. */
export async function notifyMessage(db: Writer, chat: ChatRef, message: ChatMessage): Promise<void> {
  const recipients = await messageRecipients(db, chat, message.createdBy.id, await memberIds(db, chat.id));
  const preview = messagePreview(message.text);
  await notify(db, recipients, {
    group: 'chat',
    level: 'info',
    template: 'chatMessage',
    contentData: {
      author: { type: 'bold', text: message.createdBy.name },
      text: preview === null ? { type: 'italic', textKey: 'notifications:pieces.fileOnly' } : { type: 'italic', text: preview },
      chat: { type: 'link', textKey: 'notifications:pieces.openChat', subtype: 'chat', params: { id: chat.id } },
    },
  });
}
