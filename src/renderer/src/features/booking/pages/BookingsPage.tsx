import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@shared/abilities';
import { BOOKING_ABILITIES } from '@shared/booking';
import { routePath } from '@shared/routes';
import { PageFrame } from '@/components/PageFrame';
import { useDownload } from '@/components/resource/use-download';
import { useApi } from '@/lib/api/context';
import { BlockListSurface } from '@/components/resource/BlockListSurface';
import { listDensityAtom } from '@/components/resource/density';
import { ResourceFilterPanel } from '@/components/resource/ResourceFilterPanel';
import { mobileAtom, userAtom } from '@/lib/state';
import { useBlockPageState, useKeptQuery, useKeptScroll } from '@/lib/use-block-page';
import { useAddressView, useLastPageWithRows } from '@/lib/view-query';
import { downloadBookings, useBookings } from '../api/list-bookings';
import { AppButtonLink } from '../book/AppButtonLink';
import { BookingFilters } from '../bookings/BookingFilters';
import { bookingFilterCount, bookingQueryParams, parseBookingQuery, withoutFilters } from '../bookings/booking-query';
import { BookingCards, BookingsTable } from '../bookings/BookingsTable';

const useStyles = makeStyles({
  page: { flex: '1 1 0', minHeight: 0, padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, gap: tokens.spacingVerticalM },
  mobile: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`, gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

interface BookingsPageState extends Record<string, unknown> {
  filtersCollapsed: boolean;
}

const PAGE = 'bookings';

/**
 * The bookings list (section 3, block layout): one row per booked leg, filtered by dates, status,
 * source and airports, sorted and paged by the server; a row opens its shipment's bookings. Its
 * filters, page, sort and scroll are kept while the user is elsewhere. Staff who may book for a
 * client start it here.
 */
export default function BookingsPage() {
  const styles = useStyles();
  const { t } = useTranslation('booking');
  const mobile = useAtomValue(mobileAtom);
  const user = useAtomValue(userAtom);
  const density = useAtomValue(listDensityAtom);
  const restoring = useKeptQuery(PAGE);
  const [kept, keep, forget] = useBlockPageState<BookingsPageState>(PAGE);
  const [query, update, replace] = useAddressView(parseBookingQuery, bookingQueryParams);
  const list = useBookings(query, { enabled: !restoring });
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  useKeptScroll(PAGE, scroller, !restoring && list.data !== undefined && !list.isPlaceholderData);
  const rows = list.data?.items ?? [];
  useLastPageWithRows(list.data, query, update);
  const collapsed = kept.filtersCollapsed ?? false;
  const staff = user?.airline != null;
  const filters = bookingFilterCount(query);
  const forClient = can(user?.abilities, BOOKING_ABILITIES.bookings.client);
  const api = useApi();
  const sheet = useDownload();
  const download = () => sheet.download(() => downloadBookings(api, query), `bookings-${new Date().toISOString().slice(0, 10)}.xlsx`);

  return (
    <PageFrame
      title={t('bookings.title')}
      className={mobile ? styles.mobile : styles.page}
      actions={
        <div className={styles.actions}>
          <Button icon={sheet.busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={sheet.busy || !rows.length} onClick={() => void download()} data-testid="bookings-export">
            {t('xlsx.export')}
          </Button>
          {forClient ? (
            <AppButtonLink appearance="primary" icon={<AddRegular />} to={routePath('bookings-add')} data-testid="book-for-client">
              {t('staff.open')}
            </AppButtonLink>
          ) : null}
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
        <BookingFilters query={query} onChange={update} />
      </ResourceFilterPanel>
      <BlockListSurface
        error={list.error}
        loading={restoring || list.isPending}
        count={rows.length}
        empty={t(filters ? 'bookings.emptyFiltered' : 'bookings.empty')}
        page={query.page}
        size={query.size}
        total={list.data?.total}
        onChange={update}
      >
        {mobile ? (
          <BookingCards rows={rows} staff={staff} />
        ) : (
          <BookingsTable rows={rows} sort={query.sort} density={density} staff={staff} onSort={(sort) => update({ sort, page: 1 })} scrollerRef={setScroller} />
        )}
      </BlockListSurface>
    </PageFrame>
  );
}
