import { Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Surface } from '@/components/Surface';

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalS },
  text: { color: tokens.colorNeutralForeground2 },
});

/** How a receiver checks a delivery (docs/decisions.md says the same at length). */
export function SignatureScheme() {
  const styles = useStyles();
  const { t } = useTranslation('resources/webhooks');
  return (
    <Surface className={styles.surface}>
      <Subtitle2 as="h2">{t('scheme.title')}</Subtitle2>
      <Text className={styles.text}>{t('scheme.text')}</Text>
    </Surface>
  );
}
