import { Badge, Caption1, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DashboardBlock } from '@shared/dashboard';
import { formatMoney } from '@shared/money/format';
import { AppLink } from '@/components/AppLink';
import { statusText, whenText } from './row-text';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS },
  line: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline', flexWrap: 'wrap', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  end: { justifySelf: 'end', textAlign: 'end' },
  load: { gridColumn: '1 / -1' },
});

/** A block's first rows: what names each, its status in words, when, and its money or load. */
export function BlockRows({ block }: { block: DashboardBlock }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('dashboard');
  return (
    <ul className={styles.list}>
      {block.rows.map((row) => {
        const title = block.kind === 'notifications' ? t(`notifications:groups.${row.title}`, { defaultValue: row.title }) : row.title;
        const status = block.kind === 'notifications' ? null : statusText(t, block.kind, row.status);
        const when = whenText(block.kind, row.at, i18n.language);
        const percent = row.load && row.load.capacity > 0 ? Math.round((row.load.booked / row.load.capacity) * 100) : null;
        return (
          <li key={row.key} className={styles.row} data-testid={`dashboard-row-${block.kind}`}>
            <span className={styles.line}>
              {row.link ? <AppLink to={row.link}>{title}</AppLink> : <Text weight="semibold">{title}</Text>}
              {row.detail ? <Caption1 className={styles.muted}>{row.detail}</Caption1> : null}
            </span>
            <span className={styles.end}>
              {row.count !== null ? <Badge appearance="filled">{row.count}</Badge> : null}
              {row.money ? <Text>{formatMoney(row.money, i18n.language)}</Text> : null}
              {status && !row.money ? <Caption1>{status}</Caption1> : null}
            </span>
            {when || (status && row.money) ? (
              <Caption1 className={styles.muted}>{[when, row.money ? status : null].filter(Boolean).join(' · ')}</Caption1>
            ) : null}
            {row.load ? (
              <div className={styles.load}>
                <Caption1 className={styles.muted}>
                  {t('load', { booked: row.load.booked.toLocaleString(i18n.language), capacity: row.load.capacity.toLocaleString(i18n.language), percent: percent ?? 0 })}
                </Caption1>
                <ProgressBar value={Math.min(1, percent === null ? 0 : percent / 100)} color={percent !== null && percent > 100 ? 'error' : percent !== null && percent >= 90 ? 'warning' : 'brand'} thickness="large" />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
