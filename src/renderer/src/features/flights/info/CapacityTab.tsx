import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FlightInfo } from '@shared/flights';
import { formatNumber } from '@/lib/format';
import { routeName } from '../components/flight-text';
import { LoadBar } from '../components/LoadBar';
import { CapacityBreakdown } from './CapacityBreakdown';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  leg: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  summary: { display: 'flex', gap: tokens.spacingHorizontalXXL, flexWrap: 'wrap', alignItems: 'flex-start' },
  figures: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Capacity (vacancy) per leg: the load bar and what a booking may still take; for staff, every term of it. */
export function CapacityTab({ flight }: { flight: FlightInfo }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('flights');
  const locale = i18n.language;
  return (
    <div className={styles.root}>
      {flight.legs.map((leg) => (
        <section key={leg.id} className={styles.leg} aria-label={routeName(leg)}>
          <Subtitle2 as="h3">{routeName(leg)}</Subtitle2>
          <div className={styles.summary}>
            <LoadBar leg={leg} wide />
            <div className={styles.figures}>
              {leg.status === 'scheduled' ? (
                <Text>
                  {t('capacity.availableNow', {
                    weight: t('units.kg', { value: formatNumber(leg.available.weight, locale, 0) }),
                    volume: t('units.m3', { value: formatNumber(leg.available.volume, locale, 2) }),
                  })}
                </Text>
              ) : null}
              {leg.passengers ? (
                <Text className={styles.muted}>
                  {t('capacity.passengerCounts', { aaa: leg.passengers.adults, rbg: leg.passengers.children, rmg: leg.passengers.infants, ins: leg.passengers.infantsWithSeat })}
                </Text>
              ) : null}
            </div>
          </div>
          {flight.can.internals && leg.breakdown ? <CapacityBreakdown capacity={leg.breakdown} /> : null}
        </section>
      ))}
    </div>
  );
}
