import { Toast, ToastTitle } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { chatKeys } from '../api/keys';
import { takeOrLeave } from '../store/actions';
import { useAppToast } from '@/lib/toaster';
import { useChatContext } from './use-chat-context';

/** Take the dialog or leave it (airline staff): the chat's members change, and so do the tabs. */
export function useTakeDialog(key: string) {
  const ctx = useChatContext();
  const client = useQueryClient();
  const { dispatchToast } = useAppToast();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (take: boolean) => {
      setBusy(true);
      try {
        await takeOrLeave(ctx, key, take);
        void client.invalidateQueries({ queryKey: chatKeys.lists() });
      } catch (error) {
        dispatchToast(
          <Toast>
            <ToastTitle>{(error as Error).message}</ToastTitle>
          </Toast>,
          { intent: 'error' },
        );
      } finally {
        setBusy(false);
      }
    },
    [ctx, key, client, dispatchToast],
  );
  return { busy, take: () => void run(true), leave: () => void run(false) };
}
