import { can } from '@shared/abilities';
import { topics } from '@shared/live/topics';
import type { SessionContext } from '../modules/auth/sessions';

// Which topics a signed-in user may hear (section 6: "The chat stream is allowed only with
// chat.action.view"). The hub refuses a subscription naming any other.

export const NOTIFICATION_ABILITY = 'agent.notification.view';
export const CHAT_ABILITY = 'chat.action.view';

export function notificationTopics(user: SessionContext): string[] {
  return can(user.abilities, NOTIFICATION_ABILITY) ? [topics.notifications(user.userId)] : [];
}

export function chatTopics(user: SessionContext): string[] {
  if (!can(user.abilities, CHAT_ABILITY)) return [];
  const list = [topics.chatUser(user.userId)];
  // Staff hear every chat of their airline, where their chat ability reaches it.
  if (user.airlineMarker && can(user.abilities, CHAT_ABILITY, { company: user.airlineMarker })) list.push(topics.chatAirline(user.airlineMarker));
  if (user.contractorId !== null && !user.airlineMarker) list.push(topics.chatContractor(user.contractorId));
  return list;
}

export function allowedTopics(user: SessionContext): Set<string> {
  return new Set([...notificationTopics(user), ...chatTopics(user)]);
}
