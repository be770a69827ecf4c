import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ReportAwb } from '@shared/reports';
import { formatNumber } from '@/lib/format';
import { chartBars } from './chart-bars';
import { useGroupText } from './group-text';

const useStyles = makeStyles({
  chart: { width: '100%', height: 'auto', display: 'block' },
  bar: { fill: tokens.colorBrandBackground },
  track: { fill: tokens.colorNeutralBackground3 },
  label: { fill: tokens.colorNeutralForeground2, fontSize: '12px', fontFamily: tokens.fontFamilyBase },
  value: { fill: tokens.colorNeutralForeground1, fontSize: '12px', fontFamily: tokens.fontFamilyBase, fontVariantNumeric: 'tabular-nums' },
});

const ROW = 24;
const LABEL_WIDTH = 120;
const VALUE_WIDTH = 80;
const WIDTH = 480;
const BAR_SPACE = WIDTH - LABEL_WIDTH - VALUE_WIDTH;

/**
 * The report's groups as horizontal bars of chargeable weight, drawn by the app in SVG with the
 * theme's colours (light, gray and dark alike): the viewBox scales with the column it sits in.
 */
export function ReportChart({ report }: { report: ReportAwb }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('reports');
  const name = useGroupText(report);
  const bars = chartBars(report.lines);
  const height = bars.length * ROW + 4;
  const title = `${t('awb.columns.chargeableWeight')} · ${t(`awb.groupings.${report.groupBy}`)}`;
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={title}>
      <title>{title}</title>
      {bars.map((bar, index) => {
        const y = index * ROW + 2;
        const label = name(bar.key, bar.label);
        return (
          <g key={bar.key}>
            <text className={styles.label} x={LABEL_WIDTH - 8} y={y + ROW / 2} dominantBaseline="middle" textAnchor="end">
              {label.length > 18 ? `${label.slice(0, 17)}…` : label}
            </text>
            <rect className={styles.track} x={LABEL_WIDTH} y={y + 4} width={BAR_SPACE} height={ROW - 8} rx={2} />
            <rect className={styles.bar} x={LABEL_WIDTH} y={y + 4} width={Math.max(bar.share * BAR_SPACE, bar.chargeableWeight > 0 ? 2 : 0)} height={ROW - 8} rx={2}>
              <title>{`${label}: ${formatNumber(bar.chargeableWeight, i18n.language, 1)}`}</title>
            </rect>
            <text className={styles.value} x={LABEL_WIDTH + BAR_SPACE + 6} y={y + ROW / 2} dominantBaseline="middle">
              {formatNumber(bar.chargeableWeight, i18n.language, 1)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
