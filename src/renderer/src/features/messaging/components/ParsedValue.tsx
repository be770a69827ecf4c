import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  entries: { display: 'flex', flexDirection: 'column', gap: '2px', margin: 0 },
  // A plain value on its label's line; a group under its label, indented, so deep nesting never squeezes a column.
  line: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
  label: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  value: { margin: 0, overflowWrap: 'anywhere', minWidth: 0 },
  group: { margin: 0, paddingLeft: tokens.spacingHorizontalM, borderLeft: `2px solid ${tokens.colorNeutralStroke2}`, marginTop: '2px', marginBottom: tokens.spacingVerticalXS },
  items: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  index: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

const isPlain = (value: unknown): boolean => value === null || typeof value !== 'object';
const isPlainList = (value: unknown): boolean => Array.isArray(value) && value.every(isPlain);

/**
 * What the codec read, as a person reads it: each element under its name in the reader's language
 * (`reading.keys`), groups and lists indented under theirs, codes in the telegram's own letters.
 */
export function ParsedValue({ value }: { value: unknown }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('resources/cimp');
  const label = (key: string) => (i18n.exists(`resources/cimp:reading.keys.${key}`) ? t(`reading.keys.${key}`) : key);
  if (typeof value === 'boolean') return <>{t(value ? 'reading.yes' : 'reading.no')}</>;
  if (isPlain(value)) return <span className={styles.code}>{String(value)}</span>;
  if (isPlainList(value)) return <span className={styles.code}>{(value as unknown[]).map(String).join(', ')}</span>;
  if (Array.isArray(value)) {
    return (
      <ol className={styles.items}>
        {value.map((item, index) => (
          <li key={index}>
            <span className={styles.index}>{`${index + 1}.`}</span>
            <div className={styles.group}>
              <ParsedValue value={item} />
            </div>
          </li>
        ))}
      </ol>
    );
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined && !(Array.isArray(item) && item.length === 0));
  return (
    <dl className={styles.entries}>
      {entries.map(([key, item]) =>
        isPlain(item) || isPlainList(item) ? (
          <div key={key} className={styles.line}>
            <dt className={styles.label}>{label(key)}</dt>
            <dd className={styles.value}>
              <ParsedValue value={item} />
            </dd>
          </div>
        ) : (
          <div key={key}>
            <dt className={styles.label}>{label(key)}</dt>
            <dd className={styles.group}>
              <ParsedValue value={item} />
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}
