import type { NotificationGroup, NotificationTab } from '@shared/notifications/schemas';

/** Query keys of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (query: { tab: NotificationTab; group?: NotificationGroup; page: number; size: number }) => [...notificationKeys.lists(), query] as const,
  count: () => [...notificationKeys.all, 'count'] as const,
};
