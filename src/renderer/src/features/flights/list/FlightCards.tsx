import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FlightLegRow } from '@shared/flights';
import { formatDay } from '@/lib/dates';
import { routeName } from '../components/flight-text';
import { LegTime, momentsOf } from '../components/LegTime';
import { LoadBar } from '../components/LoadBar';
import { SaleBadge, StatusBadge } from '../components/StatusBadge';
import { FlightLink } from './FlightsTable';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  card: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  line: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** A page of legs as cards, below the mobile breakpoint: a table of twelve columns does not fit a phone. */
export function FlightCards({ rows }: { rows: FlightLegRow[] }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('flights');
  return (
    <ul className={styles.list} aria-label={t('list.title')}>
      {rows.map((leg) => {
        const moments = momentsOf(leg);
        return (
          <li key={leg.id} className={styles.card}>
            <div className={styles.line}>
              <span>
                <FlightLink leg={leg} />
              </span>
              <span>{formatDay(leg.date, i18n.language)}</span>
              <span>{routeName(leg)}</span>
            </div>
            <div className={styles.line}>
              <LegTime kind="departure" scheduled={moments.std} estimated={moments.etd} flightDate={leg.date} />
              <span className={styles.muted}>→</span>
              <LegTime kind="arrival" scheduled={moments.sta} estimated={moments.eta} flightDate={leg.date} />
              <span className={styles.muted}>
                {leg.aircraftType}
                {leg.tailNumber ? ` · ${leg.tailNumber}` : ''}
              </span>
            </div>
            <div className={styles.line}>
              <StatusBadge status={leg.status} />
              <SaleBadge closed={leg.saleClosed} />
            </div>
            <LoadBar leg={leg} />
          </li>
        );
      })}
    </ul>
  );
}
