import { makeStyles, ToggleButton, tokens } from '@fluentui/react-components';
import { TextDensityRegular } from '@fluentui/react-icons';
import { useAtom, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mobileAtom } from '@/lib/state';
import { listDensityAtom } from './density';
import { Pagination } from './Pagination';

const useStyles = makeStyles({
  foot: { flexShrink: 0, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/**
 * A list's foot: the row density (not on a phone, whose lists are cards), what the list adds in
 * the middle (a resource's totals), and the pages once the list has answered.
 */
export function ListFoot({ page, size, total, onChange, children }: { page: number; size: number; total: number | undefined; onChange(patch: { page?: number; size?: number }): void; children?: ReactNode }) {
  const styles = useStyles();
  const { t } = useTranslation('resources');
  const mobile = useAtomValue(mobileAtom);
  const [density, setDensity] = useAtom(listDensityAtom);
  return (
    <div className={styles.foot}>
      {mobile ? (
        <span />
      ) : (
        <ToggleButton appearance="subtle" icon={<TextDensityRegular />} checked={density === 'compact'} onClick={() => setDensity(density === 'compact' ? 'comfortable' : 'compact')}>
          {t('list.density')}
        </ToggleButton>
      )}
      {children}
      {total !== undefined ? <Pagination page={page} size={size} total={total} onChange={onChange} /> : null}
    </div>
  );
}
