import { Dropdown, Field, makeStyles, Option, SearchBox, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_SORTS, SERVICE_STATUSES, type ServiceListQuery } from '@shared/shipments';
import { DateRangeFilter } from '@/components/resource/ResourceFilters';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  search: { minWidth: '220px', maxWidth: '300px', flexGrow: 1 },
  choice: { minWidth: '160px' },
});

/**
 * The /services list's filters, as its query schema has them: an AWB number from its beginning, the
 * days ordered, the status, and the order; each changes the list at once (the search on Enter or
 * on leaving the box).
 */
export function ServiceFilters({ query, onChange }: { query: ServiceListQuery; onChange(patch: Partial<ServiceListQuery>): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['shipments', 'resources']);
  const set = (patch: Partial<ServiceListQuery>) => onChange({ ...patch, page: 1 });
  const [draft, setDraft] = useState(query.q ?? '');
  // Back and Forward (and Reset) change the search in the address: the box follows.
  useEffect(() => setDraft(query.q ?? ''), [query.q]);
  const search = (text: string) => {
    const q = text.trim();
    if (q !== (query.q ?? '')) set({ q: q || undefined });
  };
  const any = t('page.filters.any');
  return (
    <div className={styles.bar} role="group" aria-label={t('resources:actions.filters')}>
      <Field className={styles.search} label={t('services.filters.search')} hint={t('services.filters.searchHint')}>
        <SearchBox
          value={draft}
          placeholder={t('search.placeholder')}
          onChange={(_, data) => {
            setDraft(data.value);
            if (!data.value) search('');
          }}
          onKeyDown={(event) => event.key === 'Enter' && search(draft)}
          onBlur={() => search(draft)}
          data-testid="services-search"
        />
      </Field>
      <DateRangeFilter
        label={t('services.columns.createdAt')}
        value={query.from || query.to ? { from: query.from, to: query.to } : undefined}
        onChange={(range) => set({ from: range?.from === undefined ? undefined : String(range.from), to: range?.to === undefined ? undefined : String(range.to) })}
      />
      <Field className={styles.choice} label={t('services.filters.status')}>
        <Dropdown
          aria-label={t('services.filters.status')}
          value={query.status ? t(`services.statuses.${query.status}`) : any}
          selectedOptions={[query.status ?? '']}
          onOptionSelect={(_, data) => set({ status: (data.optionValue || undefined) as ServiceListQuery['status'] })}
          data-testid="services-status"
        >
          <Option value="">{any}</Option>
          {SERVICE_STATUSES.map((status) => (
            <Option key={status} value={status}>
              {t(`services.statuses.${status}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field className={styles.choice} label={t('page.filters.sort')}>
        <Dropdown aria-label={t('page.filters.sort')} value={t(`services.sorts.${query.sort}`)} selectedOptions={[query.sort]} onOptionSelect={(_, data) => set({ sort: data.optionValue as ServiceListQuery['sort'] })}>
          {SERVICE_SORTS.map((sort) => (
            <Option key={sort} value={sort}>
              {t(`services.sorts.${sort}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </div>
  );
}
