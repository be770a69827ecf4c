import type { Chat } from '@shared/chat/schemas';
import type { Database } from '../../db/client';
import { ForbiddenError } from '../../errors';
import { publishLive } from '../../live/bus';
import type { SessionContext } from '../../access/sessions';
import { findChat, viewerOf } from './access';
import { chatEvent, chatTopics } from './events';
import { loadChat } from './list';
import { addMember, removeAirlineMember } from './members';

// Airline staff take a dialog (join it as the airline's operator) and leave it (section 2's
// "take the dialog" and "leave the dialog"). Several operators may answer one chat.

async function staffChat(db: Database, user: SessionContext, chatId: number) {
  const viewer = viewerOf(user);
  // A client is never an operator; a chat out of reach stays not found.
  if (viewer.kind === 'client') throw new ForbiddenError();
  return { viewer, chat: await findChat(db, viewer, chatId) };
}

export async function joinChat(db: Database, user: SessionContext, chatId: number): Promise<Chat> {
  const { viewer, chat } = await staffChat(db, user, chatId);
  return db.transaction(async (tx) => {
    const member = await addMember(tx, chat.id, viewer.userId, 'airline');
    if (member) await publishLive(tx, chatEvent('memberJoin', chatTopics(chat), { chatId: chat.id, member }));
    return loadChat(tx, viewer, chat.id);
  });
}

export async function leaveChat(db: Database, user: SessionContext, chatId: number): Promise<Chat> {
  const { viewer, chat } = await staffChat(db, user, chatId);
  return db.transaction(async (tx) => {
    const member = await removeAirlineMember(tx, chat.id, viewer.userId);
    if (member) await publishLive(tx, chatEvent('memberLeave', chatTopics(chat), { chatId: chat.id, member }));
    return loadChat(tx, viewer, chat.id);
  });
}
