import { type ToastIntent } from '@fluentui/react-components';
import type { QueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { createElement, useEffect } from 'react';
import { NOTIFICATION_EVENT_TYPE } from '@shared/live/events';
import { normalizeNotification } from '@shared/notifications/normalize';
import type { NotificationLevel } from '@shared/notifications/schemas';
import { useApi } from '@/lib/api/context';
import { liveEmitterAtom } from '@/lib/live/emitter';
import { showPush } from '@/lib/push';
import { chatsOnScreenAtom } from '@/lib/state';
import { useAppToast } from '@/lib/toaster';
import { notificationKeys } from '../api/keys';
import { markNotificationsViewed } from '../api/notifications';
import { NotificationToast } from './NotificationToast';

const INTENTS: Record<NotificationLevel, ToastIntent> = { error: 'error', success: 'success', warning: 'warning', info: 'info' };
const TOAST_MS = 8_000;

/**
 * A notification arriving live: the bell's count is the event's, lists refetch when next shown, a
 * toast tells the user, and the browser shows it too while the tab is in the background (when the
 * user opted in). The desktop's main process shows its own native ones. A chat message's
 * notification for a chat the user is reading right now is read at once, with no toast.
 */
export function useNotificationEvents(client: QueryClient, desktop: boolean): void {
  const api = useApi();
  const store = useStore();
  const emitter = useAtomValue(liveEmitterAtom);
  const { dispatchToast } = useAppToast();
  useEffect(
    () =>
      emitter.on(({ event }) => {
        if (event.type !== NOTIFICATION_EVENT_TYPE) return;
        const { count } = event.data;
        const message = normalizeNotification(event.data.message);
        void client.invalidateQueries({ queryKey: notificationKeys.lists() });
        const chatId = message.group === 'chat' ? Object.values(message.contentData).find((piece) => piece.subtype === 'chat')?.params?.id : undefined;
        if (chatId !== undefined && document.visibilityState === 'visible' && (store.get(chatsOnScreenAtom)[String(chatId)] ?? 0) > 0) {
          void markNotificationsViewed(api, { strategy: 'id', subject: message.id })
            .then((fresh) => client.setQueryData(notificationKeys.count(), fresh))
            .catch(() => client.setQueryData(notificationKeys.count(), count));
          return;
        }
        client.setQueryData(notificationKeys.count(), count);
        dispatchToast(createElement(NotificationToast, { notification: message }), { intent: INTENTS[message.level], timeout: TOAST_MS });
        if (!desktop && document.visibilityState === 'hidden') void showPush(message).catch(() => undefined);
      }),
    [api, store, emitter, client, desktop, dispatchToast],
  );
}
