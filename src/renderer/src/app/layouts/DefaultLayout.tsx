import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { can } from '@shared/abilities';
import { APP_VERSION } from '@shared/constants';
import { CHAT_ABILITIES } from '@shared/chat/abilities';
import { PAGE_FOOT_VAR } from '@/components/page-foot';
import { FLOATING_CHAT_CLEARANCE_PX } from '@/features/chat/panel/placement';
import { userAtom } from '@/lib/state';
import { Header } from '../shell/Header';
import { useSideMenu } from '../shell/SideMenu';

const FloatingChat = lazy(() => import('@/features/chat/panel/FloatingChat'));

const useStyles = makeStyles({
  shell: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  body: { flexGrow: 1, display: 'flex', minHeight: 0 },
  nav: { flexShrink: 0, position: 'sticky', top: '64px', height: 'calc(100vh - 64px)' },
  main: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  content: { flexGrow: 1 },
  footer: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  pending: { padding: tokens.spacingVerticalXXL },
});

/** The default layout of section 2: header, the menu for signed-in users, the page. */
export default function DefaultLayout() {
  const styles = useStyles();
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const isIndex = useMatches().some((match) => match.id === 'index');
  const { menu, toggle } = useSideMenu(styles.nav);
  const chat = user !== null && can(user.abilities, CHAT_ABILITIES.view);
  // The floating chat button covers the window's corner: a page's last line (a list's pages, a
  // form's last field) comes to rest above it, and pages that fill the window end there.
  const footRoom = `${chat ? FLOATING_CHAT_CLEARANCE_PX : 0}px`;
  const contentStyle = { paddingBottom: footRoom, [PAGE_FOOT_VAR]: footRoom } as CSSProperties;
  return (
    <div className={styles.shell}>
      <Header tall={isIndex} onToggleMenu={toggle} />
      <div className={styles.body}>
        {menu}
        <main id="main" className={styles.main}>
          <div className={styles.content} style={contentStyle}>
            {/* Named here, not through components/Pending: one file less on the way to /login. */}
            <Suspense fallback={<Spinner className={styles.pending} aria-label={t('shell.loading')} />}>
              <Outlet />
            </Suspense>
          </div>
          {/* Signed-in users see the version at the foot of the menu. */}
          {user ? null : (
            <footer className={styles.footer}>
              <Text size={200}>{APP_VERSION}</Text>
            </footer>
          )}
        </main>
      </div>
      {chat ? <Suspense fallback={null}><FloatingChat /></Suspense> : null}
    </div>
  );
}
