import { Button, CounterBadge, makeStyles, tokens } from '@fluentui/react-components';
import { ChatRegular, DismissRegular } from '@fluentui/react-icons';
import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { mobileAtom } from '@/lib/state';
import { unreadTotalAtom } from '../store/atoms';
import { chatPanelAtom } from '../store/panel';
import { FLOATING_CHAT_BUTTON } from './placement';

// The list and the conversation load when the panel first opens, not with every page.
const ChatPanel = lazy(() => import('./ChatPanel'));

const { size, inset } = FLOATING_CHAT_BUTTON;

const useStyles = makeStyles({
  // The layouts leave room under their pages for it (FLOATING_CHAT_CLEARANCE_PX).
  button: {
    position: 'fixed',
    right: `${inset}px`,
    bottom: `${inset}px`,
    zIndex: 900,
    width: `${size}px`,
    height: `${size}px`,
    minWidth: `${size}px`,
    borderRadius: tokens.borderRadiusCircular,
    boxShadow: tokens.shadow16,
  },
  badge: { position: 'fixed', right: `${inset - 4}px`, bottom: `${inset + size - 16}px`, zIndex: 901, pointerEvents: 'none' },
});

function FloatingButton() {
  const styles = useStyles();
  const { t } = useTranslation('chat');
  const mobile = useAtomValue(mobileAtom);
  const unread = useAtomValue(unreadTotalAtom);
  const [panel, setPanel] = useAtom(chatPanelAtom);
  const label = unread ? t('panel.openUnread', { count: unread }) : t('panel.open');
  return (
    <>
      {panel.open ? (
        <Suspense fallback={null}>
          <ChatPanel />
        </Suspense>
      ) : null}
      {panel.open && mobile ? null : (
        <>
          <Button
            className={styles.button}
            appearance="primary"
            shape="circular"
            size="large"
            icon={panel.open ? <DismissRegular /> : <ChatRegular />}
            aria-label={panel.open ? t('panel.close') : label}
            aria-expanded={panel.open}
            onClick={() => setPanel((state) => ({ ...state, open: !state.open }))}
            data-testid="chat-panel-button"
          />
          {unread && !panel.open ? <CounterBadge className={styles.badge} count={unread} overflowCount={99} size="small" color="danger" aria-hidden /> : null}
        </>
      )}
    </>
  );
}

/**
 * Section 2's floating chat panel on the default layout's pages: a round button with the unread
 * count; open, the list and then a conversation. Its state (open, the chat) is an atom, which
 * `/?chatId=` sets too.
 */
export default function FloatingChat() {
  return (
    <Suspense fallback={null}>
      <FloatingButton />
    </Suspense>
  );
}
