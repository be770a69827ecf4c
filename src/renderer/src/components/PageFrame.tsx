import { makeStyles, mergeClasses, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  page: { padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { flexGrow: 1, margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** A page of the signed-in cabinet: its title, its actions, and what it holds. */
export function PageFrame({ title, actions, back, className, children }: { title: string; actions?: ReactNode; back?: ReactNode; className?: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.page, className)}>
      {back}
      <div className={styles.head}>
        <Title2 as="h1" className={styles.title}>
          {title}
        </Title2>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
