import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { BookedShipment } from '@shared/booking';
import type { BookingStatus } from '@shared/constants';
import { formatMoney, money, type Currency } from '@shared/money';
import { routePath } from '@shared/routes';
import { Surface } from '@/components/Surface';
import { formatDay } from '@/lib/dates';
import { AppButtonLink } from './AppButtonLink';
import { StatusBadge } from './StatusBadge';
import { legTimes, shipmentStatus } from './booking-text';

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalM },
  legs: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  leg: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}` },
  muted: { color: tokens.colorNeutralForeground2 },
  heading: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const INTENTS: Record<BookingStatus, 'success' | 'warning' | 'info' | 'error'> = { KK: 'success', HN: 'warning', LL: 'info', CN: 'info', UU: 'error' };

/**
 * The booking's answer, decided at once: each leg's status and what it means, the money held (on
 * the client's balance when staff booked for a client), and where to go next.
 */
export function BookingAnswer({ shipment, searchTo, forClient = false }: { shipment: BookedShipment; searchTo: string; forClient?: boolean }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('booking');
  const language = i18n.language;
  const status = shipmentStatus(shipment.legs);
  return (
    <Surface className={styles.surface} data-testid="booking-answer">
      <MessageBar intent={INTENTS[status]} layout="multiline" role="status">
        <MessageBarBody>
          <MessageBarTitle>{t('book.answerTitle', { awb: shipment.awb })}</MessageBarTitle>
          {t(`status.long.${status}`)}
        </MessageBarBody>
      </MessageBar>
      <Subtitle2 as="h2" className={styles.heading}>
        {t('shared.flights')}
      </Subtitle2>
      <ul className={styles.legs}>
        {shipment.legs.map((leg) => (
          <li key={leg.id} className={styles.leg} data-testid="answer-leg">
            <Text weight="semibold">{leg.flight}</Text>
            <Text>
              {leg.departure} → {leg.arrival}
            </Text>
            <Text className={styles.muted}>
              {formatDay(leg.date, language)} {legTimes(leg)}
            </Text>
            <StatusBadge status={leg.status} cancelled={leg.cancelled} />
          </li>
        ))}
      </ul>
      <Text data-testid="booking-hold">
        {shipment.hold
          ? t(forClient ? 'staff.hold' : 'book.hold', { amount: formatMoney(money(shipment.hold.amount, shipment.hold.currency as Currency), language) })
          : t(forClient ? 'staff.noHold' : 'book.noHold')}
      </Text>
      <div className={styles.actions}>
        <AppButtonLink appearance="primary" to={routePath('bookings-info', { id: String(shipment.shipmentId) })} data-testid="open-booking">
          {t('book.open')}
        </AppButtonLink>
        <AppButtonLink to={searchTo}>{t('book.newSearch')}</AppButtonLink>
      </div>
    </Surface>
  );
}
