import { notificationsApi } from '@shared/notifications/api';
import type { NotificationGroup, NotificationTab, NotificationView } from '@shared/notifications/schemas';
import type { ApiClient } from '@/lib/api/client';

// Section 7's notification calls.

export const getNotifications = (api: ApiClient, query: { tab: NotificationTab; group?: NotificationGroup; page: number; size: number }, signal?: AbortSignal) =>
  api.call(notificationsApi.list, { query: { ...query }, signal });

export const getNotificationCount = (api: ApiClient) => api.call(notificationsApi.count);

export const markNotificationsViewed = (api: ApiClient, view: NotificationView) => api.call(notificationsApi.view, { body: view });
