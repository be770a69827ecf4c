import { Toast, ToastBody, ToastTitle } from '@fluentui/react-components';
import { useCallback } from 'react';
import { useAppToast } from '@/lib/toaster';

/** How long a "saved" or "deleted" note stays: long enough to read two words and a name. */
const DONE_TOAST_MS = 4000;

/** A short note that a save or a delete went through, naming the record. */
export function useDoneToast(): (what: string, title: string) => void {
  const { dispatchToast } = useAppToast();
  return useCallback(
    (what, title) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{what}</ToastTitle>
          <ToastBody>{title}</ToastBody>
        </Toast>,
        { intent: 'success', timeout: DONE_TOAST_MS },
      ),
    [dispatchToast],
  );
}
