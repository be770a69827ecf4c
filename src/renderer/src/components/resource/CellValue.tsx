import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { ResourceDef } from '@shared/resources/define';
import type { ResourceRow } from '@shared/resources/list-query';
import { cellText, codeName, type CellPlace } from './cell-text';
import { useTitleContext } from './use-title-context';

const useStyles = makeStyles({
  swatch: { display: 'inline-block', width: '14px', height: '14px', borderRadius: '3px', verticalAlign: 'middle', marginRight: tokens.spacingHorizontalXS, border: `1px solid ${tokens.colorNeutralStroke1}` },
  muted: { color: tokens.colorNeutralForeground4 },
  mono: { margin: 0, fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre', overflowX: 'auto', fontSize: tokens.fontSizeBase200 },
});

/** A row's value as a table cell or an info line shows it, by the field's kind. */
export function CellValue({ def, row, field: key, place = 'info' }: { def: ResourceDef; row: ResourceRow; field: string; place?: CellPlace }) {
  const styles = useStyles();
  const context = useTitleContext();
  const text = cellText(def, row, key, context, place);
  if (text === null) return <span className={styles.muted}>—</span>;
  const value = row[key];
  // A telegram keeps its columns and line breaks on the info page; a table cell shows its one line.
  if (def.fields[key]?.monospace && place === 'info') return <pre className={styles.mono}>{String(value)}</pre>;
  switch (def.fields[key]?.kind) {
    case 'boolean':
      return value ? (
        <Badge appearance="tint" color="success">
          {text}
        </Badge>
      ) : (
        <span className={styles.muted}>{text}</span>
      );
    case 'color':
      return (
        <>
          <span className={styles.swatch} style={{ backgroundColor: String(value) }} />
          {text}
        </>
      );
    default: {
      // A code shown by its words keeps the code on hover: staff match it against sheets and the spec.
      const label = row.labels?.[key];
      return label && codeName(def.name, key, label, context) ? <span title={label}>{text}</span> : <>{text}</>;
    }
  }
}
