import type { ChatTab } from '@shared/chat/constants';

/** Query keys of the chat feature (the chats themselves live in the chat store). */
export const chatKeys = {
  all: ['chat'] as const,
  lists: () => [...chatKeys.all, 'list'] as const,
  list: (query: { tab: ChatTab; search: string }) => [...chatKeys.lists(), query] as const,
};
