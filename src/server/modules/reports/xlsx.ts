import type { PassThrough } from 'node:stream';
import { toDecimal } from '@shared/money';
import { groupLabel } from '@shared/reports/labels';
import type { ReportAwb } from '@shared/reports/report-awb';
import type { Translate } from '@shared/validation';
import { columnsUnder, streamSheet } from '../../lib/xlsx-stream';

// A ready report as a workbook: a line per group (and currency) as the page shows it, then the
// totals (a line per currency when there are several). Weights in kg, money in major units with
// its currency beside it.

export function exportReport(report: ReportAwb, t: Translate): PassThrough {
  const column = columnsUnder(t, 'reports:awb.columns.');
  const columns = [column('group', 28), column('shipments', 12, '#,##0'), column('pieces', 12, '#,##0'), column('weight', 14, '#,##0.0'), column('chargeableWeight', 16, '#,##0.0'), column('revenue', 18, '#,##0.00'), column('currency', 10)];
  const money = (revenue: ReportAwb['totals']['revenue'][number] | null) => (revenue ? { revenue: Number(toDecimal(revenue)), currency: revenue.currency } : { revenue: null, currency: null });
  const rows = report.lines.map((line) => ({
    group: groupLabel(report.groupBy, line.key, line.label, t),
    shipments: line.shipments,
    pieces: line.pieces,
    weight: line.weight,
    chargeableWeight: line.chargeableWeight,
    ...money(line.revenue),
  }));
  const { totals } = report;
  const currencies = totals.revenue.length ? totals.revenue : [null];
  // The figures once, on the first totals line; further currencies add their revenue only.
  currencies.forEach((revenue, index) =>
    rows.push({
      group: index === 0 ? t('reports:awb.total') : '',
      shipments: index === 0 ? totals.shipments : (null as unknown as number),
      pieces: index === 0 ? totals.pieces : (null as unknown as number),
      weight: index === 0 ? totals.weight : (null as unknown as number),
      chargeableWeight: index === 0 ? totals.chargeableWeight : (null as unknown as number),
      ...money(revenue),
    }),
  );
  return streamSheet(t('reports:awb.title'), columns, rows);
}
