import type { ChatCount } from '@shared/chat/schemas';
import { topics } from '@shared/live/topics';
import type { Database } from '../../db/client';
import { ValidationError } from '../../errors';
import { publishLive } from '../../live/bus';
import type { SessionContext } from '../../access/sessions';
import { findChat, viewerOf } from './access';
import { countUnread, markRead } from './counts';
import { chatEvent, chatTopics } from './events';
import { isMessageOf } from './messages';

// Reading a chat up to a message (PATCH /chat/id-{id}/view): the read mark moves forward only;
// the others see the mark, and the reader's other tabs and devices their new count.

export async function viewChat(db: Database, user: SessionContext, chatId: number, messageId: number): Promise<ChatCount> {
  const viewer = viewerOf(user);
  const chat = await findChat(db, viewer, chatId);
  if (!(await isMessageOf(db, chat.id, messageId))) throw new ValidationError({ messageId: 'chat:errors.notInChat' });
  return db.transaction(async (tx) => {
    const moved = await markRead(tx, chat.id, viewer.userId, messageId);
    const count = await countUnread(tx, viewer);
    // A mark that did not move tells nobody anything new.
    if (moved !== null) {
      await publishLive(tx, [
        chatEvent('chatView', chatTopics(chat), { chatId: chat.id, userId: viewer.userId, messageId: moved }),
        chatEvent('count', [topics.chatUser(viewer.userId)], count),
      ]);
    }
    return count;
  });
}
