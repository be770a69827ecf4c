import { Toast, ToastBody, ToastTitle } from '@fluentui/react-components';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppToast } from '@/lib/toaster';

/** Says in a toast that an action on a flight did not go through, and why (the server's words). */
export function useActionFailure(): (error: unknown) => void {
  const { t } = useTranslation('flights');
  const { dispatchToast } = useAppToast();
  return useCallback(
    (error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      dispatchToast(
        <Toast>
          <ToastTitle>{t('actions.failed')}</ToastTitle>
          <ToastBody>{error instanceof Error ? error.message : String(error)}</ToastBody>
        </Toast>,
        { intent: 'error' },
      );
    },
    [dispatchToast, t],
  );
}
