import { makeStyles, Subtitle2, Text, tokens, useId } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Surface } from '@/components/Surface';

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, flexWrap: 'wrap' },
  heading: { margin: 0 },
  facts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`, margin: 0 },
  fact: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  label: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  empty: { color: tokens.colorNeutralForeground2 },
});

/** One of the shipment page's sections (section 2's shipment info): a region named by its heading, an action beside it. */
export function Section({ title, action, children, testId }: { title: string; action?: ReactNode; children: ReactNode; testId?: string }) {
  const styles = useStyles();
  const id = useId('section');
  return (
    <Surface role="region" aria-labelledby={id} className={styles.surface} data-testid={testId}>
      <div className={styles.head}>
        <Subtitle2 as="h2" id={id} className={styles.heading}>
          {title}
        </Subtitle2>
        {action}
      </div>
      {children}
    </Surface>
  );
}

export type Fact = [label: string, value: ReactNode, testId?: string];

/** Labelled values in a grid that reflows to the width. */
export function Facts({ facts }: { facts: Fact[] }) {
  const styles = useStyles();
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value, testId]) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value} data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What an empty section says. */
export function Empty({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <Text className={styles.empty}>{children}</Text>;
}
