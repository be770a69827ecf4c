import { useNavigate } from 'react-router';
import { primaryLink } from '@shared/notifications/links';
import type { Notification } from '@shared/notifications/schemas';
import { useMarkViewed } from '../api/use-mark-viewed';

/** Opening a card reads it (section 4: unread until viewed) and follows its first link, if any. */
export function useOpenNotification(after?: () => void) {
  const navigate = useNavigate();
  const markViewed = useMarkViewed();
  return (notification: Notification) => {
    if (notification.viewedAt === null) markViewed.mutate({ strategy: 'id', subject: notification.id });
    const href = primaryLink(notification.contentData);
    after?.();
    if (href) void navigate(href);
  };
}
