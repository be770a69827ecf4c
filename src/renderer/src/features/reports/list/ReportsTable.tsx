import { Link, makeStyles, mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportAwbListQuery, ReportAwbRow } from '@shared/reports';
import type { ListDensity } from '@/components/resource/density';
import { useStickyTableStyles } from '@/components/resource/sticky-table';
import { formatDay, formatInstant } from '@/lib/dates';
import { sortDirection } from '@/lib/view-query';
import { ReportStateBadge } from './ReportStateBadge';

const useStyles = makeStyles({
  nowrap: { whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

type SortKey = 'createdAt' | 'dateFrom';
const nextSort = (current: ReportAwbListQuery['sort'], key: SortKey): ReportAwbListQuery['sort'] => (current === `-${key}` ? key : `-${key}`);

/** How a report's range and grouping read: "01.03.2026 – 30.04.2026", "Period, by day". */
export function useReportText() {
  const { t, i18n } = useTranslation('reports');
  return {
    range: (row: Pick<ReportAwbRow, 'dateFrom' | 'dateTo'>) => `${formatDay(row.dateFrom, i18n.language)} – ${formatDay(row.dateTo, i18n.language)}`,
    grouping: (row: Pick<ReportAwbRow, 'groupBy' | 'period'>) =>
      [t(`awb.groupings.${row.groupBy}`), row.period ? t(row.period === 'day' ? 'awb.byDay' : 'awb.byMonth') : null].filter(Boolean).join(', '),
  };
}

/** The reports of a page: range (opens the report), grouping, what it covers, state, author and time. */
export function ReportsTable({
  rows,
  sort,
  density,
  onSort,
  onOpen,
  scrollerRef,
}: {
  rows: readonly ReportAwbRow[];
  sort: ReportAwbListQuery['sort'];
  density: ListDensity;
  onSort(sort: ReportAwbListQuery['sort']): void;
  onOpen(row: ReportAwbRow): void;
  scrollerRef?: Ref<HTMLDivElement>;
}) {
  const styles = useStyles();
  const sticky = useStickyTableStyles();
  const { t, i18n } = useTranslation('reports');
  const text = useReportText();
  const header = (label: string, key?: SortKey) => (
    <TableHeaderCell className={mergeClasses(sticky.head)} sortDirection={key ? sortDirection(sort, key) : undefined} onClick={key ? () => onSort(nextSort(sort, key)) : undefined}>
      {label}
    </TableHeaderCell>
  );
  return (
    <div className={sticky.scroller} ref={scrollerRef}>
      <Table sortable size={density === 'compact' ? 'small' : 'medium'} aria-label={t('awb.title')}>
        <TableHeader>
          <TableRow>
            {header(t('awb.list.range'), 'dateFrom')}
            {header(t('awb.list.groupBy'))}
            {header(t('awb.list.scope'))}
            {header(t('awb.list.state'))}
            {header(t('awb.list.createdBy'))}
            {header(t('awb.list.createdAt'), 'createdAt')}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell className={styles.nowrap}>
                <Link onClick={() => onOpen(row)}>{text.range(row)}</Link>
              </TableCell>
              <TableCell>{text.grouping(row)}</TableCell>
              <TableCell>{row.contractor ?? t('awb.scopeAirline')}</TableCell>
              <TableCell>
                <ReportStateBadge report={row} />
              </TableCell>
              <TableCell>{row.createdBy ?? '—'}</TableCell>
              <TableCell className={styles.nowrap}>{formatInstant(row.createdAt, i18n.language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
