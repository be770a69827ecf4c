import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ShipmentDetail } from '@shared/shipments';
import { formatDateTime } from '@/lib/format';
import { actionLabel, changeText, type HistoryWords } from './history-text';
import { Empty, Section } from './Section';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  entry: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, paddingBottom: tokens.spacingVerticalS },
  head: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`, alignItems: 'baseline' },
  muted: { color: tokens.colorNeutralForeground2 },
  changes: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  field: { color: tokens.colorNeutralForeground2 },
  value: { overflowWrap: 'anywhere' },
  comment: { fontStyle: 'italic' },
});

/** Who did what to the shipment and when, newest first: each field changed with its value before → after. */
export function HistorySection({ shipment }: { shipment: ShipmentDetail }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('shipments');
  const words: HistoryWords = { t, language: i18n.language, currency: shipment.price?.currency ?? 'RUB' };
  const entries = shipment.history.map((entry, index) => ({ entry, index })).reverse();
  return (
    <Section title={t('info.sections.history')}>
      {entries.length ? (
        <ol className={styles.list} aria-label={t('info.sections.history')}>
          {entries.map(({ entry, index }) => (
            <li key={index} className={styles.entry} data-testid="history-entry">
              <div className={styles.head}>
                <Text weight="semibold">{actionLabel(entry.action, t)}</Text>
                <Text className={styles.muted}>
                  <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
                </Text>
                <Text className={styles.muted}>{entry.user ?? t('history.system')}</Text>
              </div>
              {entry.changes.length ? (
                <ul className={styles.changes}>
                  {entry.changes.map((change, at) => {
                    const { label, before, after } = changeText(change, words);
                    return (
                      <li key={`${change.field}:${at}`} className={styles.value} data-testid="history-change">
                        <span className={styles.field}>{label}:</span> {before} → {after}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
              {entry.comment ? <Text className={styles.comment}>{t('history.comment', { comment: entry.comment })}</Text> : null}
            </li>
          ))}
        </ol>
      ) : (
        <Empty>{t('history.none')}</Empty>
      )}
    </Section>
  );
}
