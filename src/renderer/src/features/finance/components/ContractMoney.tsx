import { makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashFlowQuery, ContractBalance } from '@shared/finance';
import { useCashFlow, useCashFlowBlocks } from '../api/balance';
import { BalanceAmount } from '../balance/amount-text';
import { CashFlowBlocksView } from './CashFlowBlocksView';
import { CashFlowChart } from './CashFlowChart';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  figures: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXXL}`, alignItems: 'baseline' },
  figure: { display: 'flex', flexDirection: 'column' },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  big: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  value: { fontSize: tokens.fontSizeBase400 },
  // The blocks and the chart side by side where there is room, one above the other where not.
  flow: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: tokens.spacingHorizontalXXL, '@media (max-width: 1199.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/**
 * A contract's money: its balance with what is held, its credit limit and what is available, then
 * its cash flow over the span (`from`–`to`, this month unless set) and the last twelve months as a chart.
 */
export function ContractMoney({ contract, span }: { contract: ContractBalance; span: Pick<CashFlowQuery, 'from' | 'to' | 'tz'> }) {
  const styles = useStyles();
  const { t } = useTranslation('finance');
  const id = contract.contractResponse.id;
  const blocks = useCashFlowBlocks(id, { ...span, period: 'month' });
  const flow = useCashFlow(id, { tz: span.tz, period: 'month' });
  const figure = (label: string, node: ReactNode, testId?: string) => (
    <div className={styles.figure} data-testid={testId}>
      <span className={styles.label}>{label}</span>
      {node}
    </div>
  );
  return (
    <div className={styles.root}>
      <div className={styles.figures}>
        {figure(t('figures.balance', { number: contract.contractResponse.number }), <BalanceAmount className={styles.big} money={contract.money} />, 'contract-balance')}
        {figure(t('figures.held'), <BalanceAmount className={styles.value} money={contract.held} />)}
        {contract.creditLimit.amount ? figure(t('figures.creditLimit'), <BalanceAmount className={styles.value} money={contract.creditLimit} />) : null}
        {figure(t('figures.available'), <BalanceAmount className={styles.value} money={contract.available} />)}
      </div>
      <div className={styles.flow}>
      {blocks.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{blocks.error.message}</MessageBarBody>
        </MessageBar>
      ) : blocks.data ? (
        <CashFlowBlocksView blocks={blocks.data} />
      ) : (
        <Spinner size="small" label={t('cashFlow.loading')} />
      )}
      {flow.data ? (
        <section aria-label={t('cashFlow.chartTitle')}>
          <Text as="h3" weight="semibold" block>
            {t('cashFlow.chartTitle')}
          </Text>
          <CashFlowChart flow={flow.data} />
        </section>
      ) : null}
      </div>
    </div>
  );
}
