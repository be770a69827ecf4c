import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, EditRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@shared/abilities';
import { FINANCE_ABILITIES } from '@shared/finance';
import { PageFrame } from '@/components/PageFrame';
import { listDensityAtom } from '@/components/resource/density';
import { BlockListSurface } from '@/components/resource/BlockListSurface';
import { ResourceFilterPanel } from '@/components/resource/ResourceFilterPanel';
import { useDownload } from '@/components/resource/use-download';
import { Surface } from '@/components/Surface';
import { useApi } from '@/lib/api/context';
import { mobileAtom, userAtom } from '@/lib/state';
import { useBlockPageState, useKeptQuery, useKeptScroll } from '@/lib/use-block-page';
import { useLastPageWithRows } from '@/lib/view-query';
import { useContractBalances } from '@/lib/contract-balances';
import { downloadOperations, useOperations } from '../api/balance';
import { balanceFilterCount, withoutFilters } from '../balance/balance-query';
import { BalanceFilters } from '../balance/BalanceFilters';
import { CorrectionDialog } from '../balance/CorrectionDialog';
import { OperationCards, OperationsTable } from '../balance/OperationsTable';
import { useBalanceQuery } from '../balance/use-balance-query';
import { ContractMoney } from '../components/ContractMoney';

const useStyles = makeStyles({
  page: { flex: '1 1 0', minHeight: 0, padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, gap: tokens.spacingVerticalM, overflowY: 'auto' },
  mobile: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`, gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

interface BalancePageState extends Record<string, unknown> {
  filtersCollapsed: boolean;
}

const PAGE = 'balance';

/**
 * The balance page (section 2, block layout): the ledger's operations with the running balance,
 * filtered by contract, dates and type, sorted and paged by the server, exported as xlsx. With one
 * contract chosen (or the only one a client has), its money and cash flow head the page. Staff
 * holding financial.balance.edit correct a balance from here.
 */
export default function BalancePage() {
  const styles = useStyles();
  const { t } = useTranslation(['finance', 'resources']);
  const api = useApi();
  const mobile = useAtomValue(mobileAtom);
  const user = useAtomValue(userAtom);
  const density = useAtomValue(listDensityAtom);
  const restoring = useKeptQuery(PAGE);
  const [kept, keep, forget] = useBlockPageState<BalancePageState>(PAGE);
  const [query, update, replace] = useBalanceQuery();
  const contracts = useContractBalances();
  const list = useOperations(query, { enabled: !restoring });
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  useKeptScroll(PAGE, scroller, !restoring && list.data !== undefined && !list.isPlaceholderData);
  const [correcting, setCorrecting] = useState(false);
  const sheet = useDownload();

  const rows = list.data?.items ?? [];
  useLastPageWithRows(list.data, query, update);

  const all = contracts.data ?? [];
  // The contract whose money heads the page: the one filtered on, or a client's only one.
  const focused = all.find((row) => row.contractResponse.id === query.contractId) ?? (all.length === 1 ? all[0] : undefined);
  const collapsed = kept.filtersCollapsed ?? false;
  const staff = user?.airline != null;
  const canCorrect = staff && can(user?.abilities, FINANCE_ABILITIES.balanceEdit);
  const loading = restoring || list.isPending;

  const download = () => sheet.download(() => downloadOperations(api, query), `balance-${new Date().toISOString().slice(0, 10)}.xlsx`);

  return (
    <PageFrame
      title={t('balance.title')}
      className={mobile ? styles.mobile : styles.page}
      actions={
        <div className={styles.actions}>
          <Button icon={sheet.busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={sheet.busy || !rows.length} onClick={() => void download()}>
            {t('balance.export')}
          </Button>
          {canCorrect ? (
            <Button appearance="primary" icon={<EditRegular />} disabled={!all.length} onClick={() => setCorrecting(true)}>
              {t('correction.open')}
            </Button>
          ) : null}
        </div>
      }
    >
      {sheet.error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{sheet.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {focused ? (
        <Surface>
          <ContractMoney contract={focused} span={{ from: query.from, to: query.to, tz: query.tz }} />
        </Surface>
      ) : null}
      <ResourceFilterPanel
        count={balanceFilterCount(query)}
        collapsed={collapsed}
        onToggle={() => keep({ filtersCollapsed: !collapsed })}
        onReset={() => {
          forget();
          replace(withoutFilters(query));
        }}
      >
        <BalanceFilters query={query} contracts={all} onChange={update} />
      </ResourceFilterPanel>
      <BlockListSurface
        error={list.error}
        loading={loading}
        count={rows.length}
        empty={t(balanceFilterCount(query) ? 'balance.noneFiltered' : 'balance.none')}
        page={query.page}
        size={query.size}
        total={list.data?.total}
        onChange={update}
        grow="tall"
      >
        {mobile ? (
          <OperationCards rows={rows} timeZone={query.tz} />
        ) : (
          <OperationsTable
            rows={rows}
            sort={query.sort}
            density={density}
            showContract={all.length > 1 && query.contractId === undefined}
            timeZone={query.tz}
            onSort={(sort) => update({ sort, page: 1 })}
            scrollerRef={setScroller}
          />
        )}
      </BlockListSurface>
      {correcting ? <CorrectionDialog contracts={all} contractId={query.contractId} onClose={() => setCorrecting(false)} /> : null}
    </PageFrame>
  );
}
