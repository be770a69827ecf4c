import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, CalendarArrowDownRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router';
import { can } from '@shared/abilities';
import { FLIGHT_ABILITIES } from '@shared/flights';
import { routePath } from '@shared/routes';
import { PageFrame } from '@/components/PageFrame';
import { listDensityAtom } from '@/components/resource/density';
import { BlockListSurface } from '@/components/resource/BlockListSurface';
import { ResourceFilterPanel } from '@/components/resource/ResourceFilterPanel';
import { dayOfDate } from '@/lib/dates';
import { mobileAtom, userAtom } from '@/lib/state';
import { useBlockPageState, useKeptQuery, useKeptScroll } from '@/lib/use-block-page';
import { useLastPageWithRows } from '@/lib/view-query';
import { useFlights } from '../api/get-flights';
import { ScheduleResultBar } from '../components/ScheduleResultBar';
import { SsimImportDialog } from '../components/SsimImportDialog';
import { useSaleToggle } from '../components/use-sale-toggle';
import { FlightCards } from '../list/FlightCards';
import { FlightFilters } from '../list/FlightFilters';
import { DEFAULT_FLIGHT_QUERY, flightFilterCount, withoutFilters } from '../list/flight-query';
import { FlightsTable } from '../list/FlightsTable';
import { useDefaultView } from '../list/use-default-view';
import { useFlightQuery } from '../list/use-flight-query';
import { useFlightsTitle } from './use-flights-title';

const useStyles = makeStyles({
  page: { flex: '1 1 0', minHeight: 0, padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, gap: tokens.spacingVerticalM },
  mobile: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`, gap: tokens.spacingVerticalM },
});

/** What the flights page keeps of its own besides its query string and scroll. */
interface FlightsPageState extends Record<string, unknown> {
  filtersCollapsed: boolean;
}

const PAGE = 'flights';

/**
 * The flights list (section 2, block layout): one row per leg with its load bar, filtered by dates,
 * airports, number, status and sale, sorted and paged by the server. Its filters, page, sort and
 * scroll are kept while the user is elsewhere (section 3's block page state).
 */
export default function FlightsPage() {
  const styles = useStyles();
  const { t } = useTranslation(['flights', 'resources']);
  const mobile = useAtomValue(mobileAtom);
  const user = useAtomValue(userAtom);
  const density = useAtomValue(listDensityAtom);
  const restoring = useKeptQuery(PAGE);
  const [kept, keep, forget] = useBlockPageState<FlightsPageState>(PAGE);
  const [query, update, replace] = useFlightQuery();
  const settling = useDefaultView(restoring, useCallback(() => replace({ ...DEFAULT_FLIGHT_QUERY, from: dayOfDate(new Date()) }), [replace]));
  const list = useFlights(query, { enabled: !restoring && !settling });
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  useKeptScroll(PAGE, scroller, !restoring && !settling && list.data !== undefined && !list.isPlaceholderData);
  const sale = useSaleToggle();
  const addPath = routePath('flights-add');
  const addHref = useHref(addPath);
  const goAdd = useLinkClickHandler<HTMLAnchorElement>(addPath);

  const rows = list.data?.items ?? [];
  useLastPageWithRows(list.data, query, update);

  const collapsed = kept.filtersCollapsed ?? false;
  const canAdd = can(user?.abilities, FLIGHT_ABILITIES.manualEdit);
  const canSale = can(user?.abilities, FLIGHT_ABILITIES.sale);
  const loading = restoring || settling || list.isPending;
  const title = useFlightsTitle();

  return (
    <PageFrame
      title={title}
      className={mobile ? styles.mobile : styles.page}
      actions={
        canAdd ? (
          <>
            <Button icon={<CalendarArrowDownRegular />} onClick={() => setImportOpen(true)}>
              {t('ssim.import')}
            </Button>
            <Button as="a" href={addHref} onClick={goAdd} appearance="primary" icon={<AddRegular />}>
              {t('list.add')}
            </Button>
          </>
        ) : null
      }
    >
      <ScheduleResultBar />
      {importOpen ? <SsimImportDialog onClose={() => setImportOpen(false)} /> : null}
      <ResourceFilterPanel
        count={flightFilterCount(query)}
        collapsed={collapsed}
        onToggle={() => keep({ filtersCollapsed: !collapsed })}
        onReset={() => {
          forget();
          replace(withoutFilters(query));
        }}
      >
        <FlightFilters query={query} onChange={update} />
      </ResourceFilterPanel>
      <BlockListSurface
        error={list.error}
        loading={loading}
        count={rows.length}
        empty={t(flightFilterCount(query) ? 'list.noneFiltered' : 'list.none')}
        page={query.page}
        size={query.size}
        total={list.data?.total}
        onChange={update}
      >
        {mobile ? (
          <FlightCards rows={rows} />
        ) : (
          <FlightsTable
            rows={rows}
            sort={query.sort}
            density={density}
            onSort={(sort) => update({ sort, page: 1 })}
            onSale={canSale ? (leg) => void sale.toggle(leg) : undefined}
            salePendingId={sale.pendingId}
            scrollerRef={setScroller}
          />
        )}
      </BlockListSurface>
    </PageFrame>
  );
}
