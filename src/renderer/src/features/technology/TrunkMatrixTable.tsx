import { makeStyles, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ResourceRow } from '@shared/resources/list-query';
import type { TrunkMatrix } from '@shared/technology/trunk-matrix';
import { Surface } from '@/components/Surface';
import { formatNumber } from '@/lib/format';
import { toDraft } from './matrix-draft';

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalM },
  scroll: { overflowX: 'auto' },
  table: { width: 'auto' },
  number: { textAlign: 'right', fontFamily: tokens.fontFamilyNumeric },
  none: { color: tokens.colorNeutralForeground4, textAlign: 'center' },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** The info page's trunk dimension matrix, read-only: heights down, widths across, the longest piece in each cell. */
export function TrunkMatrixTable({ row }: { row: ResourceRow }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('resources/capacities');
  const matrix = toDraft(row.matrix) as TrunkMatrix;
  const number = (value: number) => formatNumber(value, i18n.language, 0);
  return (
    <Surface className={styles.surface}>
      <Subtitle2 as="h2">{t('sections.matrix')}</Subtitle2>
      {matrix.heights.length && matrix.widths.length ? (
        <>
          <Text className={styles.hint}>{t('matrix.readHint')}</Text>
          <div className={styles.scroll}>
            <Table size="small" className={styles.table} aria-label={t('fields.matrix')}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('matrix.corner')}</TableHeaderCell>
                  {matrix.widths.map((width) => (
                    <TableHeaderCell key={width} className={styles.number}>
                      {number(width)}
                    </TableHeaderCell>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {matrix.heights.map((height, r) => (
                  <TableRow key={height}>
                    <TableHeaderCell scope="row" className={styles.number}>
                      {number(height)}
                    </TableHeaderCell>
                    {matrix.widths.map((width, c) => {
                      const length = matrix.lengths[r]?.[c] ?? null;
                      return length === null ? (
                        <TableCell key={width} className={styles.none} title={t('matrix.doesNotFit')}>
                          —
                        </TableCell>
                      ) : (
                        <TableCell key={width} className={styles.number}>
                          {number(length)}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      ) : (
        <Text>{t('matrix.none')}</Text>
      )}
    </Surface>
  );
}
