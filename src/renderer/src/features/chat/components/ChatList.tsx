import { Button, makeStyles, SearchBox, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_TABS, type ChatTab } from '@shared/chat/constants';
import { FormError } from '@/components/FormError';
import { useChatContext } from '../hooks/use-chat-context';
import { useChatList } from '../hooks/use-chat-list';
import { useDebounced } from '../hooks/use-debounced';
import { useInitialTab } from '../hooks/use-initial-tab';
import { chatCountsAtom } from '../store/atoms';
import { isAirlineOperator } from '../store/fakes';
import { ChatListItem } from './ChatListItem';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' },
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalS}` },
  titleRow: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, minHeight: '32px' },
  tabs: { marginLeft: `calc(-1 * ${tokens.spacingHorizontalM})` },
  search: { width: '100%', maxWidth: 'none' },
  list: { flexGrow: 1, minHeight: 0, overflowY: 'auto', margin: 0, padding: 0, listStyle: 'none' },
  empty: { padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`, color: tokens.colorNeutralForeground3, textAlign: 'center' },
  more: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalS },
  pending: { padding: tokens.spacingVerticalXL },
});

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The chats (section 2): tabs All, Mine and New for airline operators, a search, each chat with
 * its preview and unread count. `selectedKey` is the chat open beside (or in) the list.
 */
export function ChatList({ selectedKey, onOpen, title, actions }: { selectedKey: string | null; onOpen(key: string): void; title?: ReactNode; actions?: ReactNode }) {
  const styles = useStyles();
  const { t } = useTranslation('chat');
  const { user } = useChatContext();
  const operator = isAirlineOperator(user);
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<ChatTab | null>(operator ? null : 'all');
  const tab = chosen ?? 'all';
  const list = useChatList(tab, settled);
  useInitialTab({ pending: chosen === null, userId: user.id, openedKey: selectedKey, tabs: list.tabs, decide: setChosen });
  const counts = useAtomValue(chatCountsAtom);

  return (
    <div className={styles.root}>
      <div className={styles.head}>
        {title || actions ? (
          <div className={styles.titleRow}>
            {title}
            {actions}
          </div>
        ) : null}
        {operator ? (
          <TabList className={styles.tabs} size="small" selectedValue={tab} onTabSelect={(_, data) => setChosen(data.value as ChatTab)} aria-label={t('tabs.label')}>
            {CHAT_TABS.map((one) => (
              <Tab key={one} value={one}>
                {list.tabs ? `${t(`tabs.${one}`)} (${list.tabs[one]})` : t(`tabs.${one}`)}
              </Tab>
            ))}
          </TabList>
        ) : null}
        <SearchBox
          className={styles.search}
          size="small"
          value={search}
          onChange={(_, data) => setSearch(data.value)}
          placeholder={t(operator ? 'list.searchClients' : 'list.searchAirlines')}
          aria-label={t('list.search')}
        />
      </div>
      {list.error ? <FormError message={list.error.message} /> : null}
      {list.pending ? (
        <Spinner className={styles.pending} size="small" label={t('list.loading')} />
      ) : list.items.length ? (
        <ul className={styles.list} aria-label={t('list.label')}>
          {list.items.map((entry) => (
            <li key={entry.key}>
              <ChatListItem
                entry={entry}
                operator={operator}
                userId={user.id}
                selected={entry.key === selectedKey}
                unread={entry.fake ? 0 : (counts?.chats[String(entry.chat.id)] ?? (counts ? 0 : entry.chat.count))}
                onOpen={onOpen}
              />
            </li>
          ))}
          {list.more ? (
            <li className={styles.more}>
              <Button size="small" appearance="subtle" disabled={list.loadingMore} onClick={list.loadMore}>
                {t('list.more')}
              </Button>
            </li>
          ) : null}
        </ul>
      ) : (
        <Text className={styles.empty}>{settled ? t('list.nothingFound') : t('list.empty')}</Text>
      )}
    </div>
  );
}
