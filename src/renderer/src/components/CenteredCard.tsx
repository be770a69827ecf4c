import { makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Surface } from './Surface';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    justifyContent: 'center',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
  },
  card: { width: '100%', maxWidth: '440px', padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalL },
  footer: { color: tokens.colorNeutralForeground2 },
});

/** A single form in the middle of the page (login, signup). */
export function CenteredCard({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <Surface className={styles.card}>
        <div>
          <Subtitle1 as="h1">{title}</Subtitle1>
          {subtitle ? (
            <div>
              <Text className={styles.footer}>{subtitle}</Text>
            </div>
          ) : null}
        </div>
        {children}
        {footer ? <Text className={styles.footer}>{footer}</Text> : null}
      </Surface>
    </div>
  );
}
