import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ServiceStatus } from '@shared/shipments';

const COLORS: Record<ServiceStatus, 'warning' | 'success' | 'subtle'> = { ordered: 'warning', done: 'success', cancelled: 'subtle' };

/** A service's status in words: ordered (charged, to be done), done by the airline, or cancelled (the charge given back). */
export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  const { t } = useTranslation('shipments');
  return (
    <Badge appearance="tint" color={COLORS[status]} data-testid="service-status">
      {t(`services.statuses.${status}`)}
    </Badge>
  );
}
