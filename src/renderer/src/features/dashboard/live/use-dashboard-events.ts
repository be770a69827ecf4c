import type { QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { NOTIFICATION_EVENT_TYPE } from '@shared/live/events';
import { liveEmitterAtom } from '@/lib/live/emitter';
import { dashboardKeys } from '../api/keys';

/**
 * Every live notification tells of something a block counts (a booking answered, a payment
 * decided, a request's status, the unread count itself): the dashboard reads again, at once if it
 * is on screen, else when next shown. The chat stream changes none of its numbers.
 */
export function useDashboardEvents(client: QueryClient): void {
  const emitter = useAtomValue(liveEmitterAtom);
  useEffect(
    () =>
      emitter.on(({ event }) => {
        if (event.type === NOTIFICATION_EVENT_TYPE) void client.invalidateQueries({ queryKey: dashboardKeys.all });
      }),
    [emitter, client],
  );
}
