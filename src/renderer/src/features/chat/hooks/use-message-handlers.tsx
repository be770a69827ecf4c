import { Toast, ToastTitle } from '@fluentui/react-components';
import { useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/lib/confirm';
import { useAppToast } from '@/lib/toaster';
import type { MessageHandlers } from '../components/MessageBubble';
import { deleteOwnMessage } from '../store/actions';
import { useChatContext } from './use-chat-context';
import { useDraft } from './use-draft';
import { useSend } from './use-send';

/** Reply, copy, delete, resend and "show the answered message" for the messages of one conversation. */
export function useMessageHandlers(key: string, inputRef: RefObject<HTMLTextAreaElement | null>, listRef: RefObject<HTMLElement | null>): MessageHandlers {
  const ctx = useChatContext();
  const { t } = useTranslation('chat');
  const confirm = useConfirm();
  const { update } = useDraft(key);
  const { resend } = useSend();
  const { dispatchToast } = useAppToast();

  return useMemo(() => {
    const toast = (text: string, intent: 'success' | 'error') =>
      dispatchToast(
        <Toast>
          <ToastTitle>{text}</ToastTitle>
        </Toast>,
        { intent, timeout: 3000 },
      );
    return {
      onReply(message) {
        update({ replyTo: { ...message, status: message.status === 'deleted' ? 'deleted' : 'active' } });
        inputRef.current?.focus();
      },
      onCopy(message) {
        navigator.clipboard.writeText(message.text).then(
          () => toast(t('message.copied'), 'success'),
          () => toast(t('message.copyFailed'), 'error'),
        );
      },
      onDelete(message) {
        void confirm({ title: t('message.deleteTitle'), message: t('message.deleteQuestion'), confirmLabel: t('message.delete') }).then((yes) => {
          if (yes) deleteOwnMessage(ctx, message.id).catch((error: Error) => toast(error.message, 'error'));
        });
      },
      onResend(message) {
        if (message.localId) void resend(message.localId);
      },
      onOpenQuote(messageId) {
        const target = listRef.current?.querySelector<HTMLElement>(`[data-message-id="${messageId}"]`);
        target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      },
    } satisfies MessageHandlers;
  }, [ctx, t, confirm, update, resend, dispatchToast, inputRef, listRef]);
}
