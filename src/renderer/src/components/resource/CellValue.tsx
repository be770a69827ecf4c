import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '@shared/resources/define';
import type { ResourceRow } from '@shared/resources/list-query';
import { formatNumber } from '@/lib/format';

const useStyles = makeStyles({
  swatch: { display: 'inline-block', width: '14px', height: '14px', borderRadius: '3px', verticalAlign: 'middle', marginRight: tokens.spacingHorizontalXS, border: `1px solid ${tokens.colorNeutralStroke1}` },
  muted: { color: tokens.colorNeutralForeground4 },
});

/** A row's value as a table cell or an info line shows it, by the field's kind. */
export function CellValue({ def, row, field: key }: { def: ResourceDef; row: ResourceRow; field: string }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('resources');
  const field = def.fields[key];
  const value = row[key];
  if (value === null || value === undefined || (Array.isArray(value) && !value.length)) return <span className={styles.muted}>—</span>;
  const label = row.labels?.[key];
  if (label) return <>{label}</>;
  switch (field?.kind) {
    case 'boolean':
      return value ? (
        <Badge appearance="tint" color="success">
          {t('yes')}
        </Badge>
      ) : (
        <span className={styles.muted}>{t('no')}</span>
      );
    case 'integer':
    case 'decimal':
      return <>{field.plain ? String(value) : formatNumber(Number(value), i18n.language, 3)}</>;
    case 'date':
      return <>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${String(value).slice(0, 10)}T00:00:00Z`))}</>;
    case 'select':
      return <>{t(`resources/${def.name}:options.${key}.${String(value)}`)}</>;
    case 'multiselect':
      return <>{(value as string[]).map((one) => t(`resources/${def.name}:options.${key}.${one}`)).join(', ')}</>;
    case 'color':
      return (
        <>
          <span className={styles.swatch} style={{ backgroundColor: String(value) }} />
          {String(value)}
        </>
      );
    case 'custom':
      return <>✓</>;
    default:
      return <>{Array.isArray(value) ? value.join(', ') : String(value)}</>;
  }
}
