import { Button, CounterBadge, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import { ArrowResetRegular, ChevronDownRegular, ChevronUpRegular, FilterRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Surface } from '@/components/Surface';

const useStyles = makeStyles({
  panel: { flexShrink: 0, gap: tokens.spacingVerticalS, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  reset: { marginInlineStart: 'auto' },
  body: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    alignItems: 'flex-end',
    flexWrap: 'wrap',
    paddingBottom: tokens.spacingVerticalS,
  },
  // Folded, the search and the filters stay mounted: what is typed in them is not lost.
  folded: { display: 'none' },
  count: { marginInlineStart: tokens.spacingHorizontalXS },
});

/**
 * The block layout's filter panel above a list: the search box and the filters it is given, folded
 * and unfolded by a toggle that shows how many are set, and a Reset that clears them and what the
 * page kept.
 */
export function ResourceFilterPanel({
  count,
  collapsed,
  onToggle,
  onReset,
  children,
}: {
  /** Filters set (the search counted as one). */
  count: number;
  collapsed: boolean;
  onToggle(): void;
  onReset(): void;
  children: ReactNode;
}) {
  const styles = useStyles();
  const { t } = useTranslation('resources');
  const bodyId = useId('filter-panel');
  return (
    <Surface role="region" aria-label={t('list.filterPanel')} className={styles.panel}>
      <div className={styles.head}>
        <Button
          appearance="subtle"
          icon={<FilterRegular />}
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          // Named by what it shows (the word and the count), so speech input finds it by its text;
          // what the count means is its description.
          aria-description={count ? t('list.filtersSet', { count }) : undefined}
          onClick={onToggle}
        >
          {t('actions.filters')}
          {count ? <CounterBadge className={styles.count} count={count} size="small" appearance="filled" color="brand" /> : null}
          {collapsed ? <ChevronDownRegular className={styles.count} aria-hidden /> : <ChevronUpRegular className={styles.count} aria-hidden />}
        </Button>
        <Button className={styles.reset} appearance="subtle" icon={<ArrowResetRegular />} onClick={onReset}>
          {t('list.reset')}
        </Button>
      </div>
      <div id={bodyId} className={mergeClasses(styles.body, collapsed && styles.folded)}>
        {children}
      </div>
    </Surface>
  );
}
