import { Badge, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LetterStatus } from '@shared/messaging/settings';
import type { ResourceRow } from '@shared/resources/list-query';
import { routePath } from '@shared/routes';
import { AppLink } from '@/components/AppLink';
import { formatInstant } from '@/lib/dates';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  cell: { whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const STATUS_COLOURS: Record<LetterStatus, 'informative' | 'success' | 'brand' | 'danger'> = { processed: 'informative', success: 'success', opened: 'brand', error: 'danger' };

/** Letters a telegram went out in: when, the subject (to the letter), to whom, and what became of each. */
export function LettersTable({ rows, label, empty }: { rows: ResourceRow[]; label: string; empty: string }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('resources/letters');
  if (!rows.length) return <Text className={styles.muted}>{empty}</Text>;
  return (
    <div className={styles.wrap}>
      <Table size="small" aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('fields.createdAt')}</TableHeaderCell>
            <TableHeaderCell>{t('fields.subject')}</TableHeaderCell>
            <TableHeaderCell>{t('fields.recipients')}</TableHeaderCell>
            <TableHeaderCell>{t('fields.status')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const status = row.status as LetterStatus;
            return (
              <TableRow key={row.id}>
                <TableCell className={styles.cell}>{formatInstant(String(row.createdAt), i18n.language)}</TableCell>
                <TableCell>
                  <AppLink to={routePath('letters-info', { id: String(row.id) })}>{String(row.subject)}</AppLink>
                </TableCell>
                <TableCell>{(row.recipients as string[]).join(', ')}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={STATUS_COLOURS[status]} title={typeof row.error === 'string' ? row.error : undefined}>
                    {t(`options.status.${status}`)}
                  </Badge>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
