import { makeStyles, mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { PublicationListQuery, PublicationRow } from '@shared/publications';
import { routePath } from '@shared/routes';
import { AppLink } from '@/components/AppLink';
import type { ListDensity } from '@/components/resource/density';
import { useStickyTableStyles } from '@/components/resource/sticky-table';
import { formatDay } from '@/lib/dates';
import { sortDirection } from '@/lib/view-query';
import { FamiliarizedBadge } from './FamiliarizedBadge';

const useStyles = makeStyles({
  nowrap: { whiteSpace: 'nowrap' },
  /** The title (with its preview) takes what the short columns leave. */
  narrow: { width: '120px' },
  medium: { width: '170px' },
  preview: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, display: '-webkit-box', WebkitLineClamp: '2', WebkitBoxOrient: 'vertical', overflow: 'hidden' },
  files: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, color: tokens.colorNeutralForeground3 },
  cards: { display: 'flex', flexDirection: 'column' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, padding: tokens.spacingVerticalS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  meta: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

type SortKey = 'date' | 'title' | 'type';

function Title({ row }: { row: PublicationRow }) {
  const styles = useStyles();
  return (
    <>
      <AppLink to={routePath('publications-info', { id: String(row.id) })}>{row.title}</AppLink>
      <div className={styles.preview}>{row.preview}</div>
    </>
  );
}

function Files({ count }: { count: number }) {
  const styles = useStyles();
  const { t } = useTranslation('publications');
  return count ? (
    <span className={styles.files} title={t('list.files', { count })}>
      <AttachRegular aria-label={t('list.files', { count })} />
      {count}
    </span>
  ) : null;
}

export function PublicationsTable({ rows, sort, density, onSort }: { rows: readonly PublicationRow[]; sort: PublicationListQuery['sort']; density: ListDensity; onSort(sort: PublicationListQuery['sort']): void }) {
  const styles = useStyles();
  const sticky = useStickyTableStyles();
  const { t, i18n } = useTranslation(['publications', 'reference']);
  const header = (key: SortKey, label: string, width?: string) => (
    <TableHeaderCell className={mergeClasses(sticky.head, width)} sortDirection={sortDirection(sort, key)} onClick={() => onSort((sort === key ? `-${key}` : key) as PublicationListQuery['sort'])}>
      {label}
    </TableHeaderCell>
  );
  return (
    <div className={sticky.natural}>
      <Table sortable size={density === 'compact' ? 'small' : 'medium'} aria-label={t('title')}>
        <TableHeader>
          <TableRow>
            {header('date', t('fields.date'), styles.narrow)}
            {header('type', t('fields.type'), styles.narrow)}
            {header('title', t('fields.title'))}
            <TableHeaderCell className={mergeClasses(sticky.head, styles.medium)}>{t('fields.author')}</TableHeaderCell>
            <TableHeaderCell className={mergeClasses(sticky.head, styles.medium)}>{t('familiarized.label')}</TableHeaderCell>
            <TableHeaderCell className={mergeClasses(sticky.head, styles.narrow)}>{t('fields.attachments')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell className={styles.nowrap}>{formatDay(row.date, i18n.language)}</TableCell>
              <TableCell className={styles.nowrap}>{t(`reference:publicationType.${row.type}`)}</TableCell>
              <TableCell>
                <Title row={row} />
              </TableCell>
              <TableCell>{row.author ?? '—'}</TableCell>
              <TableCell>{row.familiarized === null ? (row.familiarizationRequired ? t('familiarized.required') : '—') : <FamiliarizedBadge familiarized={row.familiarized} />}</TableCell>
              <TableCell>
                <Files count={row.attachments} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export function PublicationCards({ rows }: { rows: readonly PublicationRow[] }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['publications', 'reference']);
  return (
    <div className={styles.cards}>
      {rows.map((row) => (
        <article key={row.id} className={styles.card}>
          <Title row={row} />
          <div className={styles.meta}>
            <span>{formatDay(row.date, i18n.language)}</span>
            <span>{t(`reference:publicationType.${row.type}`)}</span>
            {row.familiarized === null ? null : <FamiliarizedBadge familiarized={row.familiarized} />}
            <Files count={row.attachments} />
          </div>
        </article>
      ))}
    </div>
  );
}
