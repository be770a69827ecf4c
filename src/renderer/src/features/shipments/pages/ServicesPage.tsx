import { makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/PageFrame';
import { BlockListSurface } from '@/components/resource/BlockListSurface';
import { listDensityAtom } from '@/components/resource/density';
import { ResourceFilterPanel } from '@/components/resource/ResourceFilterPanel';
import { mobileAtom, userAtom } from '@/lib/state';
import { useBlockPageState, useKeptQuery, useKeptScroll } from '@/lib/use-block-page';
import { useAddressView, useLastPageWithRows } from '@/lib/view-query';
import { useServices } from '../api/list-services';
import { ServiceFilters } from '../services/ServiceFilters';
import { parseServiceQuery, serviceFilterCount, serviceQueryParams, withoutServiceFilters } from '../services/service-query';
import { ServicesTable } from '../services/ServicesTable';

const useStyles = makeStyles({
  page: { flex: '1 1 0', minHeight: 0, padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, gap: tokens.spacingVerticalM },
  mobile: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`, gap: tokens.spacingVerticalM },
});

interface ServicesPageState extends Record<string, unknown> {
  filtersCollapsed: boolean;
}

const PAGE = 'services';

/**
 * `/services` (section 2, block layout): the services ordered with the caller's shipments (the
 * airline's for its staff), filtered by an AWB number, the days ordered and the status, sorted and
 * paged by the server; each row links to its shipment and carries the actions the caller may take.
 * Its filters, page, sort and scroll are kept while the user is elsewhere.
 */
export default function ServicesPage() {
  const styles = useStyles();
  const { t } = useTranslation('shipments');
  const mobile = useAtomValue(mobileAtom);
  const user = useAtomValue(userAtom);
  const density = useAtomValue(listDensityAtom);
  const restoring = useKeptQuery(PAGE);
  const [kept, keep, forget] = useBlockPageState<ServicesPageState>(PAGE);
  const [query, update, replace] = useAddressView(parseServiceQuery, serviceQueryParams);
  const list = useServices(query, { enabled: !restoring });
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  useKeptScroll(PAGE, scroller, !restoring && list.data !== undefined && !list.isPlaceholderData);
  const rows = list.data?.items ?? [];
  useLastPageWithRows(list.data, query, update);
  const collapsed = kept.filtersCollapsed ?? false;
  const filters = serviceFilterCount(query);
  const title = t('services.title');
  return (
    <PageFrame title={title} className={mobile ? styles.mobile : styles.page}>
      <ResourceFilterPanel
        count={filters}
        collapsed={collapsed}
        onToggle={() => keep({ filtersCollapsed: !collapsed })}
        onReset={() => {
          forget();
          replace(withoutServiceFilters(query));
        }}
      >
        <ServiceFilters query={query} onChange={update} />
      </ResourceFilterPanel>
      <BlockListSurface
        error={list.error}
        loading={restoring || list.isPending}
        count={rows.length}
        empty={t(filters ? 'services.emptyFiltered' : 'services.empty')}
        page={query.page}
        size={query.size}
        total={list.data?.total}
        onChange={update}
      >
        <ServicesTable rows={rows} sort={query.sort} onSort={(sort) => update({ sort, page: 1 })} staff={user?.airline != null} compact={density === 'compact'} scrollerRef={setScroller} label={title} />
      </BlockListSurface>
    </PageFrame>
  );
}
