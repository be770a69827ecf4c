import type { NotificationCount, NotificationGroup, NotificationPage, NotificationTab, NotificationView } from '@shared/notifications/schemas';
import type { ApiClient } from '@/lib/api/client';

// Section 7's notification calls.

export const getNotifications = (api: ApiClient, query: { tab: NotificationTab; group?: NotificationGroup; page: number; size: number }, signal?: AbortSignal) =>
  api.get<NotificationPage>('/notification', { query: { ...query }, signal });

export const getNotificationCount = (api: ApiClient) => api.get<NotificationCount>('/notification/count');

export const markNotificationsViewed = (api: ApiClient, view: NotificationView) => api.patch<NotificationCount>('/notification/view', view);
