import { useTranslation } from 'react-i18next';
import type { AbilityCondition } from '@shared/abilities';

/** A condition of section 6 as a short phrase: "UT: from SGC to VKO", "Always". */
export function useDescribeCondition(): (condition: AbilityCondition) => string {
  const { t } = useTranslation('resources/access-groups');
  const airports = (list: readonly string[]) => (list.length ? list.join(', ') : t('conditions.anyAirport'));
  return (condition) => {
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
