import { makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { balanceApi, DEFAULT_FINANCE_ZONE } from '@shared/finance';
import { routePath } from '@shared/routes';
import { AppLink } from '@/components/AppLink';
import { useApi } from '@/lib/api/context';
import { userAtom } from '@/lib/state';
import { useOperations } from '../api/balance';
import { financeKeys } from '../api/keys';
import { OperationsTable } from '../balance/OperationsTable';
import { ContractMoney } from './ContractMoney';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

const LATEST = 10;

/**
 * A contract's balance tab: its money, this month's cash flow and the last twelve months as a
 * chart, then its latest operations with the running balance, and the way to all of them on the
 * balance page.
 */
export function ContractBalanceTab({ contractId }: { contractId: number }) {
  const styles = useStyles();
  const { t } = useTranslation('finance');
  const api = useApi();
  const tz = useAtomValue(userAtom)?.timeZone || DEFAULT_FINANCE_ZONE;
  const contract = useQuery({
    queryKey: financeKeys.contract(contractId),
    queryFn: ({ signal }) => api.call(balanceApi.contract, { params: { id: contractId }, signal }),
    retry: false,
  });
  const operations = useOperations({ page: 1, size: LATEST, sort: '-date', tz, contractId });
  if (contract.error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{contract.error.message}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!contract.data) return <Spinner size="small" label={t('cashFlow.loading')} />;
  const rows = operations.data?.items ?? [];
  const all = `${routePath('balance')}?contractId=${contractId}`;
  return (
    <div className={styles.root}>
      <ContractMoney contract={contract.data} span={{ tz }} />
      <Text as="h3" weight="semibold">
        {t('contract.latest')}
      </Text>
      {rows.length ? (
        <OperationsTable rows={rows} sort="-date" density="compact" showContract={false} timeZone={tz} natural />
      ) : operations.isPending ? (
        <Spinner size="small" />
      ) : (
        <Text className={styles.muted}>{t('balance.none')}</Text>
      )}
      {operations.data && operations.data.total > rows.length ? <AppLink to={all}>{t('contract.all', { count: operations.data.total })}</AppLink> : null}
    </div>
  );
}
