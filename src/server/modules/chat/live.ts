import { can } from '@shared/abilities';
import { CHAT_ABILITIES } from '@shared/chat/abilities';
import { chatApi } from '@shared/chat/api';
import { topics } from '@shared/live/topics';
import type { SessionContext } from '../../access/session-context';
import type { LiveStreamSource } from '../../live/streams';

// Section 6: "The chat stream is allowed only with chat.action.view". A user hears their own
// chat events; staff every chat of their airline their ability reaches; a client company's users
// every chat of their company.

export function chatTopics(user: SessionContext): string[] {
  if (!can(user.abilities, CHAT_ABILITIES.view)) return [];
  const list = [topics.chatUser(user.userId)];
  if (user.airlineMarker && can(user.abilities, CHAT_ABILITIES.view, { company: user.airlineMarker })) list.push(topics.chatAirline(user.airlineMarker));
  if (user.contractorId !== null && !user.airlineMarker) list.push(topics.chatContractor(user.contractorId));
  return list;
}

export const chatStream: LiveStreamSource = { discovery: chatApi.discovery, topics: chatTopics };
