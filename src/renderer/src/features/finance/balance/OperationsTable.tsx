import { makeStyles, mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceListQuery, BalanceOperation } from '@shared/finance';
import type { ListDensity } from '@/components/resource/density';
import { useStickyTableStyles } from '@/components/resource/sticky-table';
import { formatDateTime } from '@/lib/format';
import { BalanceAmount, SignedAmount } from './amount-text';
import { nextSort, sortDirection } from './balance-query';

const useStyles = makeStyles({
  nowrap: { whiteSpace: 'nowrap' },
  number: { textAlign: 'end' },
  description: { minWidth: '260px' },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  cards: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  card: { display: 'grid', gridTemplateColumns: '1fr auto', gap: tokens.spacingVerticalXXS, padding: tokens.spacingVerticalS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
});

/** What an operation is about: its description, or its type's name, and the AWB it concerns. */
function About({ operation }: { operation: BalanceOperation }) {
  const styles = useStyles();
  const { t } = useTranslation('finance');
  return (
    <>
      <span>{operation.description ?? t(`types.${operation.type}`)}</span>
      {operation.awb ? <div className={styles.muted}>{t('balance.awb', { awb: operation.awb })}</div> : null}
      {operation.createdBy ? <div className={styles.muted}>{operation.createdBy}</div> : null}
    </>
  );
}

/** The operations of a page: date, contract (staff), type, description, amount and the balance after it. */
export function OperationsTable({
  rows,
  sort,
  density,
  showContract,
  timeZone,
  onSort,
  scrollerRef,
  natural = false,
}: {
  rows: readonly BalanceOperation[];
  sort: BalanceListQuery['sort'];
  density: ListDensity;
  showContract: boolean;
  timeZone: string;
  /** Without it the headers do not sort (a contract's latest operations). */
  onSort?(sort: BalanceListQuery['sort']): void;
  scrollerRef?: Ref<HTMLDivElement>;
  natural?: boolean;
}) {
  const styles = useStyles();
  const sticky = useStickyTableStyles();
  const { t, i18n } = useTranslation('finance');
  const header = (label: string, key?: 'date' | 'amount', end = false) => (
    <TableHeaderCell
      className={mergeClasses(sticky.head, end && styles.number)}
      sortDirection={key && onSort ? sortDirection(sort, key) : undefined}
      onClick={key && onSort ? () => onSort(nextSort(sort, key)) : undefined}
    >
      {label}
    </TableHeaderCell>
  );
  return (
    <div className={natural ? sticky.natural : sticky.scroller} ref={scrollerRef}>
      <Table sortable={onSort !== undefined} size={density === 'compact' ? 'small' : 'medium'} aria-label={t('balance.operations')}>
        <TableHeader>
          <TableRow>
            {header(t('balance.columns.date'), 'date')}
            {showContract ? header(t('balance.columns.contract')) : null}
            {header(t('balance.columns.type'))}
            {header(t('balance.columns.description'))}
            {header(t('balance.columns.amount'), 'amount', true)}
            {header(t('balance.columns.balance'), undefined, true)}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="balance-operation">
              <TableCell className={styles.nowrap}>{formatDateTime(row.date, i18n.language, timeZone)}</TableCell>
              {showContract ? (
                <TableCell>
                  <div className={styles.nowrap}>{row.contractNumber}</div>
                  <div className={styles.muted}>{row.contractor}</div>
                </TableCell>
              ) : null}
              <TableCell className={styles.nowrap}>{t(`types.${row.type}`)}</TableCell>
              <TableCell className={styles.description}>
                <About operation={row} />
              </TableCell>
              <TableCell className={styles.number}>
                <SignedAmount money={row.amount} />
              </TableCell>
              <TableCell className={styles.number}>
                <BalanceAmount money={row.balance} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** The same operations as cards, on a phone. */
export function OperationCards({ rows, timeZone }: { rows: readonly BalanceOperation[]; timeZone: string }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('finance');
  return (
    <div className={styles.cards} role="list" aria-label={t('balance.operations')}>
      {rows.map((row) => (
        <div key={row.id} className={styles.card} role="listitem" data-testid="balance-operation">
          <Text weight="semibold">{t(`types.${row.type}`)}</Text>
          <SignedAmount money={row.amount} />
          <span className={styles.muted}>
            {formatDateTime(row.date, i18n.language, timeZone)} · {row.contractNumber}
          </span>
          <span className={styles.muted}>
            <BalanceAmount money={row.balance} />
          </span>
          <div>
            <About operation={row} />
          </div>
        </div>
      ))}
    </div>
  );
}
