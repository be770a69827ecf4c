import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routePath } from '@shared/routes';
import { AppLink } from '@/components/AppLink';
import { stringifyRouteQuery } from '@/lib/query-string';
import { usePayments } from '../api/payments';
import { PaymentsTable } from '../payments/PaymentsTable';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

const LATEST = 10;

/** A contract's payments tab: its latest payments; a number opens the payment on the payments page, filtered on this contract. */
export function ContractPaymentsTab({ contractId }: { contractId: number }) {
  const styles = useStyles();
  const { t } = useTranslation('finance');
  const navigate = useNavigate();
  const payments = usePayments({ page: 1, size: LATEST, sort: '-date', contractId });
  const rows = payments.data?.items ?? [];
  const pageOf = (query: Record<string, unknown>) => `${routePath('payments')}?${stringifyRouteQuery({ contractId, ...query })}`;
  if (payments.isPending) return <Spinner size="small" />;
  return (
    <div className={styles.root}>
      {rows.length ? (
        <PaymentsTable rows={rows} sort="-date" density="compact" showParty={false} natural onOpen={(row) => void navigate(pageOf({ openId: row.id }))} />
      ) : (
        <Text className={styles.muted}>{payments.error ? payments.error.message : t('payments.none')}</Text>
      )}
      {payments.data && payments.data.total > rows.length ? <AppLink to={pageOf({})}>{t('payments.all', { count: payments.data.total })}</AppLink> : null}
    </div>
  );
}
