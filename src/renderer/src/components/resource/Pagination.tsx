import { Button, Dropdown, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from './use-list-query';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', justifyContent: 'flex-end' },
  size: { minWidth: '80px' },
  page: { whiteSpace: 'nowrap' },
});

export function Pagination({ page, size, total, onChange }: { page: number; size: number; total: number; onChange(patch: { page?: number; size?: number }): void }) {
  const styles = useStyles();
  const { t } = useTranslation('resources');
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav className={styles.bar} aria-label={t('list.page', { page, pages })}>
      <Text>{t('list.total', { count: total })}</Text>
      <Text>{t('list.pageSize')}</Text>
      <Dropdown
        className={styles.size}
        aria-label={t('list.pageSize')}
        value={String(size)}
        selectedOptions={[String(size)]}
        onOptionSelect={(_, data) => onChange({ size: Number(data.optionValue), page: 1 })}
      >
        {PAGE_SIZES.map((option) => (
          <Option key={option} value={String(option)}>
            {String(option)}
          </Option>
        ))}
      </Dropdown>
      <Button icon={<ChevronLeftRegular />} appearance="subtle" disabled={page <= 1} onClick={() => onChange({ page: page - 1 })} aria-label={t('list.previous')} title={t('list.previous')} />
      <Text className={styles.page}>{t('list.page', { page, pages })}</Text>
      <Button icon={<ChevronRightRegular />} appearance="subtle" disabled={page >= pages} onClick={() => onChange({ page: page + 1 })} aria-label={t('list.next')} title={t('list.next')} />
    </nav>
  );
}
