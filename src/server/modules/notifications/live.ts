import { can } from '@shared/abilities';
import { topics } from '@shared/live/topics';
import { NOTIFICATION_ABILITIES } from '@shared/notifications/abilities';
import type { SessionContext } from '../../access/session-context';
import type { LiveStreamSource } from '../../live/streams';

// A user hears only their own notifications, and only while they may read them.

export function notificationTopics(user: SessionContext): string[] {
  return can(user.abilities, NOTIFICATION_ABILITIES.view) ? [topics.notifications(user.userId)] : [];
}

export const notificationStream: LiveStreamSource = { name: 'notification', ability: NOTIFICATION_ABILITIES.view, topics: notificationTopics };
