import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, max-content) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: '2px',
    margin: 0,
  },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  items: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  nested: { borderLeft: `2px solid ${tokens.colorNeutralStroke2}`, paddingLeft: tokens.spacingHorizontalS },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

const isPlain = (value: unknown): boolean => value === null || typeof value !== 'object';

/**
 * What the codec read, as a person reads it: each element under its name in the reader's language
 * (`reading.keys`), lists as numbered items, codes in the telegram's own letters.
 */
export function ParsedValue({ value }: { value: unknown }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('resources/cimp');
  const label = (key: string) => (i18n.exists(`resources/cimp:reading.keys.${key}`) ? t(`reading.keys.${key}`) : key);
  if (typeof value === 'boolean') return <>{t(value ? 'reading.yes' : 'reading.no')}</>;
  if (isPlain(value)) return <span className={styles.code}>{String(value)}</span>;
  if (Array.isArray(value)) {
    if (value.every(isPlain)) return <span className={styles.code}>{value.map(String).join(', ')}</span>;
    return (
      <ol className={styles.items}>
        {value.map((item, index) => (
          <li key={index} className={styles.nested}>
            <ParsedValue value={item} />
          </li>
        ))}
      </ol>
    );
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined && !(Array.isArray(item) && item.length === 0));
  return (
    <dl className={styles.list}>
      {entries.map(([key, item]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt className={styles.label}>{label(key)}</dt>
          <dd className={styles.value}>
            <ParsedValue value={item} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
