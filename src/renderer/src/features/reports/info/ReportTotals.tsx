import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@shared/money';
import type { ReportAwb } from '@shared/reports';
import { formatNumber } from '@/lib/format';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: tokens.spacingHorizontalM },
  figure: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  name: { color: tokens.colorNeutralForeground3 },
  value: { fontVariantNumeric: 'tabular-nums' },
});

/** The report's totals: AWBs, pieces, weight, chargeable weight and revenue (a sum per currency). */
export function ReportTotals({ totals }: { totals: ReportAwb['totals'] }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('reports');
  const figure = (name: string, value: string, id: string) => (
    <div className={styles.figure} data-figure={id}>
      <Text size={200} className={styles.name}>
        {name}
      </Text>
      <Text size={500} weight="semibold" className={styles.value}>
        {value}
      </Text>
    </div>
  );
  const revenue = totals.revenue.length ? totals.revenue.map((money) => formatMoney(money, i18n.language)).join(' · ') : '—';
  return (
    <section className={styles.grid} aria-label={t('awb.totals')}>
      {figure(t('awb.columns.shipments'), formatNumber(totals.shipments, i18n.language), 'shipments')}
      {figure(t('awb.columns.pieces'), formatNumber(totals.pieces, i18n.language), 'pieces')}
      {figure(t('awb.columns.weight'), formatNumber(totals.weight, i18n.language, 1), 'weight')}
      {figure(t('awb.columns.chargeableWeight'), formatNumber(totals.chargeableWeight, i18n.language, 1), 'chargeableWeight')}
      {figure(t('awb.columns.revenue'), revenue, 'revenue')}
    </section>
  );
}
