import { Toast, ToastBody, ToastTitle } from '@fluentui/react-components';
import { useCallback } from 'react';
import { useAppToast } from '@/lib/toaster';

/** Says in a toast that something on the shipment's page did not go through (`title`), and why in the server's words. */
export function useFailureToast(): (title: string, error: unknown) => void {
  const { dispatchToast } = useAppToast();
  return useCallback(
    (title: string, error: unknown) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{title}</ToastTitle>
          <ToastBody>{error instanceof Error ? error.message : String(error)}</ToastBody>
        </Toast>,
        { intent: 'error' },
      ),
    [dispatchToast],
  );
}
