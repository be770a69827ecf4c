import { Button, makeStyles, mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens, Tooltip } from '@fluentui/react-components';
import { TagDismissRegular, TagRegular } from '@fluentui/react-icons';
import type { MouseEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler, useNavigate } from 'react-router';
import type { FlightLegRow, FlightListQuery } from '@shared/flights';
import { routePath } from '@shared/routes';
import { Pending } from '@/components/Pending';
import type { ListDensity } from '@/components/resource/density';
import { formatDay } from '@/lib/dates';
import { flightName, legPlace } from '../components/flight-text';
import { LegTime, momentsOf } from '../components/LegTime';
import { LoadBar } from '../components/LoadBar';
import { ClosedBadge, SaleBadge, StatusBadge } from '../components/StatusBadge';
import { useStickyTableStyles } from '@/components/resource/sticky-table';
import { nextSort, sortDirection } from './flight-query';

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  head: { verticalAlign: 'bottom', whiteSpace: 'normal' },
  cell: { whiteSpace: 'nowrap' },
  row: { cursor: 'pointer' },
  compact: { height: '28px' },
  load: { paddingTop: tokens.spacingVerticalXXS, paddingBottom: tokens.spacingVerticalXXS },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold, textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
  leg: { marginInlineStart: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  muted: { color: tokens.colorNeutralForeground3 },
  route: { fontVariantNumeric: 'tabular-nums' },
  sale: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

type SortKey = 'std' | 'number' | 'departure' | 'arrival' | 'load';

/** A leg's flight as a link to the flight's page: "UT 103" and "2/3" for its second of three legs. */
export function FlightLink({ leg }: { leg: FlightLegRow }) {
  const styles = useStyles();
  const to = routePath('flights-info', { id: String(leg.flightId) });
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  const place = legPlace(leg);
  const { t } = useTranslation('flights');
  return (
    <>
      <a className={styles.link} href={href} onClick={onClick}>
        {flightName(leg)}
      </a>
      {place ? (
        <span className={styles.leg} title={t('list.legOf', { place })}>
          {place}
        </span>
      ) : null}
    </>
  );
}

interface Props {
  rows: FlightLegRow[];
  sort: FlightListQuery['sort'];
  density: ListDensity;
  onSort(sort: FlightListQuery['sort']): void;
  /** Shown for staff who may open and close legs for sale. */
  onSale?: (leg: FlightLegRow) => void;
  salePendingId?: number | null;
  scrollerRef?: Ref<HTMLDivElement>;
}

/** A page of flight legs (section 3's columns), sortable by departure time, number, airports and load. */
export function FlightsTable({ rows, sort, density, onSort, onSale, salePendingId, scrollerRef }: Props) {
  const styles = useStyles();
  const sticky = useStickyTableStyles();
  const { t, i18n } = useTranslation('flights');
  const navigate = useNavigate();
  const cell = mergeClasses(styles.cell, density === 'compact' && styles.compact);
  // A click anywhere on a row opens its flight, as the flight's link does for keyboards and new tabs.
  const open = (event: MouseEvent, leg: FlightLegRow) => {
    if ((event.target as HTMLElement).closest('a, button') || window.getSelection()?.toString()) return;
    void navigate(routePath('flights-info', { id: String(leg.flightId) }));
  };
  const header = (label: string, key?: SortKey) => (
    <TableHeaderCell className={mergeClasses(sticky.head, styles.head)} sortDirection={key ? sortDirection(sort, key) : undefined} onClick={key ? () => onSort(nextSort(sort, key)) : undefined}>
      {label}
    </TableHeaderCell>
  );
  return (
    <div ref={scrollerRef} className={sticky.scroller} data-testid="flights-table-scroller">
      <Table sortable size={density === 'compact' ? 'small' : 'medium'} className={styles.table} aria-label={t('list.title')}>
        <TableHeader>
          <TableRow>
            {header(t('fields.flight'), 'number')}
            {header(t('fields.date'))}
            {header(t('fields.departure'), 'departure')}
            {header(t('fields.arrival'), 'arrival')}
            {header(t('fields.stdLocal'), 'std')}
            {header(t('fields.staLocal'))}
            {header(t('fields.aircraft'))}
            {header(t('fields.serviceType'))}
            {header(t('fields.status'))}
            {header(t('fields.sale'))}
            {header(t('fields.closed'))}
            {header(t('fields.load'), 'load')}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((leg) => {
            const moments = momentsOf(leg);
            return (
              <TableRow key={leg.id} className={styles.row} onClick={(event) => open(event, leg)}>
                <TableCell className={cell}>
                  <FlightLink leg={leg} />
                </TableCell>
                <TableCell className={cell}>{formatDay(leg.date, i18n.language)}</TableCell>
                <TableCell className={mergeClasses(cell, styles.route)}>{leg.departure}</TableCell>
                <TableCell className={mergeClasses(cell, styles.route)}>{leg.arrival}</TableCell>
                <TableCell className={cell}>
                  <LegTime kind="departure" scheduled={moments.std} estimated={moments.etd} flightDate={leg.date} />
                </TableCell>
                <TableCell className={cell}>
                  <LegTime kind="arrival" scheduled={moments.sta} estimated={moments.eta} flightDate={leg.date} />
                </TableCell>
                <TableCell className={cell}>
                  {leg.aircraftType}
                  {leg.tailNumber ? <span className={styles.muted}> · {leg.tailNumber}</span> : null}
                </TableCell>
                <TableCell className={cell} title={t(`serviceTypes.${leg.serviceType}`)}>
                  {leg.serviceType}
                </TableCell>
                <TableCell className={cell}>
                  <StatusBadge status={leg.status} />
                </TableCell>
                <TableCell className={cell}>
                  <span className={styles.sale}>
                    <SaleBadge closed={leg.saleClosed} />
                    {onSale && leg.status !== 'canceled' ? (
                      <Tooltip content={t(leg.saleClosed ? 'sale.openAction' : 'sale.closeAction')} relationship="description" withArrow>
                        <Button
                          size="small"
                          appearance="subtle"
                          icon={salePendingId === leg.id ? <Pending size="extra-tiny" /> : leg.saleClosed ? <TagRegular /> : <TagDismissRegular />}
                          disabled={salePendingId === leg.id}
                          onClick={() => onSale(leg)}
                          aria-label={`${t(leg.saleClosed ? 'sale.openAction' : 'sale.closeAction')}: ${flightName(leg)}, ${formatDay(leg.date, i18n.language)}, ${leg.departure} → ${leg.arrival}`}
                        />
                      </Tooltip>
                    ) : null}
                  </span>
                </TableCell>
                <TableCell className={cell}>
                  <ClosedBadge closed={leg.closed} />
                </TableCell>
                <TableCell className={mergeClasses(cell, styles.load)}>
                  <LoadBar leg={leg} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
