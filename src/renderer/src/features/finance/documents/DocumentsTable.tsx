import { Button, makeStyles, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { GENERATED_DOCUMENT_TYPES, type DocumentListQuery, type DocumentRow } from '@shared/finance';
import { formatMoney } from '@shared/money';
import type { ListDensity } from '@/components/resource/density';
import { useStickyTableStyles } from '@/components/resource/sticky-table';
import { formatDay } from '@/lib/dates';
import { sortDirection } from '@/lib/view-query';

const useStyles = makeStyles({
  nowrap: { whiteSpace: 'nowrap' },
  amount: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, justifyContent: 'flex-end' },
  cards: { display: 'flex', flexDirection: 'column' },
  card: { display: 'grid', gridTemplateColumns: '1fr auto', gap: tokens.spacingVerticalXXS, padding: tokens.spacingVerticalS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
});

export const isMade = (row: DocumentRow): boolean => (GENERATED_DOCUMENT_TYPES as readonly string[]).includes(row.type);

/** What a document is about: its description (a made one's names its period), or its period, and its contract. */
function About({ row, showContract }: { row: DocumentRow; showContract: boolean }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('finance');
  const period = row.periodFrom && row.periodTo ? t('documents.period', { from: formatDay(row.periodFrom, i18n.language), to: formatDay(row.periodTo, i18n.language) }) : null;
  return (
    <>
      <span>{row.description || period || '—'}</span>
      {showContract ? <div className={styles.muted}>{row.contractNumber ? `${row.contractNumber} · ${row.contractor ?? ''}` : t('documents.forAll')}</div> : null}
    </>
  );
}

/** The download and, for staff and an uploaded document, the delete of a row. */
function RowActions({ row, busy, onDownload, onRemove }: { row: DocumentRow; busy: boolean; onDownload(row: DocumentRow): void; onRemove?(row: DocumentRow): void }) {
  const styles = useStyles();
  const { t } = useTranslation('finance');
  const name = t('documents.name', { type: t(`documents.types.${row.type}`), number: row.number });
  return (
    <div className={styles.actions}>
      <Button appearance="subtle" icon={busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={busy} onClick={() => onDownload(row)} aria-label={t('documents.download', { name })} title={t('documents.download', { name })} />
      {onRemove && !isMade(row) ? <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => onRemove(row)} aria-label={t('documents.remove', { name })} title={t('documents.remove', { name })} /> : null}
    </div>
  );
}

interface Props {
  rows: readonly DocumentRow[];
  sort: DocumentListQuery['sort'];
  density: ListDensity;
  showContract: boolean;
  downloading: number | null;
  onDownload(row: DocumentRow): void;
  onRemove?(row: DocumentRow): void;
  onSort?(sort: DocumentListQuery['sort']): void;
  natural?: boolean;
}

/** The documents of a page: date, type and number, what it covers, its total, and its file. */
export function DocumentsTable({ rows, sort, density, showContract, downloading, onDownload, onRemove, onSort, natural = false }: Props) {
  const styles = useStyles();
  const sticky = useStickyTableStyles();
  const { t, i18n } = useTranslation('finance');
  return (
    <div className={natural ? sticky.natural : sticky.scroller}>
      <Table sortable={onSort !== undefined} size={density === 'compact' ? 'small' : 'medium'} aria-label={t('documents.title')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={sticky.head} sortDirection={onSort ? sortDirection(sort, 'date') : undefined} onClick={onSort ? () => onSort(sort === '-date' ? 'date' : '-date') : undefined}>
              {t('documents.columns.date')}
            </TableHeaderCell>
            <TableHeaderCell className={sticky.head}>{t('documents.columns.document')}</TableHeaderCell>
            <TableHeaderCell className={sticky.head}>{t('documents.columns.description')}</TableHeaderCell>
            <TableHeaderCell className={sticky.head}>{t('documents.columns.total')}</TableHeaderCell>
            <TableHeaderCell className={sticky.head}>
              <span className={styles.muted}>{t('documents.columns.file')}</span>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="document-row">
              <TableCell className={styles.nowrap}>{formatDay(row.date, i18n.language)}</TableCell>
              <TableCell className={styles.nowrap}>
                <Text weight="semibold">{t(`documents.types.${row.type}`)}</Text>
                <div className={styles.muted}>{t('payments.number', { number: row.number })}</div>
              </TableCell>
              <TableCell>
                <About row={row} showContract={showContract} />
              </TableCell>
              <TableCell className={styles.amount}>
                {row.total ? formatMoney(row.total, i18n.language, 'full') : '—'}
                {row.vat ? <div className={styles.muted}>{t('documents.vat', { amount: formatMoney(row.vat, i18n.language, 'full') })}</div> : null}
              </TableCell>
              <TableCell>
                <RowActions row={row} busy={downloading === row.id} onDownload={onDownload} onRemove={onRemove} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** The same documents as cards, on a phone. */
export function DocumentCards({ rows, downloading, onDownload, onRemove }: Pick<Props, 'rows' | 'downloading' | 'onDownload' | 'onRemove'>) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('finance');
  return (
    <div className={styles.cards} role="list" aria-label={t('documents.title')}>
      {rows.map((row) => (
        <div key={row.id} className={styles.card} role="listitem" data-testid="document-row">
          <Text weight="semibold">{t('documents.name', { type: t(`documents.types.${row.type}`), number: row.number })}</Text>
          <RowActions row={row} busy={downloading === row.id} onDownload={onDownload} onRemove={onRemove} />
          <span className={styles.muted}>{formatDay(row.date, i18n.language)}</span>
          <span className={styles.amount}>{row.total ? formatMoney(row.total, i18n.language, 'full') : ''}</span>
          <div>
            <About row={row} showContract />
          </div>
        </div>
      ))}
    </div>
  );
}
