import type { Database } from '../../db/client';
import { publishTransient } from '../../live/bus';
import type { SessionContext } from '../../access/sessions';
import { findChat, viewerOf } from './access';
import { chatEvent, chatTopics } from './events';
import { describeMember } from './members';

// "Somebody is typing" (POST /chat/id-{id}/writing): a transient live signal, nothing kept, not
// even in the event log (replaying it after a reconnect would tell of typing long over). The
// writer is shown as the member they are, or would become by sending.

export async function announceWriting(db: Database, user: SessionContext, chatId: number): Promise<void> {
  const viewer = viewerOf(user);
  const chat = await findChat(db, viewer, chatId);
  const member = await describeMember(db, chat.id, viewer, chat);
  await publishTransient(db, chatEvent('userWriting', chatTopics(chat), { chatId: chat.id, member }));
}
