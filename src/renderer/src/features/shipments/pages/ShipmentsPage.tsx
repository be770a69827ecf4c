import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/PageFrame';
import { BlockListSurface } from '@/components/resource/BlockListSurface';
import { listDensityAtom } from '@/components/resource/density';
import { ResourceFilterPanel } from '@/components/resource/ResourceFilterPanel';
import { useDownload } from '@/components/resource/use-download';
import { useApi } from '@/lib/api/context';
import { mobileAtom, userAtom } from '@/lib/state';
import { useBlockPageState, useKeptQuery, useKeptScroll } from '@/lib/use-block-page';
import { useAddressView, useLastPageWithRows } from '@/lib/view-query';
import { downloadShipments, useShipments } from '../api/list-shipments';
import { ShipmentFilters } from '../list/ShipmentFilters';
import { parseShipmentQuery, shipmentFilterCount, shipmentQueryParams, withoutFilters } from '../list/shipment-query';
import { ShipmentCards, ShipmentsTable } from '../list/ShipmentsTable';

const useStyles = makeStyles({
  page: { flex: '1 1 0', minHeight: 0, padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, gap: tokens.spacingVerticalM },
  mobile: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`, gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

interface ShipmentsPageState extends Record<string, unknown> {
  filtersCollapsed: boolean;
}

const PAGE = 'shipments';

/**
 * `/shipments` (section 3, block layout): the caller's shipments (the airline's for its staff),
 * filtered by the days created, status, type, airports and an AWB number or cargo name, sorted and
 * paged by the server, and exported as a workbook of the same filters; a row opens the shipment.
 * Its filters, page, sort and scroll are kept while the user is elsewhere.
 */
export default function ShipmentsPage() {
  const styles = useStyles();
  const { t } = useTranslation('shipments');
  const mobile = useAtomValue(mobileAtom);
  const user = useAtomValue(userAtom);
  const density = useAtomValue(listDensityAtom);
  const restoring = useKeptQuery(PAGE);
  const [kept, keep, forget] = useBlockPageState<ShipmentsPageState>(PAGE);
  const [query, update, replace] = useAddressView(parseShipmentQuery, shipmentQueryParams);
  const list = useShipments(query, { enabled: !restoring });
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  useKeptScroll(PAGE, scroller, !restoring && list.data !== undefined && !list.isPlaceholderData);
  const rows = list.data?.items ?? [];
  useLastPageWithRows(list.data, query, update);
  const collapsed = kept.filtersCollapsed ?? false;
  const staff = user?.airline != null;
  const filters = shipmentFilterCount(query);
  const api = useApi();
  const sheet = useDownload();
  const download = () => sheet.download(() => downloadShipments(api, query), `shipments-${new Date().toISOString().slice(0, 10)}.xlsx`);

  return (
    <PageFrame
      title={t('list.title')}
      className={mobile ? styles.mobile : styles.page}
      actions={
        <div className={styles.actions}>
          <Button icon={sheet.busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={sheet.busy || !rows.length} onClick={() => void download()} data-testid="shipments-export">
            {t('page.export')}
          </Button>
        </div>
      }
    >
      {sheet.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{sheet.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <ResourceFilterPanel
        count={filters}
        collapsed={collapsed}
        onToggle={() => keep({ filtersCollapsed: !collapsed })}
        onReset={() => {
          forget();
          replace(withoutFilters(query));
        }}
      >
        <ShipmentFilters query={query} onChange={update} />
      </ResourceFilterPanel>
      <BlockListSurface
        error={list.error}
        loading={restoring || list.isPending}
        count={rows.length}
        empty={t(filters ? 'page.emptyFiltered' : 'page.empty')}
        page={query.page}
        size={query.size}
        total={list.data?.total}
        onChange={update}
      >
        {mobile ? (
          <ShipmentCards rows={rows} staff={staff} />
        ) : (
          <ShipmentsTable rows={rows} sort={query.sort} density={density} staff={staff} onSort={(sort) => update({ sort, page: 1 })} scrollerRef={setScroller} />
        )}
      </BlockListSurface>
    </PageFrame>
  );
}
