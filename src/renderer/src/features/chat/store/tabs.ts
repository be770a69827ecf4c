import type { ChatTab } from '@shared/chat/constants';
import type { Chat, ChatListPage } from '@shared/chat/schemas';

// Section 4: "Initial chat tab for airline operators: mine if the opened chat is theirs; all if
// it has an operator; otherwise untaken. With no opened chat, mine if any, else untaken if any."

export const operatorsOf = (chat: Pick<Chat, 'members'>) => chat.members.filter((m) => m.role === 'airline');

export const isTakenBy = (chat: Pick<Chat, 'members'>, userId: number): boolean => operatorsOf(chat).some((m) => m.userId === userId);

export function initialTab(userId: number, opened: Pick<Chat, 'members'> | null, tabs: ChatListPage['tabs'] | null): ChatTab | null {
  if (opened) {
    if (isTakenBy(opened, userId)) return 'mine';
    return operatorsOf(opened).length ? 'all' : 'new';
  }
  if (!tabs) return null;
  if (tabs.mine > 0) return 'mine';
  if (tabs.new > 0) return 'new';
  return 'all';
}
