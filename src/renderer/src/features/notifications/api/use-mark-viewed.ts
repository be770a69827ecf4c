import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationCount, NotificationPage, NotificationView } from '@shared/notifications/schemas';
import { useApi } from '@/lib/api/context';
import { notificationKeys } from './keys';
import { markNotificationsViewed } from './notifications';

/** Marks read and shows it at once: the count from the answer, the cards' viewedAt in place. */
export function useMarkViewed() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (view: NotificationView) => markNotificationsViewed(api, view),
    onSuccess: (count: NotificationCount, view) => {
      client.setQueryData(notificationKeys.count(), count);
      const now = new Date().toISOString();
      client.setQueriesData<NotificationPage>({ queryKey: notificationKeys.lists() }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((item) =>
                item.viewedAt === null && (view.strategy === 'all' || (view.strategy === 'group' && item.group === view.subject) || (view.strategy === 'id' && item.id === view.subject))
                  ? { ...item, viewedAt: now }
                  : item,
              ),
            }
          : page,
      );
      void client.invalidateQueries({ queryKey: notificationKeys.lists(), refetchType: 'none' });
    },
  });
}
