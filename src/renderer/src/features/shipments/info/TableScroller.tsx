import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', minWidth: 0 },
});

/**
 * A table too wide for a narrow column scrolls sideways. Its rows hold nothing to tab to, so the
 * scroller itself takes the focus (named as its table) for a keyboard to scroll it.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.scroller} role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
