import { CounterBadge } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { unreadTotalAtom } from '../store/atoms';

/** The menu's Chats entry: unread messages in all chats (the count the chat loads at start and hears live). */
export default function ChatMenuBadge() {
  const { t } = useTranslation('chat');
  const unread = useAtomValue(unreadTotalAtom);
  if (!unread) return null;
  return <CounterBadge count={unread} overflowCount={99} size="small" color="danger" aria-label={t('list.unreadTotal', { count: unread })} data-testid="chat-menu-count" />;
}
