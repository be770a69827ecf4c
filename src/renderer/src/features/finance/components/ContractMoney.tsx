import { makeStyles, MessageBar, MessageBarBody, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CASH_FLOW_PERIODS, type CashFlowPeriod, type CashFlowQuery, type ContractBalance } from '@shared/finance';
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
  chartHead: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  flow: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: tokens.spacingHorizontalXXL, '@media (max-width: 1199.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/**
 * A contract's money: its balance with what is held, its credit limit and what is available, then
 * its cash flow over the span (`from`–`to`, this month unless set) and a chart of the last twelve
 * months, twelve weeks or 31 days, as the user picks.
 */
export function ContractMoney({ contract, span }: { contract: ContractBalance; span: Pick<CashFlowQuery, 'from' | 'to' | 'tz'> }) {
  const styles = useStyles();
  const { t } = useTranslation('finance');
  const id = contract.contractResponse.id;
  const blocks = useCashFlowBlocks(id, { ...span, period: 'month' });
  const [period, setPeriod] = useState<CashFlowPeriod>('month');
  const flow = useCashFlow(id, { tz: span.tz, period });
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
      <section aria-label={t(`cashFlow.chartTitles.${period}`)}>
        <div className={styles.chartHead}>
          <Text as="h3" weight="semibold" block>
            {t(`cashFlow.chartTitles.${period}`)}
          </Text>
          <TabList size="small" selectedValue={period} onTabSelect={(_, data) => setPeriod(data.value as CashFlowPeriod)} aria-label={t('cashFlow.periodPicker')}>
            {CASH_FLOW_PERIODS.map((one) => (
              <Tab key={one} value={one}>
                {t(`cashFlow.periods.${one}`)}
              </Tab>
            ))}
          </TabList>
        </div>
        {flow.data ? <CashFlowChart flow={flow.data} /> : <Spinner size="small" label={t('cashFlow.loading')} />}
      </section>
      </div>
    </div>
  );
}
