import { Toast, ToastBody, ToastTitle } from '@fluentui/react-components';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintForm } from '@shared/shipments/awb-form';
import { printAwb, printOutcomeMessage, type PrintAwbOutcome, type PrintOutcomeMessage } from '@/lib/print-awb';
import { useAppToast } from '@/lib/toaster';

/** Shows a print's outcome as the app's toast. */
export function usePrintToast() {
  const { t } = useTranslation('print');
  const { dispatchToast } = useAppToast();
  return useCallback(
    (message: PrintOutcomeMessage) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{t(message.key, message.params)}</ToastTitle>
          {message.detail ? <ToastBody>{message.detail}</ToastBody> : null}
        </Toast>,
        { intent: message.intent },
      ),
    [dispatchToast, t],
  );
}

/**
 * printAwb with its toast: the desktop prints (or says why not), a browser opens the PDF. Call it
 * straight from the click, so the browser's tab opens as the click's own.
 */
export function usePrintAwb() {
  const toast = usePrintToast();
  return useCallback(
    async (shipmentId: number, form: PrintForm): Promise<PrintAwbOutcome> => {
      const outcome = await printAwb(shipmentId, form);
      toast(printOutcomeMessage(outcome));
      return outcome;
    },
    [toast],
  );
}
