import type { PassThrough } from 'node:stream';
import { toDecimal, type Currency } from '@shared/money';
import type { ShipmentListQuery } from '@shared/shipments/shipment';
import type { Translate } from '@shared/validation';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { columnsUnder, streamSheet } from '../../lib/xlsx-stream';
import { allShipments } from './list';

// The shipments list as a workbook: the list's columns in its filters and order.

export const MAX_EXPORT_ROWS = 100_000;

export async function exportShipments(db: Database, user: SessionContext, query: ShipmentListQuery, t: Translate): Promise<PassThrough> {
  // Read first: a refused or broken query answers as an error, not as a half-written file.
  const rows = await allShipments(db, user, query, MAX_EXPORT_ROWS);
  const column = columnsUnder(t, 'shipments:list.columns.');
  const columns = [
    column('createdAt', 18, 'dd.mm.yyyy hh:mm'),
    column('type', 10),
    column('awb', 14),
    column('postNumber', 14),
    column('route', 16),
    column('status', 16),
    column('bookings', 30),
    column('pieces', 8),
    column('weight', 12, '#,##0.0'),
    column('volume', 12, '#,##0.000'),
    column('chargeableWeight', 12, '#,##0.0'),
    column('shc', 14),
    column('cargoName', 28),
    column('contract', 18),
    column('client', 28),
    column('product', 10),
    column('price', 14, '#,##0.00'),
    column('currency', 8),
  ];
  return streamSheet(
    t('shipments:list.title'),
    columns,
    rows.map((row) => ({
      createdAt: new Date(row.createdAt),
      type: t(`shipments:type.${row.type}`),
      awb: row.awb,
      postNumber: row.postNumber,
      route: row.route.join('-'),
      status: t(`shipments:shownStatus.${row.shownStatus}`),
      bookings: row.bookings.map((b) => `${b.flight} ${b.date} ${b.status}`).join('; '),
      pieces: row.pieces,
      weight: row.weight,
      volume: row.volume,
      chargeableWeight: row.chargeableWeight,
      shc: row.shc.join(' '),
      cargoName: row.cargoName,
      contract: row.contract?.number ?? null,
      client: row.contractor,
      product: row.product,
      price: row.price ? Number(toDecimal({ amount: row.price.total, currency: row.price.currency as Currency })) : null,
      currency: row.price?.currency ?? null,
    })),
  );
}
