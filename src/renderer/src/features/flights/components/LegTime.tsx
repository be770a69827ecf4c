import { makeStyles, tokens } from '@fluentui/react-components';
import { HourglassHalfRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { dayShift, localParts, utcText } from './flight-text';

const useStyles = makeStyles({
  root: { display: 'inline-flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  shift: { fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3, marginInlineStart: '1px' },
  planned: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
  estimate: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2px',
    color: tokens.colorStatusWarningForeground2,
    fontWeight: tokens.fontWeightSemibold,
  },
});

interface Moment {
  /** The local date-time at the airport, `YYYY-MM-DDTHH:MM`. */
  local: string;
  /** The UTC instant. */
  utc: string;
}

/** A time at an airport: its local wall time, "+1" when on a later day than the flight date, UTC on hover. */
function Time({ moment, flightDate, label }: { moment: Moment; flightDate: string; label: string }) {
  const styles = useStyles();
  const { i18n } = useTranslation();
  const shift = dayShift(moment.local, flightDate);
  return (
    <time dateTime={moment.utc} title={`${label}: ${utcText(moment.utc, i18n.language)}`}>
      {localParts(moment.local).time}
      {shift ? <sup className={styles.shift}>{shift > 0 ? `+${shift}` : shift}</sup> : null}
    </time>
  );
}

/**
 * A leg's scheduled time (STD or STA) and, when a delay is set, the estimated one (ETD or ETA)
 * beside it, marked: the scheduled one struck through, the estimate in the warning colour.
 */
export function LegTime({ kind, scheduled, estimated, flightDate }: { kind: 'departure' | 'arrival'; scheduled: Moment; estimated: Moment | null; flightDate: string }) {
  const styles = useStyles();
  const { t } = useTranslation('flights');
  const [plan, estimate] = kind === 'departure' ? ['std', 'etd'] : ['sta', 'eta'];
  return (
    <span className={styles.root}>
      <span className={estimated ? styles.planned : undefined}>
        <Time moment={scheduled} flightDate={flightDate} label={t(`fields.${plan}`)} />
      </span>
      {estimated ? (
        <span className={styles.estimate}>
          <HourglassHalfRegular aria-label={t(`fields.${estimate}`)} />
          <Time moment={estimated} flightDate={flightDate} label={t(`fields.${estimate}`)} />
        </span>
      ) : null}
    </span>
  );
}

/** The moments of a leg as LegTime takes them. */
export const momentsOf = (leg: { std: string; sta: string; etd: string | null; eta: string | null; stdLocal: string; staLocal: string; etdLocal: string | null; etaLocal: string | null }) => ({
  std: { local: leg.stdLocal, utc: leg.std },
  sta: { local: leg.staLocal, utc: leg.sta },
  etd: leg.etd && leg.etdLocal ? { local: leg.etdLocal, utc: leg.etd } : null,
  eta: leg.eta && leg.etaLocal ? { local: leg.etaLocal, utc: leg.eta } : null,
});
