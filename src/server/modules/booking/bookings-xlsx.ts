import type { PassThrough } from 'node:stream';
import type { BookingListQuery } from '@shared/booking/booking';
import type { Translate } from '@shared/validation';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { columnsUnder, streamSheet } from '../../lib/xlsx-stream';
import { allBookings } from './list';

// The bookings list as a workbook: the list's columns and the cargo's, in the list's filters and
// order; a departure as the local date and time the list shows (a sheet has no zones).

export const MAX_EXPORT_ROWS = 100_000;

/** `2026-12-07T11:00+05:00` as a sheet's date of that wall time. */
const wallTime = (iso: string): Date => new Date(`${iso.slice(0, 16)}:00Z`);

export async function exportBookings(db: Database, user: SessionContext, query: BookingListQuery, t: Translate): Promise<PassThrough> {
  // Read first: a refused or broken query answers as an error, not as a half-written file.
  const rows = await allBookings(db, user, query, MAX_EXPORT_ROWS);
  const listed = columnsUnder(t, 'booking:bookings.columns.');
  const more = columnsUnder(t, 'booking:xlsx.');
  const columns = [
    listed('date', 18, 'dd.mm.yyyy hh:mm'),
    listed('awb', 14),
    listed('status', 10),
    listed('flight', 10),
    listed('route', 12),
    listed('pieces', 8),
    listed('weight', 12, '#,##0.0'),
    listed('volume', 12, '#,##0.000'),
    listed('source', 14),
    listed('priority', 10),
    more('product', 10),
    more('shc', 14),
    more('cargo', 28),
    more('contract', 18),
    listed('client', 28),
    more('cancelled', 10),
  ];
  return streamSheet(
    t('booking:bookings.title'),
    columns,
    rows.map((row) => ({
      date: wallTime(row.std),
      awb: row.awb,
      status: row.status,
      flight: row.flight,
      route: `${row.departure}-${row.arrival}`,
      pieces: row.pieces,
      weight: row.weight,
      volume: row.volume,
      source: t(`booking:bookings.sources.${row.source}`),
      priority: row.priority,
      product: row.product,
      shc: row.shc.join(' '),
      cargo: row.cargoName,
      contract: row.contract,
      client: row.contractor,
      cancelled: row.cancelled ? t('booking:xlsx.yes') : '',
    })),
  );
}
