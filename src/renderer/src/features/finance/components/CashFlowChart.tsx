import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashFlow } from '@shared/finance';
import { formatMoney } from '@shared/money';
import { formatDay } from '@/lib/dates';

const useStyles = makeStyles({
  chart: { width: '100%', height: '180px', display: 'block' },
  axis: { stroke: tokens.colorNeutralStroke1, strokeWidth: 1 },
  grid: { stroke: tokens.colorNeutralStroke3, strokeWidth: 1, strokeDasharray: '3 3' },
  in: { fill: tokens.colorPaletteGreenBackground3 },
  out: { fill: tokens.colorPaletteRedBackground3 },
  line: { fill: 'none', stroke: tokens.colorBrandForeground1, strokeWidth: 2 },
  dot: { fill: tokens.colorBrandForeground1 },
  label: { fill: tokens.colorNeutralForeground3, fontSize: '11px' },
  legend: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  swatch: { display: 'inline-block', width: '10px', height: '10px', marginInlineEnd: tokens.spacingHorizontalXS, borderRadius: '2px' },
  swatchIn: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  swatchOut: { backgroundColor: tokens.colorPaletteRedBackground3 },
  swatchLine: { backgroundColor: tokens.colorBrandForeground1, height: '3px', verticalAlign: 'middle' },
});

const HEIGHT = 180;
const PAD = { top: 12, right: 12, bottom: 24, left: 12 };

/**
 * The cash flow as a finance person reads it at a glance: per period, money in (payments and
 * refunds) above the axis, money out (charges and holds) below it, and the closing balance as a
 * line. The figures themselves are in the blocks beside it.
 */
export function CashFlowChart({ flow }: { flow: CashFlow }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('finance');
  // Drawn at the width it is shown at, so the labels keep their proportions.
  const box = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(720);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && entry.contentRect.width > 0 && setWidth(Math.round(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const periods = flow.periods;
  if (!periods.length) return null;
  const money = periods.map((period) => ({
    in: Math.max(0, period.payments.amount + period.refunds.amount + Math.max(0, period.corrections.amount)),
    out: Math.max(0, -(period.charges.amount + period.holds.amount + Math.min(0, period.corrections.amount))),
    closing: period.closing.amount,
  }));
  const top = Math.max(1, ...money.map((m) => Math.max(m.in, m.closing)));
  const bottom = Math.min(0, ...money.map((m) => Math.min(-m.out, m.closing)));
  const y = (value: number) => PAD.top + ((top - value) / (top - bottom)) * (HEIGHT - PAD.top - PAD.bottom);
  const step = (width - PAD.left - PAD.right) / periods.length;
  const bar = Math.max(2, step * 0.35);
  const x = (index: number) => PAD.left + step * index + step / 2;
  // A label every so many periods: one per 64 px at most, so they never run into each other.
  const every = Math.ceil(periods.length / Math.max(1, Math.min(12, Math.floor(width / 64))));
  const tick = new Intl.DateTimeFormat(i18n.language, flow.period === 'month' ? { month: 'short', year: '2-digit', timeZone: 'UTC' } : { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const last = periods.at(-1)!;
  const summary = t('cashFlow.chartLabel', {
    from: formatDay(periods[0]!.from, i18n.language),
    to: formatDay(last.to, i18n.language),
    opening: formatMoney(periods[0]!.opening, i18n.language, 'full'),
    closing: formatMoney(last.closing, i18n.language, 'full'),
  });
  return (
    <figure ref={box} style={{ margin: 0 }}>
      <svg className={styles.chart} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={summary}>
        <line className={styles.grid} x1={PAD.left} x2={width - PAD.right} y1={y(top)} y2={y(top)} />
        <line className={styles.axis} x1={PAD.left} x2={width - PAD.right} y1={y(0)} y2={y(0)} />
        {money.map((m, index) => (
          <g key={periods[index]!.from}>
            <title>
              {`${formatDay(periods[index]!.from, i18n.language)}: +${formatMoney({ amount: m.in, currency: last.closing.currency }, i18n.language)} / −${formatMoney({ amount: m.out, currency: last.closing.currency }, i18n.language)}`}
            </title>
            {m.in ? <rect className={styles.in} x={x(index) - bar} width={bar} y={y(m.in)} height={y(0) - y(m.in)} /> : null}
            {m.out ? <rect className={styles.out} x={x(index)} width={bar} y={y(0)} height={y(-m.out) - y(0)} /> : null}
            {index % every === 0 ? (
              <text className={styles.label} x={x(index)} y={HEIGHT - 6} textAnchor="middle">
                {tick.format(new Date(`${periods[index]!.from}T00:00:00Z`))}
              </text>
            ) : null}
          </g>
        ))}
        <polyline className={styles.line} points={money.map((m, index) => `${x(index)},${y(m.closing)}`).join(' ')} />
        {money.map((m, index) => (
          <circle key={periods[index]!.to} className={styles.dot} cx={x(index)} cy={y(m.closing)} r={2.5} />
        ))}
      </svg>
      <figcaption className={styles.legend}>
        <span>
          <span className={`${styles.swatch} ${styles.swatchIn}`} />
          {t('cashFlow.in')}
        </span>
        <span>
          <span className={`${styles.swatch} ${styles.swatchOut}`} />
          {t('cashFlow.out')}
        </span>
        <span>
          <span className={`${styles.swatch} ${styles.swatchLine}`} />
          {t('cashFlow.closing')}
        </span>
      </figcaption>
    </figure>
  );
}
