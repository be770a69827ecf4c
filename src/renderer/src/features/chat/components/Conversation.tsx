import { makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useStore } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@shared/abilities';
import { CHAT_ABILITIES } from '@shared/chat/abilities';
import { FormError } from '@/components/FormError';
import { isApiError } from '@/lib/api/api-error';
import { useChatContext } from '../hooks/use-chat-context';
import { useConversation } from '../hooks/use-conversation';
import { useMarkRead } from '../hooks/use-mark-read';
import { useMessageHandlers } from '../hooks/use-message-handlers';
import { chatStateAtom } from '../store/atoms';
import { isAirlineOperator } from '../store/fakes';
import { fakeMarker } from '../store/types';
import { Composer } from './Composer';
import { ConversationHeader } from './ConversationHeader';
import { MessageList } from './MessageList';
import { TypingIndicator } from './TypingIndicator';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, backgroundColor: tokens.colorNeutralBackground2 },
  body: { flexGrow: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
  state: { margin: 'auto', padding: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground3, textAlign: 'center' },
  notice: { margin: `0 ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXS}` },
  readOnly: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, color: tokens.colorNeutralForeground3, borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
});


/**
 * One conversation: its header and members, the messages, who is typing, the notice when the
 * airline does not accept messages, and the composer. `onOpen` follows the chat elsewhere (a
 * placeholder's first message makes the real chat).
 */
export function Conversation({ chatKey, onOpen, onBack, compact, actions }: { chatKey: string; onOpen(key: string): void; onBack?: () => void; compact?: boolean; actions?: ReactNode }) {
  const styles = useStyles();
  const { t } = useTranslation('chat');
  const store = useStore();
  const { user } = useChatContext();
  const operator = isAirlineOperator(user);
  const { entry, error, loadingOlder, loadOlder } = useConversation(chatKey);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const handlers = useMessageHandlers(chatKey, inputRef, listRef);
  useMarkRead(chatKey, Boolean(entry));

  // A placeholder that another tab or a colleague replaced with the real chat: follow it there.
  useEffect(() => {
    const marker = fakeMarker(chatKey);
    if (entry || marker === null) return;
    const real = Object.values(store.get(chatStateAtom).chats).find((e) => !e.fake && e.chat.company.marker === marker);
    if (real) onOpen(real.key);
  }, [entry, chatKey, store, onOpen]);

  if (!entry) {
    // A placeholder only for an airline the user may write to, and never for its staff.
    const marker = fakeMarker(chatKey);
    if (marker !== null && (operator || !user.availableAirlines[marker])) {
      return (
        <div className={styles.root}>
          <Text className={styles.state}>{t('conversation.notFound')}</Text>
        </div>
      );
    }
    if (error) {
      const missing = isApiError(error) && (error.status === 404 || error.status === 403);
      return <div className={styles.root}>{missing ? <Text className={styles.state}>{t('conversation.notFound')}</Text> : <FormError message={error.message} />}</div>;
    }
    return (
      <div className={styles.root}>
        <Spinner className={styles.state} label={t('conversation.loading')} />
      </div>
    );
  }

  const mayWrite = operator || can(user.abilities, CHAT_ABILITIES.chatting, { company: entry.chat.company.marker });
  return (
    <section className={styles.root} aria-label={t('conversation.label')}>
      <ConversationHeader entry={entry} operator={operator} userId={user.id} compact={compact} onBack={onBack} actions={actions} />
      <div className={styles.body} ref={listRef}>
        {error ? <FormError message={error.message} /> : null}
        {!entry.loaded ? (
          <Spinner className={styles.state} label={t('conversation.loading')} />
        ) : (
          <MessageList entry={entry} userId={user.id} loadingOlder={loadingOlder} onLoadOlder={() => void loadOlder()} handlers={handlers} />
        )}
      </div>
      <TypingIndicator typing={entry.typing} />
      {!operator && !entry.chat.company.acceptsMessages ? (
        <MessageBar className={styles.notice} intent="warning" role="alert">
          <MessageBarBody>{t('conversation.notAccepting')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {mayWrite ? (
        <Composer key={entry.key} entry={entry} inputRef={inputRef} canSend={operator || entry.chat.company.acceptsMessages} onSent={(key) => key !== chatKey && onOpen(key)} />
      ) : (
        <Text className={styles.readOnly}>{t('composer.readOnly')}</Text>
      )}
    </section>
  );
}
