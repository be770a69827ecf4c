import { Badge, Button, makeStyles, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { BookingRow } from '@shared/booking';
import type { BookingStatus } from '@shared/constants';
import type { FlightInfo } from '@shared/flights';
import { useConfirm } from '@/lib/confirm';
import { formatNumber } from '@/lib/format';
import { useAnswerBooking } from '../api/answer-booking';
import { useFlightBookings } from '../api/get-flight-bookings';
import { instantText } from '../components/flight-text';
import { useActionFailure } from '../components/use-action-failure';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  cell: { whiteSpace: 'nowrap' },
  number: { whiteSpace: 'nowrap', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  empty: { padding: tokens.spacingVerticalL, color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'nowrap', whiteSpace: 'nowrap' },
  client: { minWidth: '160px' },
});

const COLORS: Record<BookingStatus, BadgeProps['color']> = { HN: 'warning', LL: 'informative', CN: 'informative', KK: 'success', UU: 'danger' };

/** A booking's status as a badge with its meaning (section 4). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('flights');
  return (
    <Badge appearance="tint" color={COLORS[status]} title={t(`processing.statuses.${status}`)}>
      {status}
    </Badge>
  );
}

/**
 * Booking processing (section 2's flight info): the bookings on the flight waiting for the airline
 * (HN) or on its wait list (LL, CN), in the airline's booking priorities and then first come first
 * served; each answered here: confirmed (KK, within the leg's room), wait-listed or refused.
 */
export function ProcessingTab({ flight }: { flight: FlightInfo }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('flights');
  const locale = i18n.language;
  const queue = useFlightBookings(flight.id);
  const answer = useAnswerBooking();
  const failed = useActionFailure();
  const confirm = useConfirm();

  if (queue.isPending) return <Spinner size="small" label={t('processing.loading')} />;
  if (queue.isError) return <Text className={styles.empty}>{queue.error.message}</Text>;
  const rows = queue.data.items;
  // A one-leg flight's bookings all fly its one route: the column would repeat it.
  const routes = flight.legs.length > 1;
  if (!rows.length) return <Text className={styles.empty}>{t('processing.none')}</Text>;

  const reply = async (row: BookingRow, status: 'KK' | 'LL' | 'UU') => {
    if (status === 'UU') {
      const sure = await confirm({ title: t('processing.rejectTitle'), message: t('processing.rejectQuestion', { awb: row.awb, route: `${row.departure} → ${row.arrival}` }), confirmLabel: t('processing.reject') });
      if (!sure) return;
    }
    try {
      await answer.mutateAsync({ bookingId: row.id, status, comment: null });
      await queue.refetch();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <div className={styles.wrap}>
      <Table size="small" className={styles.table} aria-label={t('tabs.processing')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('processing.priority')}</TableHeaderCell>
            <TableHeaderCell>{t('processing.awbClient')}</TableHeaderCell>
            {routes ? <TableHeaderCell>{t('fields.route')}</TableHeaderCell> : null}
            <TableHeaderCell>{t('processing.cargo')}</TableHeaderCell>
            <TableHeaderCell>{t('informing.pieces')}</TableHeaderCell>
            <TableHeaderCell>{t('informing.weight')}</TableHeaderCell>
            <TableHeaderCell>{t('processing.volume')}</TableHeaderCell>
            <TableHeaderCell>{t('processing.status')}</TableHeaderCell>
            <TableHeaderCell>{t('processing.booked')}</TableHeaderCell>
            <TableHeaderCell>{t('list.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="processing-row">
              <TableCell className={styles.number}>
                {row.priority}
                {row.product ? <div className={styles.muted}>{row.product}</div> : null}
              </TableCell>
              <TableCell className={styles.client}>
                <span className={styles.cell}>{row.awb}</span>
                <div className={styles.muted}>
                  {row.contractor ?? '—'}
                  {row.contract ? ` · ${row.contract}` : ''}
                </div>
              </TableCell>
              {routes ? (
                <TableCell className={styles.cell}>
                  {row.departure} → {row.arrival}
                </TableCell>
              ) : null}
              <TableCell>
                {row.cargoName ?? '—'}
                {row.shc.length ? <div className={styles.muted}>{row.shc.join(', ')}</div> : null}
              </TableCell>
              <TableCell className={styles.number}>{formatNumber(row.pieces, locale, 0)}</TableCell>
              <TableCell className={styles.number}>{t('units.kg', { value: formatNumber(row.weight, locale, 1) })}</TableCell>
              <TableCell className={styles.number}>{t('units.m3', { value: formatNumber(row.volume, locale, 2) })}</TableCell>
              <TableCell className={styles.cell}>
                <BookingStatusBadge status={row.status} />
              </TableCell>
              <TableCell className={styles.cell}>{instantText(row.createdAt, locale)}</TableCell>
              <TableCell>
                <div className={styles.actions}>
                  <Button size="small" appearance="primary" disabled={answer.isPending} onClick={() => void reply(row, 'KK')}>
                    {t('processing.confirm')}
                  </Button>
                  {row.status === 'HN' ? (
                    <Button size="small" disabled={answer.isPending} onClick={() => void reply(row, 'LL')}>
                      {t('processing.waitlist')}
                    </Button>
                  ) : null}
                  <Button size="small" disabled={answer.isPending} onClick={() => void reply(row, 'UU')}>
                    {t('processing.reject')}
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
