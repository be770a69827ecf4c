import { makeStyles, mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import type { MouseEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler, useNavigate } from 'react-router';
import type { BookingListQuery, BookingRow } from '@shared/booking';
import { routePath } from '@shared/routes';
import type { ListDensity } from '@/components/resource/density';
import { useStickyTableStyles } from '@/components/resource/sticky-table';
import { formatDay } from '@/lib/dates';
import { formatNumber } from '@/lib/format';
import { StatusBadge } from '../book/StatusBadge';
import { localTime } from '../book/booking-text';
import { nextSort, sortDirection } from './booking-query';

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  head: { verticalAlign: 'bottom', whiteSpace: 'normal' },
  cell: { whiteSpace: 'nowrap' },
  number: { whiteSpace: 'nowrap', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  row: { cursor: 'pointer' },
  compact: { height: '28px' },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold, textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
  muted: { color: tokens.colorNeutralForeground3 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  card: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  line: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

const bookingPath = (row: BookingRow) => routePath('bookings-info', { id: String(row.shipmentId) });

/** A booking's flight as the link to its shipment's bookings: keyboards and new tabs open it as a click on the row does. */
function BookingLink({ row }: { row: BookingRow }) {
  const styles = useStyles();
  const to = bookingPath(row);
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a className={styles.link} href={href} onClick={onClick}>
      {row.flight}
    </a>
  );
}

interface Props {
  rows: BookingRow[];
  sort: BookingListQuery['sort'];
  density: ListDensity;
  /** Staff see each booking's AWB and client. */
  staff: boolean;
  onSort(sort: BookingListQuery['sort']): void;
  scrollerRef?: Ref<HTMLDivElement>;
}

/** A page of bookings (section 3: date, status, flight, route, pieces, weight, volume, source, priority; the AWB and client for staff). */
export function BookingsTable({ rows, sort, density, staff, onSort, scrollerRef }: Props) {
  const styles = useStyles();
  const sticky = useStickyTableStyles();
  const { t, i18n } = useTranslation('booking');
  const navigate = useNavigate();
  const language = i18n.language;
  const cell = mergeClasses(styles.cell, density === 'compact' && styles.compact);
  const number = mergeClasses(styles.number, density === 'compact' && styles.compact);
  const open = (event: MouseEvent, row: BookingRow) => {
    if ((event.target as HTMLElement).closest('a, button') || window.getSelection()?.toString()) return;
    void navigate(bookingPath(row));
  };
  const header = (label: string, key?: 'date' | 'priority' | 'weight') => (
    <TableHeaderCell className={mergeClasses(sticky.head, styles.head)} sortDirection={key ? sortDirection(sort, key) : undefined} onClick={key ? () => onSort(nextSort(sort, key)) : undefined}>
      {label}
    </TableHeaderCell>
  );
  return (
    <div ref={scrollerRef} className={sticky.scroller} data-testid="bookings-table-scroller">
      <Table sortable size={density === 'compact' ? 'small' : 'medium'} className={styles.table} aria-label={t('bookings.list')}>
        <TableHeader>
          <TableRow>
            {header(t('bookings.columns.date'), 'date')}
            {header(t('bookings.columns.status'))}
            {header(t('bookings.columns.flight'))}
            {header(t('bookings.columns.route'))}
            {header(t('bookings.columns.pieces'))}
            {header(t('bookings.columns.weight'), 'weight')}
            {header(t('bookings.columns.volume'))}
            {header(t('bookings.columns.source'))}
            {header(t('bookings.columns.priority'), 'priority')}
            {staff ? header(t('bookings.columns.awb')) : null}
            {staff ? header(t('bookings.columns.client')) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} className={styles.row} onClick={(event) => open(event, row)} data-testid="booking-row">
              <TableCell className={cell}>
                {formatDay(row.date, language)} <span className={styles.muted}>{localTime(row.std)}</span>
              </TableCell>
              <TableCell className={cell}>
                <StatusBadge status={row.status} cancelled={row.cancelled} />
              </TableCell>
              <TableCell className={cell}>
                <BookingLink row={row} />
              </TableCell>
              <TableCell className={cell}>
                {row.departure} → {row.arrival}
              </TableCell>
              <TableCell className={number}>{formatNumber(row.pieces, language)}</TableCell>
              <TableCell className={number}>{formatNumber(row.weight, language, 1)}</TableCell>
              <TableCell className={number}>{formatNumber(row.volume, language, 3)}</TableCell>
              <TableCell className={cell}>{t(`bookings.sources.${row.source}`)}</TableCell>
              <TableCell className={number}>{row.priority}</TableCell>
              {staff ? <TableCell className={cell}>{row.awb}</TableCell> : null}
              {staff ? <TableCell className={cell}>{row.contractor ?? row.contract ?? '—'}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** A page of bookings as cards, below the mobile breakpoint. */
export function BookingCards({ rows, staff }: { rows: BookingRow[]; staff: boolean }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('booking');
  const language = i18n.language;
  return (
    <ul className={styles.list} aria-label={t('bookings.list')}>
      {rows.map((row) => (
        <li key={row.id} className={styles.card} data-testid="booking-row">
          <div className={styles.line}>
            <BookingLink row={row} />
            <span>{formatDay(row.date, language)}</span>
            <span>{localTime(row.std)}</span>
            <span>
              {row.departure} → {row.arrival}
            </span>
          </div>
          <div className={styles.line}>
            <StatusBadge status={row.status} cancelled={row.cancelled} />
            <span className={styles.muted}>{t(`bookings.sources.${row.source}`)}</span>
          </div>
          <div className={styles.line}>
            <span>
              {t('bookings.columns.pieces')}: {formatNumber(row.pieces, language)}
            </span>
            <span>
              {t('bookings.columns.weight')}: {formatNumber(row.weight, language, 1)}
            </span>
            <span>
              {t('bookings.columns.volume')}: {formatNumber(row.volume, language, 3)}
            </span>
          </div>
          {staff ? (
            <div className={styles.line}>
              <span>{row.awb}</span>
              <span className={styles.muted}>{row.contractor ?? row.contract ?? ''}</span>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
