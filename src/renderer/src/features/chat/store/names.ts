import type { ChatEntry } from './types';

// What a chat is called in the list and its header: the client company for the airline's staff
// (its creator's name while the client has no company yet), the airline for everyone else.

export function chatTitle(entry: Pick<ChatEntry, 'chat'>, operator: boolean): string {
  const { chat } = entry;
  if (!operator) return chat.company.name;
  return chat.contractor?.name ?? chat.members.find((m) => m.role === 'creator')?.contractorName ?? chat.members[0]?.contractorName ?? `#${chat.id}`;
}

/** When the chat last moved: its last message, or its creation. */
export const activityOf = (entry: Pick<ChatEntry, 'chat'>): string => entry.chat.lastMessage?.createdAt ?? entry.chat.createdAt;

/** Newest activity first, as the server orders the list; placeholders after every real chat. */
export function byActivity(a: ChatEntry, b: ChatEntry): number {
  if (a.fake !== b.fake) return a.fake ? 1 : -1;
  return activityOf(b).localeCompare(activityOf(a)) || b.chat.id - a.chat.id;
}
