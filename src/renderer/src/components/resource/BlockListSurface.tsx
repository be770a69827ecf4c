import { makeStyles, mergeClasses, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Surface } from '@/components/Surface';
import { mobileAtom } from '@/lib/state';
import { ListFoot } from './ListFoot';

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalM, minHeight: 0 },
  /** The rows fill what the window leaves under the filters. */
  fill: { flex: '1 1 0', minHeight: '200px', padding: tokens.spacingHorizontalM },
  /** Under a head of its own (a contract's money) the page scrolls, and the rows keep room to read. */
  tall: { flex: '1 0 360px', padding: tokens.spacingHorizontalM },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
  spacer: { flexGrow: 1 },
});

/**
 * The rows of a block page's list and its foot: the list's error, its first load, its rows
 * (`children`), or what an empty list means; the density and the pages below, kept at the bottom.
 */
export function BlockListSurface({
  error,
  loading,
  count,
  empty,
  page,
  size,
  total,
  onChange,
  grow = 'fill',
  children,
}: {
  error: Error | null;
  loading: boolean;
  /** The rows on this page. */
  count: number;
  /** What an empty list says (filtered or not). */
  empty: string;
  page: number;
  size: number;
  total: number | undefined;
  onChange(patch: { page?: number; size?: number }): void;
  grow?: 'fill' | 'tall';
  children: ReactNode;
}) {
  const styles = useStyles();
  const { t } = useTranslation('resources');
  const mobile = useAtomValue(mobileAtom);
  const showsRows = count > 0 && !error && !loading;
  return (
    <Surface className={mergeClasses(styles.surface, !mobile && styles[grow])}>
      {error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error.message}</MessageBarBody>
        </MessageBar>
      ) : loading ? (
        <Spinner label={t('list.loading')} />
      ) : showsRows ? (
        children
      ) : (
        <Text className={styles.empty} role="status">
          {empty}
        </Text>
      )}
      {!mobile && !showsRows ? <div className={styles.spacer} /> : null}
      <ListFoot page={page} size={size} total={total} onChange={onChange} />
    </Surface>
  );
}
