import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { BookingListQuery } from '@shared/booking/booking';
import type { Translate } from '@shared/validation';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { allBookings } from './list';

// The bookings list as a workbook: the list's columns and the cargo's, in the list's filters and
// order; a departure as the local date and time the list shows (a sheet has no zones).

export const MAX_EXPORT_ROWS = 100_000;

/** `2026-12-07T11:00+05:00` as a sheet's date of that wall time. */
const wallTime = (iso: string): Date => new Date(`${iso.slice(0, 16)}:00Z`);

export async function exportBookings(db: Database, user: SessionContext, query: BookingListQuery, t: Translate): Promise<PassThrough> {
  // Read first: a refused or broken query answers as an error, not as a half-written file.
  const rows = await allBookings(db, user, query, MAX_EXPORT_ROWS);
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(t('booking:bookings.title').slice(0, 31));
  const column = (key: string, header: string, width: number, numFmt?: string) => ({ header, key, width, ...(numFmt ? { style: { numFmt } } : {}) });
  const c = (key: string) => t(`booking:bookings.columns.${key}`);
  sheet.columns = [
    column('date', c('date'), 18, 'dd.mm.yyyy hh:mm'),
    column('awb', c('awb'), 14),
    column('status', c('status'), 10),
    column('flight', c('flight'), 10),
    column('route', c('route'), 12),
    column('pieces', c('pieces'), 8),
    column('weight', c('weight'), 12, '#,##0.0'),
    column('volume', c('volume'), 12, '#,##0.000'),
    column('source', c('source'), 14),
    column('priority', c('priority'), 10),
    column('product', t('booking:xlsx.product'), 10),
    column('shc', t('booking:xlsx.shc'), 14),
    column('cargo', t('booking:xlsx.cargo'), 28),
    column('contract', t('booking:xlsx.contract'), 18),
    column('client', c('client'), 28),
    column('cancelled', t('booking:xlsx.cancelled'), 10),
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    try {
      for (const row of rows) {
        sheet
          .addRow({
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
          })
          .commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      stream.destroy(error as Error);
    }
  })();
  return stream;
}
