import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatAwb, serialFromRunningNumber } from '@shared/awb';
import type { ResourceRow } from '@shared/resources/list-query';
import { Surface } from '@/components/Surface';
import { formatNumber } from '@/lib/format';
import { StockItems } from './StockItems';

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(180px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    '@media (max-width: 991.98px)': { gridTemplateColumns: '1fr' },
  },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontVariantNumeric: 'tabular-nums' },
});

const awb = (prefix: string, running: number): string => formatAwb({ prefix, serial: serialFromRunningNumber(running) });

/** A stock's info below its fields: its numbers as AWBs, what it holds now, and the numbers themselves. */
export function StockInfo({ row }: { row: ResourceRow }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('resources/stocks');
  const prefix = String(row.prefix);
  const number = (value: unknown) => formatNumber(Number(value ?? 0), i18n.language, 0);
  const lines: [string, string][] = [
    [t('fields.contractorName'), String(row.contractorName ?? '—')],
    [t('fields.endValue'), String(row.endValue)],
    [t('summary.awbs'), t('summary.range', { first: awb(prefix, Number(row.startValue)), last: awb(prefix, Number(row.endValue)) })],
    [t('summary.issued'), number(row.count)],
    [t('summary.holds'), number(row.total)],
    [t('fields.unused'), number(row.unused)],
    [t('fields.used'), number(row.used)],
    [t('fields.voided'), number(row.voided)],
  ];
  return (
    <>
      <Surface className={styles.surface}>
        <Subtitle2 as="h2">{t('summary.title')}</Subtitle2>
        <dl className={styles.grid}>
          {lines.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt className={styles.label}>{label}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      </Surface>
      <StockItems row={row} />
    </>
  );
}
