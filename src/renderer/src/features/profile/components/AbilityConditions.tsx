import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AbilityCondition } from '@shared/abilities';

const useStyles = makeStyles({ list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS } });

function useDescribe() {
  const { t } = useTranslation('profile');
  const airports = (list: readonly string[]) => (list.length ? list.join(', ') : t('conditions.anyAirport'));
  return (condition: AbilityCondition): string => {
    switch (condition.type) {
      case 'Boolean':
        return condition.value ? t('conditions.always') : t('conditions.never');
      case 'Company':
        return t('conditions.company', { company: condition.company.toUpperCase() });
      case 'Route':
        return t('conditions.route', { company: condition.company.toUpperCase(), from: airports(condition.departure), to: airports(condition.arrival) });
      case 'Departure':
        return t('conditions.departure', { company: condition.company.toUpperCase(), from: airports(condition.departure) });
      case 'Arrival':
        return t('conditions.arrival', { company: condition.company.toUpperCase(), to: airports(condition.arrival) });
    }
  };
}

/** An ability's conditions of section 6, as a row of badges. */
export function AbilityConditions({ conditions }: { conditions: readonly AbilityCondition[] }) {
  const styles = useStyles();
  const describe = useDescribe();
  const { t } = useTranslation('profile');
  if (!conditions.length) return <Badge appearance="outline">{t('conditions.always')}</Badge>;
  return (
    <span className={styles.list}>
      {conditions.map((condition, index) => (
        <Badge key={index} appearance="tint" color={condition.type === 'Boolean' && !condition.value ? 'danger' : 'brand'}>
          {describe(condition)}
        </Badge>
      ))}
    </span>
  );
}
