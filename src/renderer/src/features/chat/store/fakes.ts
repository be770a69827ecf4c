import type { Chat } from '@shared/chat/schemas';
import type { SessionUser } from '@shared/profile/session-user';
import { newEntry } from './state';
import { fakeKey, type ChatEntry } from './types';

// Section 6: "Non-airline users get a placeholder chat for each available airline without a
// chat." A placeholder is a chat with id 0: every chat call skips it (isChatId), and its first
// message creates the real chat (POST /chat), which then takes its place.

/** Airline staff answer chats; everyone else writes to airlines and gets placeholders. */
export const isAirlineOperator = (user: Pick<SessionUser, 'isAirCompany'>): boolean => user.isAirCompany;

export function fakeChat(user: Pick<SessionUser, 'availableAirlines' | 'contractor' | 'name'>, marker: string, now = new Date()): ChatEntry | null {
  const airline = user.availableAirlines[marker];
  if (!airline) return null;
  const chat: Chat = {
    id: 0,
    createdAt: now.toISOString(),
    type: 'common',
    members: [],
    count: 0,
    // The airline's settings flag comes with the user's airlines: a placeholder shows the notice too.
    company: { marker: airline.marker, iata: airline.iata, name: airline.name, acceptsMessages: airline.acceptsChatMessages },
    contractor: user.contractor ? { name: user.contractor.name } : null,
    lastMessage: null,
    readBy: {},
  };
  return newEntry(chat, fakeKey(marker), true);
}

/** One placeholder per available airline (in the user's order); the store keeps those without a chat. */
export function fakeChatsFor(user: SessionUser): ChatEntry[] {
  if (isAirlineOperator(user)) return [];
  return user.availableAirlinesKeys.flatMap((marker) => {
    const entry = fakeChat(user, marker);
    return entry ? [{ ...entry, loaded: true }] : [];
  });
}
