import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@shared/constants';

// Tinted badges: their text keeps its contrast in the light, gray and dark themes alike.
const COLORS = { KK: 'success', HN: 'warning', LL: 'informative', CN: 'informative', UU: 'danger' } as const;

/** A booking's status on a leg: its code and what it means. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('shipments');
  return (
    <Badge appearance="tint" color={COLORS[status]} shape="rounded" data-testid="booking-status" data-status={status}>
      {`${status} · ${t(`info.bookingStatus.${status}`)}`}
    </Badge>
  );
}
