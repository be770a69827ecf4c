import { Button, makeStyles, mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentListQuery, PaymentRow } from '@shared/finance';
import { formatMoney } from '@shared/money';
import type { ListDensity } from '@/components/resource/density';
import { useStickyTableStyles } from '@/components/resource/sticky-table';
import { formatDay } from '@/lib/dates';
import { nextSort, sortDirection } from '../balance/balance-query';
import { PaymentStatusBadge } from './PaymentStatusBadge';

const useStyles = makeStyles({
  nowrap: { whiteSpace: 'nowrap' },
  amount: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  description: { minWidth: '240px' },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  cards: { display: 'flex', flexDirection: 'column' },
  card: { display: 'grid', gridTemplateColumns: '1fr auto', gap: tokens.spacingVerticalXXS, padding: tokens.spacingVerticalS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
});

/** Whose payment it is: the contract and its client, or, while unassigned, the payer as the bank named it. */
function Party({ row }: { row: PaymentRow }) {
  const styles = useStyles();
  const { t } = useTranslation('finance');
  if (row.contractNumber) {
    return (
      <>
        <div className={styles.nowrap}>{row.contractNumber}</div>
        <div className={styles.muted}>{row.contractor}</div>
      </>
    );
  }
  return (
    <>
      <Text weight="semibold">{t('payments.unassigned')}</Text>
      <div className={styles.muted}>{[row.payerName, row.payerInn && t('payments.inn', { inn: row.payerInn })].filter(Boolean).join(' · ')}</div>
    </>
  );
}

/** The payments of a page: date, number (opens it), contract or payer, purpose, amount and status. */
export function PaymentsTable({
  rows,
  sort,
  density,
  showParty,
  onSort,
  onOpen,
  scrollerRef,
  natural = false,
}: {
  rows: readonly PaymentRow[];
  sort: PaymentListQuery['sort'];
  density: ListDensity;
  showParty: boolean;
  /** Without it the headers do not sort (a contract's latest payments). */
  onSort?(sort: PaymentListQuery['sort']): void;
  onOpen(row: PaymentRow): void;
  scrollerRef?: Ref<HTMLDivElement>;
  natural?: boolean;
}) {
  const styles = useStyles();
  const sticky = useStickyTableStyles();
  const { t, i18n } = useTranslation('finance');
  const header = (label: string, key?: 'date' | 'amount', className?: string) => (
    <TableHeaderCell
      className={mergeClasses(sticky.head, className)}
      sortDirection={key && onSort ? sortDirection(sort, key) : undefined}
      onClick={key && onSort ? () => onSort(nextSort(sort, key)) : undefined}
    >
      {label}
    </TableHeaderCell>
  );
  return (
    <div className={natural ? sticky.natural : sticky.scroller} ref={scrollerRef}>
      <Table sortable={onSort !== undefined} size={density === 'compact' ? 'small' : 'medium'} aria-label={t('payments.title')}>
        <TableHeader>
          <TableRow>
            {header(t('payments.columns.date'), 'date')}
            {header(t('payments.columns.number'))}
            {showParty ? header(t('payments.columns.contract')) : null}
            {header(t('payments.columns.description'))}
            {header(t('payments.columns.amount'), 'amount', styles.amount)}
            {header(t('payments.columns.status'))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="payment-row">
              <TableCell className={styles.nowrap}>{formatDay(row.date, i18n.language)}</TableCell>
              <TableCell className={styles.nowrap}>
                <Button appearance="transparent" size="small" onClick={() => onOpen(row)} aria-label={t('payments.openLabel', { number: row.number })}>
                  {t('payments.number', { number: row.number })}
                </Button>
              </TableCell>
              {showParty ? (
                <TableCell>
                  <Party row={row} />
                </TableCell>
              ) : null}
              <TableCell className={styles.description}>{row.description ?? '—'}</TableCell>
              <TableCell className={styles.amount}>{formatMoney(row.amount, i18n.language, 'full')}</TableCell>
              <TableCell>
                <PaymentStatusBadge status={row.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** The same payments as cards, on a phone. */
export function PaymentCards({ rows, onOpen }: { rows: readonly PaymentRow[]; onOpen(row: PaymentRow): void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('finance');
  return (
    <div className={styles.cards} role="list" aria-label={t('payments.title')}>
      {rows.map((row) => (
        <div key={row.id} className={styles.card} role="listitem" data-testid="payment-row">
          <Button appearance="transparent" size="small" onClick={() => onOpen(row)} aria-label={t('payments.openLabel', { number: row.number })}>
            {t('payments.number', { number: row.number })}
          </Button>
          <span className={styles.amount}>{formatMoney(row.amount, i18n.language, 'full')}</span>
          <span className={styles.muted}>{formatDay(row.date, i18n.language)}</span>
          <PaymentStatusBadge status={row.status} />
          <div>
            <Party row={row} />
          </div>
        </div>
      ))}
    </div>
  );
}
