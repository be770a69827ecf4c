import { Caption1, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '@shared/accreditations';
import type { ResourceRow } from '@shared/resources/list-query';
import { Pending } from '@/components/Pending';
import { Surface } from '@/components/Surface';
import { useHistory } from '../api/get-history';

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalM },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  entry: {
    position: 'relative',
    paddingLeft: tokens.spacingHorizontalXXL,
    paddingBottom: tokens.spacingVerticalL,
    borderLeft: `2px solid ${tokens.colorNeutralStroke1}`,
    marginLeft: tokens.spacingHorizontalS,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    ':last-child': { borderLeftColor: 'transparent', paddingBottom: 0 },
  },
  dot: {
    position: 'absolute',
    left: '-9px',
    top: '1px',
    width: '12px',
    height: '12px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandForeground1,
    border: `2px solid ${tokens.colorNeutralBackground1}`,
  },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  muted: { color: tokens.colorNeutralForeground3 },
  comment: {
    margin: 0,
    marginTop: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderLeft: `3px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
});

const NS = 'resources/accreditations';

function Entry({ entry }: { entry: HistoryEntry }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(NS);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(entry.at));
  const moved = entry.fromStatus !== null && entry.fromStatus !== entry.toStatus;
  return (
    <li className={styles.entry}>
      <span className={styles.dot} aria-hidden />
      <div className={styles.head}>
        <Text weight="semibold">{t(`history.events.${entry.event}`)}</Text>
        <Caption1 className={styles.muted}>
          <time dateTime={entry.at}>{when}</time>
          {entry.by ? ` · ${t('history.by', { name: entry.by.name })}` : null}
        </Caption1>
      </div>
      {moved ? (
        <Caption1 className={styles.muted}>
          {t(`options.status.${entry.fromStatus}`)} → {t(`options.status.${entry.toStatus}`)}
        </Caption1>
      ) : null}
      {entry.comment ? <blockquote className={styles.comment}>{entry.comment}</blockquote> : null}
    </li>
  );
}

/** Section 4's history of a request, as a timeline under its fields. */
export function HistoryTimeline({ row }: { row: ResourceRow }) {
  const styles = useStyles();
  const { t } = useTranslation(NS);
  const history = useHistory(row.id);
  return (
    <Surface className={styles.surface} role="region" aria-label={t('history.title')}>
      <Subtitle2 as="h2">{t('history.title')}</Subtitle2>
      {history.isPending ? <Pending size="tiny" /> : null}
      {history.data && !history.data.length ? <Text className={styles.muted}>{t('history.empty')}</Text> : null}
      {history.data?.length ? (
        <ol className={styles.list}>
          {history.data.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      ) : null}
    </Surface>
  );
}
