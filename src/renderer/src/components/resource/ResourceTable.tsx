import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router';
import type { ResourceDef } from '@shared/resources/define';
import type { ResourceRow } from '@shared/resources/list-query';
import { routePath } from '@shared/routes';
import { CellValue } from './CellValue';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  row: { cursor: 'pointer' },
  link: { color: 'inherit', textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
  // Long unbroken values (emails, codes) wrap inside their column instead of running into the next.
  cell: { overflowWrap: 'anywhere' },
});

function RowLink({ def, row, children }: { def: ResourceDef; row: ResourceRow; children: React.ReactNode }) {
  const styles = useStyles();
  const to = routePath(`${def.name}-info`, { id: String(row.id) });
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a className={styles.link} href={href} onClick={onClick}>
      {children}
    </a>
  );
}

/** A page of rows; its headers sort the list (ascending, descending, then the default). */
export function ResourceTable({ def, rows, sort, onSort }: { def: ResourceDef; rows: ResourceRow[]; sort?: string; onSort(sort: string | undefined): void }) {
  const styles = useStyles();
  const { t } = useTranslation(`resources/${def.name}`);
  const direction = (key: string) => (sort === key ? 'ascending' : sort === `-${key}` ? 'descending' : undefined);
  const next = (key: string) => (sort === key ? `-${key}` : sort === `-${key}` ? undefined : key);
  return (
    <div className={styles.wrap}>
      <Table sortable size="small" aria-label={t('title')}>
        <TableHeader>
          <TableRow>
            {def.columns.map((column) => (
              <TableHeaderCell
                key={column.key}
                sortDirection={column.sortable ? direction(column.key) : undefined}
                onClick={column.sortable ? () => onSort(next(column.key)) : undefined}
              >
                {t(`fields.${column.key}`)}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} className={styles.row}>
              {def.columns.map((column, index) => (
                <TableCell key={column.key} className={styles.cell}>
                  {index === 0 ? (
                    <RowLink def={def} row={row}>
                      <CellValue def={def} row={row} field={column.key} />
                    </RowLink>
                  ) : (
                    <CellValue def={def} row={row} field={column.key} />
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
