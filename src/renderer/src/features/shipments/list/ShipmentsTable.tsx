import { makeStyles, mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import type { MouseEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler, useNavigate } from 'react-router';
import { routePath } from '@shared/routes';
import type { Shipment, ShipmentListQuery } from '@shared/shipments';
import type { ListDensity } from '@/components/resource/density';
import { useStickyTableStyles } from '@/components/resource/sticky-table';
import { formatNumber } from '@/lib/format';
import { bookingShort, instantText, moneyText } from '../components/shipment-text';
import { ShownStatusBadge } from '../components/ShownStatusBadge';
import { nextSort, sortDirection, type ShipmentSortKey } from './shipment-query';

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  head: { verticalAlign: 'bottom', whiteSpace: 'normal' },
  cell: { whiteSpace: 'nowrap' },
  number: { whiteSpace: 'nowrap', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  // A long cargo name or client ends in an ellipsis; its hover text gives it whole.
  long: { maxWidth: '220px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  bookings: { whiteSpace: 'nowrap', fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  row: { cursor: 'pointer' },
  compact: { height: '28px' },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold, textDecoration: 'none', whiteSpace: 'nowrap', ':hover': { textDecoration: 'underline' } },
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
  line: { display: 'flex', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`, alignItems: 'center', flexWrap: 'wrap' },
});

const shipmentPath = (row: Shipment) => routePath('shipments', { id: String(row.id) });

/** The AWB number as the link to the shipment's page: keyboards and new tabs open it as a click on the row does. */
function AwbLink({ row }: { row: Shipment }) {
  const styles = useStyles();
  const to = shipmentPath(row);
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a className={styles.link} href={href} onClick={onClick} data-testid="shipment-link">
      {row.awb}
    </a>
  );
}

interface Props {
  rows: Shipment[];
  sort: ShipmentListQuery['sort'];
  density: ListDensity;
  /** Staff see each shipment's client. */
  staff: boolean;
  onSort(sort: ShipmentListQuery['sort']): void;
  scrollerRef?: Ref<HTMLDivElement>;
}

const dash = '—';

/**
 * A page of shipments (section 3): created, type, AWB, general AWB, route, status, bookings, pieces,
 * weights and volume, SHC, cargo, contract, the client (staff), product and price. A row opens the
 * shipment.
 */
export function ShipmentsTable({ rows, sort, density, staff, onSort, scrollerRef }: Props) {
  const styles = useStyles();
  const sticky = useStickyTableStyles();
  const { t, i18n } = useTranslation('shipments');
  const navigate = useNavigate();
  const language = i18n.language;
  const compact = density === 'compact' && styles.compact;
  const cell = mergeClasses(styles.cell, compact);
  const number = mergeClasses(styles.number, compact);
  const long = mergeClasses(styles.long, compact);
  const open = (event: MouseEvent, row: Shipment) => {
    if ((event.target as HTMLElement).closest('a, button') || window.getSelection()?.toString()) return;
    void navigate(shipmentPath(row));
  };
  const header = (column: string, key?: ShipmentSortKey) => (
    <TableHeaderCell
      key={column}
      className={mergeClasses(sticky.head, styles.head)}
      sortDirection={key ? sortDirection(sort, key) : undefined}
      onClick={key ? () => onSort(nextSort(sort, key)) : undefined}
    >
      {t(`list.columns.${column}`)}
    </TableHeaderCell>
  );
  const decimal = (value: number | null, digits: number) => (value === null ? dash : formatNumber(value, language, digits));
  return (
    <div ref={scrollerRef} className={sticky.scroller} data-testid="shipments-table-scroller">
      <Table sortable size={density === 'compact' ? 'small' : 'medium'} className={styles.table} aria-label={t('page.listLabel')}>
        <TableHeader>
          <TableRow>
            {header('createdAt', 'created')}
            {header('type')}
            {header('awb', 'awb')}
            {header('postNumber')}
            {header('route')}
            {header('status', 'status')}
            {header('bookings')}
            {header('pieces')}
            {header('weight', 'weight')}
            {header('volume')}
            {header('chargeableWeight')}
            {header('shc')}
            {header('cargoName')}
            {header('contract')}
            {staff ? header('client') : null}
            {header('product')}
            {header('price')}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} className={styles.row} onClick={(event) => open(event, row)} data-testid="shipment-row">
              <TableCell className={cell}>{instantText(row.createdAt, language)}</TableCell>
              <TableCell className={cell}>{t(`type.${row.type}`)}</TableCell>
              <TableCell className={cell}>
                <AwbLink row={row} />
              </TableCell>
              <TableCell className={cell}>{row.postNumber ?? dash}</TableCell>
              <TableCell className={cell}>{row.route.join(' → ')}</TableCell>
              <TableCell className={cell}>
                <ShownStatusBadge status={row.shownStatus} />
              </TableCell>
              <TableCell className={mergeClasses(styles.bookings, compact)}>
                {row.bookings.length
                  ? row.bookings.map((booking) => (
                      <div key={booking.id} data-testid="shipment-booking">
                        {bookingShort(booking, language)}
                      </div>
                    ))
                  : dash}
              </TableCell>
              <TableCell className={number}>{formatNumber(row.pieces, language)}</TableCell>
              <TableCell className={number}>{formatNumber(row.weight, language, 1)}</TableCell>
              <TableCell className={number}>{decimal(row.volume, 3)}</TableCell>
              <TableCell className={number}>{decimal(row.chargeableWeight, 1)}</TableCell>
              <TableCell className={cell}>{row.shc.length ? row.shc.join(' ') : dash}</TableCell>
              <TableCell className={long} title={row.cargoName ?? undefined}>
                {row.cargoName ?? dash}
              </TableCell>
              <TableCell className={cell}>{row.contract?.number ?? dash}</TableCell>
              {staff ? (
                <TableCell className={long} title={row.contractor ?? undefined}>
                  {row.contractor ?? dash}
                </TableCell>
              ) : null}
              <TableCell className={cell}>{row.product ?? dash}</TableCell>
              <TableCell className={number}>{row.price ? moneyText(row.price.total, row.price.currency, language) : dash}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** A page of shipments as cards, below the mobile breakpoint. */
export function ShipmentCards({ rows, staff }: { rows: Shipment[]; staff: boolean }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('shipments');
  const language = i18n.language;
  return (
    <ul className={styles.list} aria-label={t('page.listLabel')}>
      {rows.map((row) => (
        <li key={row.id} className={styles.card} data-testid="shipment-row">
          <div className={styles.line}>
            <AwbLink row={row} />
            <ShownStatusBadge status={row.shownStatus} />
            <span className={styles.muted}>{t(`type.${row.type}`)}</span>
          </div>
          <div className={styles.line}>
            <span>{row.route.join(' → ')}</span>
            <span className={styles.muted}>{instantText(row.createdAt, language)}</span>
          </div>
          {row.cargoName ? <div>{row.cargoName}</div> : null}
          <div className={styles.line}>
            <span>{t('page.cardCargo', { pieces: formatNumber(row.pieces, language), weight: formatNumber(row.weight, language, 1) })}</span>
            {row.price ? <span>{moneyText(row.price.total, row.price.currency, language)}</span> : null}
          </div>
          {row.bookings.length ? (
            <div className={styles.bookings}>
              {row.bookings.map((booking) => (
                <div key={booking.id}>{bookingShort(booking, language)}</div>
              ))}
            </div>
          ) : null}
          {staff && row.contractor ? <div className={styles.muted}>{row.contractor}</div> : null}
        </li>
      ))}
    </ul>
  );
}
