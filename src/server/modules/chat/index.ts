import type { AreaModule } from '../../area';
import { chatStream } from './live';
import chatRoutes from './routes';
import { seedChats } from './seed';

// Chats between clients and the airline: messages with attachments, read marks, taking and
// leaving a dialog, typing signals, all live.

export const chat: AreaModule = {
  name: 'chat',
  routes: chatRoutes,
  live: [chatStream],
  seed: { demo: seedChats },
};
