import { makeStyles, mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router';
import type { ResourceDef } from '@shared/resources/define';
import type { ResourceRow } from '@shared/resources/list-query';
import { routePath } from '@shared/routes';
import { CellValue } from './CellValue';
import { cellText } from './cell-text';
import { columnLayout, type ColumnLayout } from './column-layout';
import type { ListDensity } from './density';
import { useTitleContext } from './use-title-context';

const useStyles = makeStyles({
  // The rows scroll inside their own box (the list page gives it what the window has left), so the
  // header stays on top of them and the pages below stay in sight.
  scroller: { overflow: 'auto', flexGrow: 0, flexShrink: 1, minHeight: '120px' },
  // In the block layout the rows take all the height the list has, however few they are.
  fill: { flexGrow: 1, flexBasis: 0 },
  // Columns as wide as their content (Fluent's table shares the width out equally).
  table: { tableLayout: 'auto' },
  head: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    verticalAlign: 'bottom',
    // The table's collapsed borders stay with the table: the line under the header moves with it.
    '::after': { content: '""', position: 'absolute', left: 0, right: 0, bottom: 0, borderBottom: `1px solid ${tokens.colorNeutralStroke1}` },
    // Headings wrap between words, never inside one.
    whiteSpace: 'normal',
    overflowWrap: 'normal',
    wordBreak: 'normal',
  },
  end: { textAlign: 'end', '& > *': { justifyContent: 'flex-end', textAlign: 'end' } },
  cell: { whiteSpace: 'nowrap' },
  amount: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  // A long value ends in an ellipsis; the whole of it is the cell's hover text.
  clip: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  link: { color: 'inherit', textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
  // Compact rows: a screen holds about twice as many as Fluent's roomy ones.
  compact: { height: '28px' },
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
export function ResourceTable({
  def,
  rows,
  sort,
  density,
  onSort,
  fill = false,
  scrollerRef,
}: {
  def: ResourceDef;
  rows: ResourceRow[];
  sort?: string;
  density: ListDensity;
  onSort(sort: string | undefined): void;
  /** The rows' box takes the height the list leaves it (the block layout). */
  fill?: boolean;
  /** The box the rows scroll in (the block layout keeps its scroll). */
  scrollerRef?: Ref<HTMLDivElement>;
}) {
  const styles = useStyles();
  const { t } = useTranslation(`resources/${def.name}`);
  const context = useTitleContext();
  const direction = (key: string) => (sort === key ? 'ascending' : sort === `-${key}` ? 'descending' : undefined);
  const next = (key: string) => (sort === key ? `-${key}` : sort === `-${key}` ? undefined : key);
  const layouts = new Map<string, ColumnLayout>(def.columns.map((column) => [column.key, columnLayout(def.fields[column.key], rows.find((row) => row[column.key] != null)?.[column.key])]));
  return (
    <div ref={scrollerRef} className={mergeClasses(styles.scroller, fill && styles.fill)} data-testid="resource-table-scroller">
      <Table sortable size={density === 'compact' ? 'small' : 'medium'} className={styles.table} aria-label={t('title')}>
        <TableHeader>
          <TableRow>
            {def.columns.map((column) => (
              <TableHeaderCell
                key={column.key}
                className={mergeClasses(styles.head, layouts.get(column.key)?.align === 'end' && styles.end)}
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
            <TableRow key={row.id}>
              {def.columns.map((column, index) => {
                const layout = layouts.get(column.key)!;
                const value = <CellValue def={def} row={row} field={column.key} place="list" />;
                const shown =
                  layout.maxWidth === null ? (
                    value
                  ) : (
                    <span className={styles.clip} style={{ maxWidth: `${layout.maxWidth}px` }} title={cellText(def, row, column.key, context, 'info') ?? undefined}>
                      {value}
                    </span>
                  );
                return (
                  <TableCell key={column.key} className={mergeClasses(styles.cell, layout.align === 'end' && styles.amount, density === 'compact' && styles.compact)}>
                    {index === 0 ? (
                      <RowLink def={def} row={row}>
                        {shown}
                      </RowLink>
                    ) : (
                      shown
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
