import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router';
import { titleOf, type ResourceDef } from '@shared/resources/define';
import type { ResourceRow } from '@shared/resources/list-query';
import { routePath } from '@shared/routes';
import { CellValue } from './CellValue';
import { cellText } from './cell-text';
import { useTitleContext } from './use-title-context';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  card: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
  },
  title: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForegroundLink, textDecoration: 'none', overflowWrap: 'break-word', ':hover': { textDecoration: 'underline' } },
  fields: { display: 'grid', gridTemplateColumns: 'minmax(96px, 40%) minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, rowGap: '2px', margin: 0, fontSize: tokens.fontSizeBase200 },
  label: { color: tokens.colorNeutralForeground3, overflowWrap: 'normal' },
  value: { margin: 0, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

function Card({ def, row }: { def: ResourceDef; row: ResourceRow }) {
  const styles = useStyles();
  const { t } = useTranslation(`resources/${def.name}`);
  const context = useTitleContext();
  const to = routePath(`${def.name}-info`, { id: String(row.id) });
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <li className={styles.card}>
      <a className={styles.title} href={href} onClick={onClick}>
        {titleOf(def, row, context)}
      </a>
      <dl className={styles.fields}>
        {def.columns.map((column) => (
          <div key={column.key} style={{ display: 'contents' }}>
            <dt className={styles.label}>{t(`fields.${column.key}`)}</dt>
            <dd className={styles.value} title={cellText(def, row, column.key, context, 'info') ?? undefined}>
              <CellValue def={def} row={row} field={column.key} place="list" />
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** A page of rows as cards, for narrow screens: each row by its title, its list columns below it. */
export function ResourceCards({ def, rows }: { def: ResourceDef; rows: ResourceRow[] }) {
  const styles = useStyles();
  const { t } = useTranslation(`resources/${def.name}`);
  return (
    <ul className={styles.list} aria-label={t('title')}>
      {rows.map((row) => (
        <Card key={row.id} def={def} row={row} />
      ))}
    </ul>
  );
}
