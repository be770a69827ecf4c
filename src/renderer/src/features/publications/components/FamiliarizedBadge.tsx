import { Badge } from '@fluentui/react-components';
import { CheckmarkCircleRegular, ClockRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

/** Section 4's familiarized or not, for the reader. */
export function FamiliarizedBadge({ familiarized }: { familiarized: boolean }) {
  const { t } = useTranslation('publications');
  return familiarized ? (
    <Badge appearance="tint" color="success" icon={<CheckmarkCircleRegular />}>
      {t('familiarized.yes')}
    </Badge>
  ) : (
    <Badge appearance="tint" color="warning" icon={<ClockRegular />}>
      {t('familiarized.no')}
    </Badge>
  );
}
