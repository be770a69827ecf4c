import { useToastController, type ToastIntent } from '@fluentui/react-components';
import type { QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { createElement, useEffect } from 'react';
import { NOTIFICATION_EVENT_TYPE } from '@shared/live/events';
import type { NotificationLevel } from '@shared/notifications/schemas';
import { liveEmitterAtom } from '@/lib/live/emitter';
import { showPush } from '@/lib/push';
import { APP_TOASTER_ID } from '@/lib/toaster';
import { notificationKeys } from '../api/keys';
import { NotificationToast } from './NotificationToast';

const INTENTS: Record<NotificationLevel, ToastIntent> = { error: 'error', success: 'success', warning: 'warning', info: 'info' };
const TOAST_MS = 8_000;

/**
 * A notification arriving live: the bell's count is the event's, lists refetch when next shown, a
 * toast tells the user, and the browser shows it too while the tab is in the background (when the
 * user opted in). The desktop's main process shows its own native ones.
 */
export function useNotificationEvents(client: QueryClient, desktop: boolean): void {
  const emitter = useAtomValue(liveEmitterAtom);
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
  useEffect(
    () =>
      emitter.on(({ event }) => {
        if (event.type !== NOTIFICATION_EVENT_TYPE) return;
        const { message, count } = event.data;
        client.setQueryData(notificationKeys.count(), count);
        void client.invalidateQueries({ queryKey: notificationKeys.lists() });
        dispatchToast(createElement(NotificationToast, { notification: message }), { intent: INTENTS[message.level], timeout: TOAST_MS });
        if (!desktop && document.visibilityState === 'hidden') void showPush(message).catch(() => undefined);
      }),
    [emitter, client, desktop, dispatchToast],
  );
}
