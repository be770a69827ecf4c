import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FlightLegRow } from '@shared/flights';
import { amount, barWidth, partOfWhole, percentText } from './load-bar';

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', minWidth: '220px' },
  wide: { minWidth: '300px', maxWidth: '480px' },
  bars: { display: 'flex', flexDirection: 'column', gap: '2px', width: '72px', flexShrink: 0 },
  barsWide: { width: '180px' },
  lines: { display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: tokens.lineHeightBase100 },
  line: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  figures: { fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase100 },
  over: { color: tokens.colorStatusWarningForeground2, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase100 },
  beyond: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase100 },
  track: { position: 'relative', height: '6px', borderRadius: tokens.borderRadiusSmall, backgroundColor: tokens.colorNeutralBackground5, overflow: 'hidden' },
  thin: { height: '3px' },
  fill: { position: 'absolute', top: 0, bottom: 0, left: 0, borderRadius: tokens.borderRadiusSmall },
  // Without the handbook's colour the bar is drawn in the theme's neutral ink.
  neutral: { backgroundColor: tokens.colorNeutralForeground3 },
});

type Leg = Pick<FlightLegRow, 'capacity' | 'load'>;

/**
 * A leg's load: accepted cargo against its capacity, weight as a bar in the capacity handbook's
 * overload or underload colour and volume as a thin one under it, the figures beside them, and the
 * wait-listed cargo apart (it does not fill the aircraft until accepted).
 */
export function LoadBar({ leg, wide = false }: { leg: Leg; wide?: boolean }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('flights');
  const { load, capacity } = leg;
  const locale = i18n.language;
  const colour = load.color ? { backgroundColor: load.color } : undefined;
  const waitlisted = load.waitlisted.weight > 0 || load.waitlisted.volume > 0;
  return (
    <div className={mergeClasses(styles.root, wide && styles.wide)}>
      <div className={mergeClasses(styles.bars, wide && styles.barsWide)} aria-hidden>
        <div className={styles.track}>
          <div className={mergeClasses(styles.fill, !colour && styles.neutral)} style={{ ...colour, width: `${barWidth(load.weightPercent)}%` }} />
        </div>
        <div className={mergeClasses(styles.track, styles.thin)}>
          <div className={mergeClasses(styles.fill, !colour && styles.neutral)} style={{ ...colour, width: `${barWidth(load.volumePercent)}%` }} />
        </div>
      </div>
      <div className={styles.lines}>
        <div className={styles.line}>
          <span className={styles.figures}>{t('load.weight', { figures: partOfWhole(load.accepted.weight, capacity.weight, 'kg', locale), percent: percentText(load.weightPercent, locale) })}</span>
          {load.state !== 'under' ? <span className={load.state === 'beyond' ? styles.beyond : styles.over}>{t(`load.short.${load.state}`)}</span> : null}
        </div>
        <div className={styles.line}>
          <span className={styles.muted}>{t('load.volume', { figures: partOfWhole(load.accepted.volume, capacity.volume, 'm3', locale), percent: percentText(load.volumePercent, locale) })}</span>
          {waitlisted ? <span className={styles.muted}>{t('load.waitlisted', { weight: amount(load.waitlisted.weight, 'kg', locale) })}</span> : null}
        </div>
      </div>
    </div>
  );
}
