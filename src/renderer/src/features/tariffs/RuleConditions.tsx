import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ResourceRow } from '@shared/resources/list-query';
import { conditionText } from '@shared/tariffs/condition-text';
import type { Condition } from '@shared/tariffs/conditions';
import { Surface } from '@/components/Surface';

const useStyles = makeStyles({ surface: { gap: tokens.spacingVerticalS } });

/** A dynamic pricing rule's conditions in words. */
export function RuleConditions({ row }: { row: ResourceRow }) {
  const styles = useStyles();
  const { t } = useTranslation(['resources/dynamic-pricing', 'resources']);
  return (
    <Surface className={styles.surface}>
      <Subtitle2 as="h2">{t('resources/dynamic-pricing:fields.conditions')}</Subtitle2>
      <Text>{conditionText(row.conditions as Condition<string> | null, (key, params) => t(key, params ?? {}))}</Text>
    </Surface>
  );
}
