import { Button, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { ChatAddRegular } from '@fluentui/react-icons';
import { useAtomValue, useStore } from 'jotai';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { can } from '@shared/abilities';
import { findRoute, routePath } from '@shared/routes';
import { QueryClientProvider, queryClientOf } from '@/lib/query-client-instance';
import { platformAtom, userAtom } from '@/lib/state';
import { ChatList } from '../components/ChatList';
import { useChatRoute } from './use-chat-route';

const useStyles = makeStyles({
  title: { margin: 0, fontSize: tokens.fontSizeBase500 },
});

function Pane() {
  const styles = useStyles();
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const platform = useAtomValue(platformAtom);
  const { selected, open } = useChatRoute();
  const add = findRoute('chats-add');
  const mayAdd = Boolean(user && add?.platforms.includes(platform) && add.ability && can(user.abilities, add.ability));
  return (
    <ChatList
      selectedKey={selected}
      onOpen={open}
      title={
        <Title3 as="h1" className={styles.title}>
          {t('title')}
        </Title3>
      }
      actions={
        mayAdd ? (
          <Button size="small" appearance="subtle" icon={<ChatAddRegular />} onClick={() => void navigate(routePath('chats-add'))}>
            {t('add.button')}
          </Button>
        ) : null
      }
    />
  );
}

/** The chat layout's list side, with the app's query client (the layout sits outside the screens'). */
export default function ChatListPane() {
  const store = useStore();
  return (
    <QueryClientProvider client={queryClientOf(store)}>
      <Suspense fallback={null}>
        <Pane />
      </Suspense>
    </QueryClientProvider>
  );
}
