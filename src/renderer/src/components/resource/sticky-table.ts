import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * A block page's table: its rows scroll inside their own box under a header that stays on top
 * (the header's border drawn by a pseudo-element, as a sticky cell's own border scrolls away). In
 * a page that scrolls as a whole (a contract's tab) the table is `natural`: as tall as its rows.
 */
export const useStickyTableStyles = makeStyles({
  scroller: { overflow: 'auto', flexGrow: 1, flexBasis: 0, minHeight: '120px' },
  natural: { overflowX: 'auto' },
  head: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    '::after': { content: '""', position: 'absolute', left: 0, right: 0, bottom: 0, borderBottom: `1px solid ${tokens.colorNeutralStroke1}` },
  },
});
