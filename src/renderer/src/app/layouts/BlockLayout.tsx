import { makeStyles, tokens } from '@fluentui/react-components';
import { useMatches } from 'react-router';
import { isBlockPage } from '@/lib/block-pages';
import { BlockLayoutContext } from '@/lib/use-block-page';
import type { RouteHandle } from '../router';
import { Header } from '../shell/Header';
import { PageOutlet, useFloatingChat } from '../shell/page-area';
import { useSideMenu } from '../shell/SideMenu';

const useStyles = makeStyles({
  // The window, and nothing beyond it: the page scrolls inside its own box, a list inside its rows.
  shell: { height: '100dvh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2, overflow: 'hidden' },
  body: { flexGrow: 1, display: 'flex', minHeight: 0 },
  nav: { flexShrink: 0, height: '100%' },
  main: { flexGrow: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' },
  // The whole width and the height the header leaves: a page that fills it (a list) gets exactly
  // that; a longer one (an error page on a small window) scrolls here.
  content: { flex: '1 1 0', minHeight: 0, display: 'flex', flexDirection: 'column', overflowY: 'auto' },
  pending: { padding: tokens.spacingVerticalXXL },
});

/**
 * The block layout of section 2, for the dense operational lists (flights, bookings, tariffs,
 * balance...): the header, the menu and the floating chat as in the default layout, and the page
 * over the whole width and height of the window, its list filling it. The pages know they are in it
 * (and which block page they are) through BlockLayoutContext.
 */
export default function BlockLayout() {
  const styles = useStyles();
  const { menu, toggle } = useSideMenu(styles.nav);
  const { chat, pageStyle } = useFloatingChat();
  const name = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.route.name;
  return (
    <div className={styles.shell}>
      <Header tall={false} onToggleMenu={toggle} />
      <div className={styles.body}>
        {menu}
        <main id="main" className={styles.main}>
          <div className={styles.content} style={pageStyle}>
            <BlockLayoutContext.Provider value={isBlockPage(name) ? name : null}>
              <PageOutlet className={styles.pending} />
            </BlockLayoutContext.Provider>
          </div>
        </main>
      </div>
      {chat}
    </div>
  );
}
