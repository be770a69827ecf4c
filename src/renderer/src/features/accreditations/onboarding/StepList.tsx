import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_STEPS, type OnboardingStep } from './next-step';

const useStyles = makeStyles({
  list: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', listStyle: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground2,
  },
  current: { border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`, color: tokens.colorNeutralForeground1 },
  number: { fontWeight: tokens.fontWeightSemibold },
  done: { color: tokens.colorPaletteGreenForeground1 },
});

/** The way to a first shipment, with the applicant's place on it. */
export function StepList({ current }: { current: OnboardingStep }) {
  const styles = useStyles();
  const { t } = useTranslation('resources/accreditations');
  const reached = ONBOARDING_STEPS.indexOf(current);
  return (
    <ol className={styles.list} aria-label={t('onboarding.steps.label')}>
      {ONBOARDING_STEPS.map((step, index) => (
        <li key={step} className={mergeClasses(styles.item, index === reached && styles.current)} aria-current={index === reached ? 'step' : undefined}>
          {index < reached ? <CheckmarkCircleFilled className={styles.done} aria-label={t('onboarding.steps.done')} /> : <Text className={styles.number}>{index + 1}</Text>}
          <Text>{t(`onboarding.steps.${step}`)}</Text>
        </li>
      ))}
    </ol>
  );
}
