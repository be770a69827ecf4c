import { Toast, ToastBody, ToastTitle } from '@fluentui/react-components';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS } from '@shared/chat/constants';
import { isApiError } from '@/lib/api/api-error';
import { useAppToast } from '@/lib/toaster';
import { resendMessage, sendDraft, type SendOutcome } from '../store/actions';
import type { Draft } from '../store/atoms';
import { useChatContext } from './use-chat-context';

/**
 * Section 8's failed send: an error toast for 5 s with the server's message, the validation
 * message, or the generic text (a failure the server did not explain: a 5xx, the network).
 */
export function failureText(error: unknown, generic: string): string {
  return isApiError(error) && error.status < 500 && error.message ? error.message : generic;
}

export function useSend() {
  const ctx = useChatContext();
  const { t } = useTranslation(['chat', 'errors']);
  const { dispatchToast } = useAppToast();

  const report = useCallback(
    (outcome: SendOutcome): SendOutcome => {
      if (!outcome.ok) {
        dispatchToast(
          <Toast data-testid="chat-send-failed">
            <ToastTitle>{t('chat:send.failed')}</ToastTitle>
            <ToastBody>{failureText(outcome.error, t('errors:unknown'))}</ToastBody>
          </Toast>,
          { intent: 'error', timeout: CHAT_LIMITS.failedSendToastMs },
        );
      }
      return outcome;
    },
    [dispatchToast, t],
  );

  const send = useCallback(async (key: string, draft: Draft) => report(await sendDraft(ctx, key, draft)), [ctx, report]);
  const resend = useCallback(async (localId: string) => report(await resendMessage(ctx, localId)), [ctx, report]);
  return { send, resend };
}
