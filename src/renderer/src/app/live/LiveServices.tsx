import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { can } from '@shared/abilities';
import type { Locale } from '@shared/constants';
import type { LiveStreamName } from '@shared/live/events';
import type { SessionUser } from '@shared/profile/session-user';
import { CHAT_ABILITIES } from '@shared/chat/abilities';
import { chatApi } from '@shared/chat/api';
import { NOTIFICATION_ABILITIES } from '@shared/notifications/abilities';
import { notificationsApi } from '@shared/notifications/api';
import { useChatEvents } from '@/features/chat/live/use-chat-events';
import { useDashboardEvents } from '@/features/dashboard/live/use-dashboard-events';
import { useFinanceEvents } from '@/features/finance/live/use-finance-events';
import { useNotificationEvents } from '@/features/notifications/live/use-notification-events';
import { usePublicationEvents } from '@/features/publications/live/use-publication-events';
import { useApi } from '@/lib/api/context';
import { startLiveConnection } from '@/lib/live/connection';
import { liveEmitterAtom } from '@/lib/live/emitter';
import { logWarning } from '@/lib/log';
import { queryClientOf } from '@/lib/query-client-instance';
import { electronAtom } from '@/lib/state';
import { AppToaster } from './AppToaster';

/** Each stream's discovery call (section 7). */
const DISCOVERY = { chat: chatApi.discovery, notification: notificationsApi.discovery } as const satisfies Record<LiveStreamName, unknown>;

// What a signed-in app runs besides its pages: the live connection (section 4: streams start at
// login and close at logout), the handlers that bring its events into the stores, and the toaster.

/** Section 6: the chat stream only with chat.action.view; notifications with their page's ability. */
export function streamsFor(user: SessionUser): LiveStreamName[] {
  const streams: LiveStreamName[] = [];
  if (can(user.abilities, CHAT_ABILITIES.view)) streams.push('chat');
  if (can(user.abilities, NOTIFICATION_ABILITIES.view)) streams.push('notification');
  return streams;
}

export default function LiveServices({ user }: { user: SessionUser }) {
  const api = useApi();
  const store = useStore();
  const emitter = useAtomValue(liveEmitterAtom);
  const desktop = useAtomValue(electronAtom);
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const locale = i18n.language as Locale;
  const streams = streamsFor(user).join(',');

  useEffect(() => {
    // Set before the connection starts: a tab that does not lead is still listening (a test or a
    // diagnosis can tell it from a tab whose app has not started yet, which hears nothing).
    const root = document.documentElement;
    root.dataset.liveLeader = 'false';
    const connection = startLiveConnection({
      streams: streams ? (streams.split(',') as LiveStreamName[]) : [],
      userId: user.id,
      locale,
      desktop: window.desktop ?? null,
      discover: (stream) => api.callWithHeaders(DISCOVERY[stream]),
      onMessage: (message) => emitter.emit(message),
      onUnauthorized: () => api.sessionEnded(),
      onLeadership: (leading) => {
        root.dataset.liveLeader = leading ? 'true' : 'false';
      },
      log: logWarning,
    });
    return () => {
      connection.stop();
      delete root.dataset.liveLeader;
    };
  }, [api, emitter, user.id, locale, streams]);

  // A native notification clicked on the desktop opens its screen here.
  useEffect(() => window.desktop?.subscribe('app.navigate', ({ path }) => void navigate(path)), [navigate]);

  useNotificationEvents(queryClientOf(store), desktop);
  useChatEvents(queryClientOf(store), user);
  useFinanceEvents(queryClientOf(store));
  usePublicationEvents(queryClientOf(store));
  useDashboardEvents(queryClientOf(store));
  return <AppToaster />;
}
