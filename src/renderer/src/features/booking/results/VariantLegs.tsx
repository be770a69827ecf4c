import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowRightRegular } from '@fluentui/react-icons';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { VariantLeg } from '@shared/booking';
import { formatDay } from '@/lib/dates';
import { dayShift, durationParts, minutesBetween, offsetText, wallClock } from './variant-text';

const useStyles = makeStyles({
  legs: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, listStyleType: 'none' },
  // The flight, its departure, an arrow and its arrival; on a narrow card the aircraft drops below.
  leg: {
    display: 'grid',
    gridTemplateColumns: '72px minmax(0, 120px) 20px minmax(0, 120px) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'baseline',
    '@media (max-width: 599.98px)': { gridTemplateColumns: '60px minmax(0, 1fr) 16px minmax(0, 1fr)' },
  },
  number: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  point: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'baseline', flexWrap: 'wrap', minWidth: 0 },
  time: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  shift: { fontSize: tokens.fontSizeBase100, color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold, marginInlineStart: '1px' },
  airport: { color: tokens.colorNeutralForeground2 },
  arrow: { color: tokens.colorNeutralForeground3, alignSelf: 'center' },
  aircraft: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, whiteSpace: 'nowrap', '@media (max-width: 599.98px)': { display: 'none' } },
  transfer: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, paddingInlineStart: '80px', '@media (max-width: 599.98px)': { paddingInlineStart: '72px' } },
});

/** "5 h 20 min", "45 min": how long a trip or a wait takes. */
export function useDuration(): (minutes: number) => string {
  const { t } = useTranslation('booking');
  return (minutes) => {
    const { hours, minutes: rest } = durationParts(minutes);
    return hours ? (rest ? t('duration.hoursMinutes', { hours, minutes: rest }) : t('duration.hours', { hours })) : t('duration.minutes', { minutes: rest });
  };
}

/** A time at an airport: its local wall clock, "+1" when on a later date than the flight date, the offset on hover. */
function LocalTime({ local, date, label }: { local: string; date: string; label: string }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('booking');
  const clock = wallClock(local);
  const shift = dayShift(local, date);
  const full = `${label}: ${formatDay(clock.date, i18n.language)} ${clock.time} (${offsetText(local)}, ${t('legs.localTime')})`;
  return (
    <time className={styles.time} dateTime={local} title={full}>
      {clock.time}
      {shift ? (
        <sup className={styles.shift} aria-label={t('legs.dayShift', { count: shift })}>
          {shift > 0 ? `+${shift}` : shift}
        </sup>
      ) : null}
    </time>
  );
}

/**
 * A variant's legs, one line each: the flight, its departure and arrival in each airport's local
 * time (a later arrival date marked "+1"), and between legs where the cargo transfers and for how long.
 */
export function VariantLegs({ legs, date }: { legs: readonly VariantLeg[]; date: string }) {
  const styles = useStyles();
  const { t } = useTranslation('booking');
  const duration = useDuration();
  return (
    <ol className={styles.legs} aria-label={t('legs.title')}>
      {legs.map((leg, index) => {
        const previous = index > 0 ? legs[index - 1]! : null;
        return (
          <Fragment key={leg.legId}>
            {previous ? (
              <li className={styles.transfer} data-testid="transfer">
                {t('legs.transfer', { airport: leg.departure, wait: duration(minutesBetween(previous.sta, leg.std)) })}
              </li>
            ) : null}
            <li className={styles.leg} data-testid="leg">
              <Text className={styles.number}>{leg.number}</Text>
              <span className={styles.point}>
                <LocalTime local={leg.std} date={date} label={t('legs.departs', { airport: leg.departure })} />
                <span className={styles.airport}>{leg.departure}</span>
              </span>
              <ArrowRightRegular className={styles.arrow} aria-label={t('legs.to')} />
              <span className={styles.point}>
                <LocalTime local={leg.sta} date={date} label={t('legs.arrives', { airport: leg.arrival })} />
                <span className={styles.airport}>{leg.arrival}</span>
              </span>
              <span className={styles.aircraft} title={t('legs.aircraft')}>
                {leg.aircraftType}
              </span>
            </li>
          </Fragment>
        );
      })}
    </ol>
  );
}
