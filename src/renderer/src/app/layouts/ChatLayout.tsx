import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useMatches, useSearchParams } from 'react-router';
import { Pending } from '@/components/Pending';
import { COMPANY_PARAM } from '@/features/chat/pages/paths';
import { mobileAtom } from '@/lib/state';
import { Header } from '../shell/Header';
import { PageOutlet } from '../shell/page-area';
import { useSideMenu } from '../shell/SideMenu';

const ChatListPane = lazy(() => import('@/features/chat/pages/screens').then((module) => ({ default: module.ChatListPane })));

const useStyles = makeStyles({
  shell: { height: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2, overflow: 'hidden' },
  body: { flexGrow: 1, display: 'flex', minHeight: 0 },
  nav: { flexShrink: 0, height: '100%' },
  main: { flexGrow: 1, minWidth: 0, minHeight: 0, display: 'flex' },
  list: {
    width: '340px',
    flexShrink: 0,
    minHeight: 0,
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  conversation: { flexGrow: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' },
  // Below 992 px one side at a time: the list, or the open conversation.
  single: { width: '100%', borderRight: 'none' },
  hidden: { display: 'none' },
  pending: { margin: 'auto' },
});

/**
 * Section 2's chat layout: the header and the menu as on every page, and a two-sided chat area
 * the height of the window, the chat list on the left and the open conversation on the right.
 */
export default function ChatLayout() {
  const styles = useStyles();
  const mobile = useAtomValue(mobileAtom);
  const { menu, toggle } = useSideMenu(styles.nav);
  const route = useMatches().at(-1)?.id;
  const [params] = useSearchParams();
  // /chats alone shows the list; a chat, a placeholder's (?company=) or a new one shows the conversation.
  const conversationOpen = route !== 'chats' || params.has(COMPANY_PARAM);
  return (
    <div className={styles.shell}>
      <Header tall={false} onToggleMenu={toggle} />
      <div className={styles.body}>
        {menu}
        <main id="main" className={styles.main}>
          <div className={mergeClasses(styles.list, mobile && styles.single, mobile && conversationOpen && styles.hidden)}>
            <Suspense fallback={<Pending className={styles.pending} />}>
              <ChatListPane />
            </Suspense>
          </div>
          <div className={mergeClasses(styles.conversation, mobile && !conversationOpen && styles.hidden)}>
            <PageOutlet className={styles.pending} />
          </div>
        </main>
      </div>
    </div>
  );
}
