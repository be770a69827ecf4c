import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@shared/constants';

// Tinted badges: their text keeps its contrast in the light, gray and dark themes alike.
const COLORS = { KK: 'success', HN: 'warning', LL: 'informative', CN: 'informative', UU: 'danger' } as const;

/** A booking's status: its code and what it means; a cancelled booking says so beside its last status. */
export function StatusBadge({ status, cancelled = false }: { status: BookingStatus; cancelled?: boolean }) {
  const { t } = useTranslation('booking');
  return (
    <Badge appearance="tint" color={cancelled ? 'subtle' : COLORS[status]} shape="rounded" data-testid="booking-status" data-status={status}>
      {cancelled ? t('status.cancelled', { status }) : `${status} · ${t(`status.short.${status}`)}`}
    </Badge>
  );
}
