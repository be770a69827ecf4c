import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryStatus } from '@shared/webhooks/events';

const COLOR: Record<WebhookDeliveryStatus, BadgeProps['color']> = { pending: 'warning', sending: 'informative', sent: 'success', failed: 'danger' };

/** A delivery's status as a coloured badge (theme tokens, so light, gray and dark alike). */
export function DeliveryStatus({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation('resources/webhooks');
  return (
    <Badge appearance="tint" color={COLOR[status]}>
      {t(`options.status.${status}`)}
    </Badge>
  );
}
