import { notificationsApi } from '@shared/notifications/api';
import { normalizeNotification } from '@shared/notifications/normalize';
import type { NotificationGroup, NotificationTab, NotificationView } from '@shared/notifications/schemas';
import type { ApiClient } from '@/lib/api/client';

// Section 7's notification calls.

/** The page of notifications, their dates in one form whichever of section 3's they arrived in. */
export const getNotifications = async (api: ApiClient, query: { tab: NotificationTab; group?: NotificationGroup; page: number; size: number }, signal?: AbortSignal) => {
  const page = await api.call(notificationsApi.list, { query: { ...query }, signal });
  return { ...page, items: page.items.map(normalizeNotification) };
};

export const getNotificationCount = (api: ApiClient) => api.call(notificationsApi.count);

export const markNotificationsViewed = (api: ApiClient, view: NotificationView) => api.call(notificationsApi.view, { body: view });
