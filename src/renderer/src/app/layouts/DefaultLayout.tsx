import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { can } from '@shared/abilities';
import { APP_VERSION } from '@shared/constants';
import { mobileAtom, userAtom } from '@/lib/state';
import { Header } from '../shell/Header';

// Only signed-in users have a menu: visitors of the landing and login pages do not load it.
const NavMenu = lazy(() => import('../shell/NavMenu'));
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
  const user = useAtomValue(userAtom);
  const mobile = useAtomValue(mobileAtom);
  const isIndex = useMatches().some((match) => match.id === 'index');
  const [menuOpen, setMenuOpen] = useState(!mobile);
  // Crossing the breakpoint: the inline menu opens on wide screens, the overlay starts closed.
  useEffect(() => setMenuOpen(!mobile), [mobile]);
  return (
    <div className={styles.shell}>
      <Header tall={isIndex} onToggleMenu={user ? () => setMenuOpen((open) => !open) : undefined} />
      <div className={styles.body}>
        {user ? (
          <div className={mobile ? undefined : styles.nav}>
            <Suspense fallback={null}>
              <NavMenu open={menuOpen} overlay={mobile} onClose={() => setMenuOpen(false)} />
            </Suspense>
          </div>
        ) : null}
        <main id="main" className={styles.main}>
          <div className={styles.content}>
            <Suspense fallback={<Spinner className={styles.pending} />}>
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
      {user && can(user.abilities, 'chat.action.view') ? <Suspense fallback={null}><FloatingChat /></Suspense> : null}
    </div>
  );
}
