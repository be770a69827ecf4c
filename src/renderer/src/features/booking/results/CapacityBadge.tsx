import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CapacityState } from '@shared/booking';

// Tint, not outline: an outline's colours miss WCAG's 4.5:1 on the gray theme's surfaces.
const COLORS: Record<CapacityState, BadgeProps['color']> = {
  free: 'success',
  tight: 'warning',
  waitlist: 'severe',
  none: 'danger',
};

/** Whether a variant has room for the cargo: free, tight, wait list only, or no room. */
export function CapacityBadge({ state }: { state: CapacityState }) {
  const { t } = useTranslation('booking');
  return (
    <Badge appearance="tint" color={COLORS[state]} data-testid="capacity">
      {t(`capacity.${state}`)}
    </Badge>
  );
}
