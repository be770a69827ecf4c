import { Badge, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FlightStatus } from '@shared/flights';

const useStyles = makeStyles({ open: { color: tokens.colorNeutralForeground3 } });

const COLORS: Record<FlightStatus, BadgeProps['color']> = {
  scheduled: 'informative',
  departed: 'brand',
  arrived: 'success',
  canceled: 'danger',
};

/** A leg's status (section 4): scheduled, departed, arrived or cancelled. */
export function StatusBadge({ status }: { status: FlightStatus }) {
  const { t } = useTranslation('flights');
  return (
    <Badge appearance="tint" color={COLORS[status]}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** Open or closed for sale. */
export function SaleBadge({ closed }: { closed: boolean }) {
  const { t } = useTranslation('flights');
  return (
    // Tint, not outline: an outline's red misses WCAG's 4.5:1 on the gray theme's surfaces.
    <Badge appearance="tint" color={closed ? 'danger' : 'success'}>
      {t(closed ? 'sale.closed' : 'sale.open')}
    </Badge>
  );
}

/** A leg closed (its final load) or open. */
export function ClosedBadge({ closed }: { closed: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('flights');
  return closed ? (
    <Badge appearance="filled" color="subtle">
      {t('closing.closed')}
    </Badge>
  ) : (
    <span className={styles.open}>{t('closing.open')}</span>
  );
}
