import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RefundQuote } from '@shared/shipments';
import { moneyText } from '../components/shipment-text';
import { Facts, type Fact } from '../info/Section';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  sum: { fontWeight: tokens.fontWeightSemibold },
});

/** The server's sum for the refund chosen: what was charged, the fee kept (when any) and what comes back; or why none can be asked for now. */
export function RefundQuoteFigures({ quote }: { quote: RefundQuote }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('shipments');
  const sum = (minor: number) => moneyText(minor, quote.currency, i18n.language);
  const facts: Fact[] = [
    [t('refund.quote.charged'), sum(quote.charged), 'refund-charged'],
    ...(quote.fee > 0 ? ([[t('refund.quote.fee'), sum(quote.fee), 'refund-fee']] as Fact[]) : []),
    [t('refund.quote.sum'), <span className={styles.sum}>{sum(quote.sum)}</span>, 'refund-sum'],
  ];
  return (
    <div className={styles.box} aria-live="polite" data-testid="refund-quote">
      {quote.refused ? (
        <MessageBar intent="warning" layout="multiline" data-testid="refund-refused">
          <MessageBarBody>{t(`refund.errors.${quote.refused}`)}</MessageBarBody>
        </MessageBar>
      ) : (
        <Facts facts={facts} />
      )}
    </div>
  );
}
