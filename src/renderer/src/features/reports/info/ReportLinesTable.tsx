import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@shared/money';
import type { ReportAwb } from '@shared/reports';
import { formatNumber } from '@/lib/format';
import { useGroupText } from './group-text';

const useStyles = makeStyles({
  number: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  /** A figure's header wraps under its column rather than over the next one. */
  head: { textAlign: 'end', whiteSpace: 'normal', verticalAlign: 'bottom' },
  headText: { width: '100%', justifyContent: 'flex-end' },
  total: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground2 },
  scroller: { overflowX: 'auto' },
});

/** The report's lines (a group per line, a line per currency where a group has several) and its totals under them. */
export function ReportLinesTable({ report }: { report: ReportAwb }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('reports');
  const name = useGroupText(report);
  const num = (value: number, digits = 0) => <TableCell className={styles.number}>{formatNumber(value, i18n.language, digits)}</TableCell>;
  const { totals } = report;
  return (
    <div className={styles.scroller}>
      <Table size="small" aria-label={t('awb.title')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t(`awb.groupings.${report.groupBy}`)}</TableHeaderCell>
            {(['shipments', 'pieces', 'weight', 'chargeableWeight', 'revenue'] as const).map((column) => (
              <TableHeaderCell key={column} className={styles.head} button={{ className: styles.headText }}>
                {t(`awb.columns.${column}`)}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.lines.map((line) => (
            <TableRow key={`${line.key}|${line.revenue?.currency ?? ''}`}>
              <TableCell>{name(line.key, line.label)}</TableCell>
              {num(line.shipments)}
              {num(line.pieces)}
              {num(line.weight, 1)}
              {num(line.chargeableWeight, 1)}
              <TableCell className={styles.number}>{line.revenue ? formatMoney(line.revenue, i18n.language) : '—'}</TableCell>
            </TableRow>
          ))}
          <TableRow className={styles.total}>
            <TableCell>{t('awb.total')}</TableCell>
            {num(totals.shipments)}
            {num(totals.pieces)}
            {num(totals.weight, 1)}
            {num(totals.chargeableWeight, 1)}
            <TableCell className={styles.number}>{totals.revenue.length ? totals.revenue.map((money) => formatMoney(money, i18n.language)).join(' · ') : '—'}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}
