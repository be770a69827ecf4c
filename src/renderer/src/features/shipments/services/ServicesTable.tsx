import { makeStyles, mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { routePath } from '@shared/routes';
import type { ServiceListQuery, ServiceRow, ShipmentDetail } from '@shared/shipments';
import { AppLink } from '@/components/AppLink';
import { useStickyTableStyles } from '@/components/resource/sticky-table';
import { formatNumber } from '@/lib/format';
import { instantText, moneyText } from '../components/shipment-text';
import { nextServiceSort, sortDirection } from './service-query';
import { ServiceRowActions } from './ServiceRowActions';
import { ServiceStatusBadge } from './ServiceStatusBadge';
import { serviceName } from './service-text';

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  head: { verticalAlign: 'bottom', whiteSpace: 'normal' },
  cell: { whiteSpace: 'nowrap' },
  number: { whiteSpace: 'nowrap', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  long: { maxWidth: '260px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  compact: { height: '28px' },
  scroller: { overflowX: 'auto', minWidth: 0 },
});

const dash = '—';

interface Props {
  rows: ServiceRow[];
  /** A shipment's own services (its section): no AWB or client columns. */
  shipment?: ShipmentDetail;
  /** The /services page's order, when its headers sort. */
  sort?: ServiceListQuery['sort'];
  onSort?(sort: ServiceListQuery['sort']): void;
  /** Staff see each service's client. */
  staff?: boolean;
  compact?: boolean;
  scrollerRef?: Ref<HTMLDivElement>;
  label: string;
}

/** Services ordered (section 2's /services, and a shipment's section): when, the AWB, the service, quantity, charge, status, who ordered, the comment, when done, and the actions the caller may take. */
export function ServicesTable({ rows, shipment, sort, onSort, staff = false, compact = false, scrollerRef, label }: Props) {
  const styles = useStyles();
  const sticky = useStickyTableStyles();
  const { t, i18n } = useTranslation('shipments');
  const language = i18n.language;
  const dense = compact && styles.compact;
  const cell = mergeClasses(styles.cell, dense);
  const number = mergeClasses(styles.number, dense);
  const page = shipment === undefined;
  const header = (column: string, key?: 'created' | 'amount') => (
    <TableHeaderCell
      key={column}
      className={mergeClasses(page && sticky.head, styles.head)}
      sortDirection={key && sort ? sortDirection(sort, key) : undefined}
      onClick={key && sort && onSort ? () => onSort(nextServiceSort(sort, key)) : undefined}
    >
      {t(`services.columns.${column}`)}
    </TableHeaderCell>
  );
  return (
    <div ref={scrollerRef} className={page ? sticky.scroller : styles.scroller}>
      <Table sortable={page} size={compact || !page ? 'small' : 'medium'} className={styles.table} aria-label={label}>
        <TableHeader>
          <TableRow>
            {header('createdAt', page ? 'created' : undefined)}
            {page ? header('awb') : null}
            {page && staff ? header('client') : null}
            {header('service')}
            {header('quantity')}
            {header('amount', page ? 'amount' : undefined)}
            {header('status')}
            {header('by')}
            {header('comment')}
            {header('doneAt')}
            {header('actions')}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="service-row">
              <TableCell className={cell}>{instantText(row.createdAt, language)}</TableCell>
              {page ? (
                <TableCell className={cell}>
                  <AppLink to={routePath('shipments', { id: String(row.shipmentId) })}>{row.awb}</AppLink>
                </TableCell>
              ) : null}
              {page && staff ? <TableCell className={cell}>{row.contractor ?? dash}</TableCell> : null}
              <TableCell className={cell} data-testid="service-name">
                {serviceName(row, language)}
              </TableCell>
              <TableCell className={number}>{formatNumber(row.quantity, language)}</TableCell>
              <TableCell className={number} data-testid="service-amount">
                {moneyText(row.amount, row.currency, language)}
              </TableCell>
              <TableCell className={cell}>
                <ServiceStatusBadge status={row.status} />
              </TableCell>
              <TableCell className={cell}>{row.by ?? dash}</TableCell>
              <TableCell className={mergeClasses(styles.long, dense)} title={row.comment ?? undefined}>
                {row.comment ?? dash}
              </TableCell>
              <TableCell className={cell}>{row.doneAt ? instantText(row.doneAt, language) : dash}</TableCell>
              <TableCell className={cell}>
                <ServiceRowActions row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
