import type { QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { NOTIFICATION_EVENT_TYPE } from '@shared/live/events';
import { liveEmitterAtom } from '@/lib/live/emitter';
import { financeKeys } from '../api/keys';

/** The notification groups that tell of money moved (section 2: a payment decided; a booking answered, cancelled or released moves its hold). */
const MONEY_GROUPS = new Set(['payment', 'booking']);

/**
 * Money moved elsewhere (a payment accepted by the airline, a statement imported): the header's
 * balance, the balance and payments pages read their figures again at once.
 */
export function useFinanceEvents(client: QueryClient): void {
  const emitter = useAtomValue(liveEmitterAtom);
  useEffect(
    () =>
      emitter.on(({ event }) => {
        if (event.type !== NOTIFICATION_EVENT_TYPE) return;
        const group = (event.data.message as { group?: unknown } | undefined)?.group;
        if (typeof group === 'string' && MONEY_GROUPS.has(group)) void client.invalidateQueries({ queryKey: financeKeys.all });
      }),
    [emitter, client],
  );
}
