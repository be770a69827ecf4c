import { can } from '@shared/abilities';
import { topics } from '@shared/live/topics';
import { NOTIFICATION_ABILITIES } from '@shared/notifications/abilities';
import { notificationsApi } from '@shared/notifications/api';
import type { SessionContext } from '../../access/session-context';
import type { LiveStreamSource } from '../../live/streams';

// A user hears only their own notifications, and only while they may read them.

export function notificationTopics(user: SessionContext): string[] {
  return can(user.abilities, NOTIFICATION_ABILITIES.view) ? [topics.notifications(user.userId)] : [];
}

export const notificationStream: LiveStreamSource = { discovery: notificationsApi.discovery, topics: notificationTopics };
