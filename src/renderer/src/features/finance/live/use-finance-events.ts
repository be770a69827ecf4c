import type { QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { NOTIFICATION_EVENT_TYPE } from '@shared/live/events';
import { liveEmitterAtom } from '@/lib/live/emitter';
import { financeKeys } from '../api/keys';
import { movesMoney } from './moves-money';

/**
 * Money moved elsewhere (a payment accepted by the airline, a refund credited): the header's
 * balance, the balance and payments pages read their figures again at once.
 */
export function useFinanceEvents(client: QueryClient): void {
  const emitter = useAtomValue(liveEmitterAtom);
  useEffect(
    () =>
      emitter.on(({ event }) => {
        if (event.type !== NOTIFICATION_EVENT_TYPE) return;
        if (movesMoney(event.data.message)) void client.invalidateQueries({ queryKey: financeKeys.all });
      }),
    [emitter, client],
  );
}
