import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ShownStatus } from '@shared/shipments/shown-status';

type BadgeColor = 'brand' | 'danger' | 'informative' | 'subtle' | 'success' | 'warning';

/** Done is green, a discrepancy red, cargo on its way the brand's, the paperwork before it neutral. */
const BADGE_COLOR: Record<ShownStatus, BadgeColor> = {
  not_issued: 'subtle',
  issued: 'informative',
  not_accepted: 'warning',
  accepted: 'informative',
  at_terminal: 'brand',
  prepared: 'brand',
  loaded: 'brand',
  departed: 'brand',
  arrived: 'brand',
  unloaded: 'brand',
  consignee_notified: 'brand',
  delivered: 'success',
  discrepancy: 'danger',
};

/** The one state a shipment is shown in (shown-status.ts), wherever it is shown: tracking, the list, its page. Tinted, so its text keeps its contrast in every theme. */
export function ShownStatusBadge({ status }: { status: ShownStatus }) {
  const { t } = useTranslation('shipments');
  return (
    <Badge appearance="tint" color={BADGE_COLOR[status]} data-testid="shown-status" data-status={status}>
      {t(`shownStatus.${status}`)}
    </Badge>
  );
}
