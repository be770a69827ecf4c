import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '@shared/finance';

const COLORS: Record<PaymentStatus, BadgeProps['color']> = {
  accepted: 'success',
  wait: 'warning',
  declined: 'danger',
  cancelled: 'subtle',
};

/** A payment's status (section 4): accepted, declined, in review, cancelled. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('finance');
  return (
    <Badge appearance="tint" color={COLORS[status]} data-testid="payment-status">
      {t(`payments.statuses.${status}`)}
    </Badge>
  );
}
