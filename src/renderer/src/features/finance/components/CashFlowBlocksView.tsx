import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CashFlowBlocks } from '@shared/finance';
import { formatDay } from '@/lib/dates';
import { BalanceAmount, SignedAmount } from '../balance/amount-text';

const useStyles = makeStyles({
  blocks: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: tokens.spacingHorizontalS },
  block: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
});

const MOVEMENTS = ['payments', 'refunds', 'holds', 'charges', 'corrections'] as const;

/** The cash flow of a span as blocks: what it opened with, each kind of movement, what it closed with. */
export function CashFlowBlocksView({ blocks }: { blocks: CashFlowBlocks }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('finance');
  return (
    <section aria-label={t('cashFlow.title', { from: formatDay(blocks.from, i18n.language), to: formatDay(blocks.to, i18n.language) })}>
      <Text as="h3" weight="semibold" block>
        {t('cashFlow.title', { from: formatDay(blocks.from, i18n.language), to: formatDay(blocks.to, i18n.language) })}
      </Text>
      <div className={styles.blocks}>
        <div className={styles.block} data-testid="cash-flow-opening">
          <span className={styles.label}>{t('cashFlow.opening')}</span>
          <BalanceAmount className={styles.value} money={blocks.opening} />
        </div>
        {MOVEMENTS.map((key) => (
          <div key={key} className={styles.block} data-testid={`cash-flow-${key}`}>
            <span className={styles.label}>{t(`cashFlow.${key}`)}</span>
            <SignedAmount className={styles.value} money={blocks[key]} />
          </div>
        ))}
        <div className={styles.block} data-testid="cash-flow-closing">
          <span className={styles.label}>{t('cashFlow.closingBalance')}</span>
          <BalanceAmount className={styles.value} money={blocks.closing} />
        </div>
      </div>
    </section>
  );
}
