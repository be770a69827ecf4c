import type { ChatEvents, ChatEventType } from '@shared/live/events';
import { topics } from '@shared/live/topics';
import type { LiveEventInput } from '../../live/bus';
import type { ChatRef } from './access';

// The live events of chats (section 7's chat event types) and where each goes: a chat's events
// reach its airline's staff and its client side (the company, or the one user it belongs to).

export function chatTopics(chat: Pick<ChatRef, 'airlineMarker' | 'contractorId' | 'ownerUserId'>): string[] {
  return [topics.chatAirline(chat.airlineMarker), chat.contractorId !== null ? topics.chatContractor(chat.contractorId) : topics.chatUser(chat.ownerUserId)];
}

export function chatEvent<K extends ChatEventType>(type: K, topicList: string[], data: ChatEvents[K]): LiveEventInput {
  return { topics: topicList, type, data };
}
