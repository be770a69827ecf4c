import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { HTMLAttributes } from 'react';

const useStyles = makeStyles({
  surface: {
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
  },
});

/**
 * A card-like panel for content that is not itself interactive. Fluent's Card brings focus
 * management (tabster) that static panels do not need, and the landing and login pages cannot
 * afford (docs/performance.md).
 */
export function Surface({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const styles = useStyles();
  return <div {...rest} className={mergeClasses(styles.surface, className)} />;
}
