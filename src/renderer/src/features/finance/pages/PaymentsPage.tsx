import { Button, Link, makeStyles, MessageBar, MessageBarActions, MessageBarBody, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@shared/abilities';
import { FINANCE_ABILITIES } from '@shared/finance';
import { PageFrame } from '@/components/PageFrame';
import { BlockListSurface } from '@/components/resource/BlockListSurface';
import { listDensityAtom } from '@/components/resource/density';
import { ResourceFilterPanel } from '@/components/resource/ResourceFilterPanel';
import { mobileAtom, userAtom } from '@/lib/state';
import { useBlockPageState, useKeptQuery, useKeptScroll } from '@/lib/use-block-page';
import { useLastPageWithRows } from '@/lib/view-query';
import { useContractBalances } from '@/lib/contract-balances';
import { usePayments } from '../api/payments';
import { PaymentDialog } from '../payments/PaymentDialog';
import { PaymentFilters } from '../payments/PaymentFilters';
import { paymentFilterCount, withoutPaymentFilters } from '../payments/payments-query';
import { PaymentCards, PaymentsTable } from '../payments/PaymentsTable';
import { RegisterPaymentDialog } from '../payments/RegisterPaymentDialog';
import { StatementDialog } from '../payments/StatementDialog';
import { usePaymentQuery } from '../payments/use-payment-query';

const useStyles = makeStyles({
  page: { flex: '1 1 0', minHeight: 0, padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, gap: tokens.spacingVerticalM },
  mobile: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`, gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

interface PaymentsPageState extends Record<string, unknown> {
  filtersCollapsed: boolean;
}

const PAGE = 'payments';

/**
 * The payments page (section 2, block layout): a client's payments on its contracts, or the
 * airline's, filtered, sorted and paged by the server. A row's number opens the payment; so does a
 * notification's link (`openId`, on its contract's filter). Staff with financial.payment.edit
 * import the bank's statement, register a payment by hand and decide the ones in review; the
 * page tells them how many wait.
 */
export default function PaymentsPage() {
  const styles = useStyles();
  const { t } = useTranslation(['finance', 'resources']);
  const mobile = useAtomValue(mobileAtom);
  const user = useAtomValue(userAtom);
  const density = useAtomValue(listDensityAtom);
  const restoring = useKeptQuery(PAGE);
  const [kept, keep, forget] = useBlockPageState<PaymentsPageState>(PAGE);
  const { query, openId, update, replace, open } = usePaymentQuery();
  const contracts = useContractBalances();
  const list = usePayments(query, { enabled: !restoring });
  const staff = user?.airline != null;
  const canEdit = staff && can(user?.abilities, FINANCE_ABILITIES.paymentsEdit);
  const waiting = usePayments({ page: 1, size: 1, sort: '-date', status: 'wait' }, { enabled: canEdit });
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  useKeptScroll(PAGE, scroller, !restoring && list.data !== undefined && !list.isPlaceholderData);
  const [dialog, setDialog] = useState<'register' | 'statement' | null>(null);

  const rows = list.data?.items ?? [];
  useLastPageWithRows(list.data, query, update);

  const all = contracts.data ?? [];
  const collapsed = kept.filtersCollapsed ?? false;
  const inReview = waiting.data?.total ?? 0;

  return (
    <PageFrame
      title={t('payments.title')}
      className={mobile ? styles.mobile : styles.page}
      actions={
        canEdit ? (
          <div className={styles.actions}>
            <Button icon={<ArrowUploadRegular />} onClick={() => setDialog('statement')}>
              {t('statementImport.open')}
            </Button>
            <Button appearance="primary" icon={<AddRegular />} disabled={!all.length} onClick={() => setDialog('register')}>
              {t('payments.register.open')}
            </Button>
          </div>
        ) : null
      }
    >
      {canEdit && inReview > 0 && query.status !== 'wait' ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('payments.inReview', { count: inReview })}</MessageBarBody>
          <MessageBarActions>
            <Link as="button" onClick={() => replace({ ...withoutPaymentFilters(query), status: 'wait' })}>
              {t('payments.showInReview')}
            </Link>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      <ResourceFilterPanel
        count={paymentFilterCount(query)}
        collapsed={collapsed}
        onToggle={() => keep({ filtersCollapsed: !collapsed })}
        onReset={() => {
          forget();
          replace(withoutPaymentFilters(query));
        }}
      >
        <PaymentFilters query={query} contracts={all} onChange={update} />
      </ResourceFilterPanel>
      <BlockListSurface
        error={list.error}
        loading={restoring || list.isPending}
        count={rows.length}
        empty={t(paymentFilterCount(query) ? 'payments.noneFiltered' : 'payments.none')}
        page={query.page}
        size={query.size}
        total={list.data?.total}
        onChange={update}
      >
        {mobile ? (
          <PaymentCards rows={rows} onOpen={(row) => open(row.id)} />
        ) : (
          <PaymentsTable
            rows={rows}
            sort={query.sort}
            density={density}
            showParty={staff || (all.length > 1 && query.contractId === undefined)}
            onSort={(sort) => update({ sort, page: 1 })}
            onOpen={(row) => open(row.id)}
            scrollerRef={setScroller}
          />
        )}
      </BlockListSurface>
      {openId !== undefined ? <PaymentDialog id={openId} row={rows.find((row) => row.id === openId)} contracts={all} canDecide={canEdit} onClose={() => open(undefined)} /> : null}
      {dialog === 'register' ? <RegisterPaymentDialog contracts={all} contractId={query.contractId} onClose={() => setDialog(null)} /> : null}
      {dialog === 'statement' ? <StatementDialog onClose={() => setDialog(null)} /> : null}
    </PageFrame>
  );
}
