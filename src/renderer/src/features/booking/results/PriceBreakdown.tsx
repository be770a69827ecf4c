import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { VariantDetail } from '@shared/booking';
import { formatMoney, money, type Currency } from '@shared/money';
import { QuoteLinesTable, useKilograms } from '@/components/QuoteLinesTable';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  summary: { display: 'flex', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXXL}`, flexWrap: 'wrap' },
  total: { fontWeight: tokens.fontWeightSemibold },
});

/**
 * A variant's price line by line, as it was made: the weights it is charged for, the rate class,
 * every line (freight, dynamic pricing, surcharges, taxes) and the total the lines add up to.
 */
export function PriceBreakdown({ quote }: { quote: NonNullable<VariantDetail['quote']> }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('booking');
  const kg = useKilograms();
  return (
    <section className={styles.root} aria-label={t('breakdown.title')}>
      <div className={styles.summary}>
        <Text>{t('breakdown.actual', { weight: kg(quote.actualWeight) })}</Text>
        {quote.volumetricWeight !== null ? <Text>{t('breakdown.volumetric', { weight: kg(quote.volumetricWeight) })}</Text> : null}
        <Text>{t('breakdown.chargeable', { weight: kg(quote.chargeableWeight) })}</Text>
        {quote.chargedWeight > quote.chargeableWeight ? <Text>{t('breakdown.chargedAs', { weight: kg(quote.chargedWeight) })}</Text> : null}
        <Text>{t('breakdown.rateClass', { rateClass: quote.rateClass })}</Text>
        <Text className={styles.total}>{t('breakdown.total', { total: formatMoney(money(quote.total, quote.currency as Currency), i18n.language) })}</Text>
      </div>
      <QuoteLinesTable quote={quote} />
    </section>
  );
}
