import { Body1, Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DashboardBlock } from '@shared/dashboard';

const useStyles = makeStyles({
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Where the company's accreditation stands and, in words, what comes next (docs/decisions.md). */
export function AccreditationStep({ step }: { step: NonNullable<DashboardBlock['step']> }) {
  const styles = useStyles();
  const { t } = useTranslation('dashboard');
  const state = step.status ?? 'none';
  return (
    <div className={styles.step} data-testid="accreditation-step">
      <Text weight="semibold">{t(`step.status.${state}`)}</Text>
      <Body1>{t(`step.next.${state}`)}</Body1>
      {step.comment ? <Caption1 className={styles.muted}>{t('step.comment', { comment: step.comment })}</Caption1> : null}
    </div>
  );
}
