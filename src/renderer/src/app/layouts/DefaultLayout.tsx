import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useMatches } from 'react-router';
import { APP_VERSION } from '@shared/constants';
import { userAtom } from '@/lib/state';
import { Header } from '../shell/Header';
import { PageOutlet, useFloatingChat } from '../shell/page-area';
import { useSideMenu } from '../shell/SideMenu';

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
  const isIndex = useMatches().some((match) => match.id === 'index');
  const { menu, toggle } = useSideMenu(styles.nav);
  const { chat, pageStyle } = useFloatingChat();
  return (
    <div className={styles.shell}>
      <Header tall={isIndex} onToggleMenu={toggle} />
      <div className={styles.body}>
        {menu}
        <main id="main" className={styles.main}>
          <div className={styles.content} style={pageStyle}>
            <PageOutlet className={styles.pending} />
          </div>
          {/* Signed-in users see the version at the foot of the menu. */}
          {user ? null : (
            <footer className={styles.footer}>
              <Text size={200}>{APP_VERSION}</Text>
            </footer>
          )}
        </main>
      </div>
      {chat}
    </div>
  );
}
