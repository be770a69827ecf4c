import type { PassThrough } from 'node:stream';
import type { BalanceListQuery } from '@shared/finance/balance';
import { toDecimal } from '@shared/money';
import type { Translate } from '@shared/validation';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { columnsUnder, streamSheet } from '../../lib/xlsx-stream';
import { allOperations } from './operations';

// The balance page's operations as a workbook: what the page shows, amounts as numbers in major
// units with their currency beside them, dates as dates in the caller's zone.

export const MAX_EXPORT_ROWS = 100_000;

/** A local wall time as a spreadsheet date (a sheet has no zones: the reader's local time is written as it reads). */
function localDate(iso: string, tz: string): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute)));
}

export async function exportOperations(db: Database, user: SessionContext, query: BalanceListQuery, t: Translate): Promise<PassThrough> {
  // Read first: a refused or broken query answers as an error, not as a half-written file.
  const rows = await allOperations(db, user, query, MAX_EXPORT_ROWS);
  const column = columnsUnder(t, 'finance:balance.columns.');
  const columns = [
    column('date', 18, 'dd.mm.yyyy hh:mm'),
    column('contract', 18),
    column('contractor', 28),
    column('type', 22),
    column('description', 40),
    column('amount', 16, '#,##0.00'),
    column('balance', 16, '#,##0.00'),
    column('currency', 8),
    column('awb', 14),
    column('createdBy', 24),
  ];
  return streamSheet(
    t('finance:balance.title'),
    columns,
    rows.map((row) => ({
      date: localDate(row.date, query.tz),
      contract: row.contractNumber,
      contractor: row.contractor,
      type: t(`finance:types.${row.type}`),
      description: row.description,
      amount: Number(toDecimal(row.amount)),
      balance: Number(toDecimal(row.balance)),
      currency: row.amount.currency,
      awb: row.awb,
      createdBy: row.createdBy,
    })),
  );
}
