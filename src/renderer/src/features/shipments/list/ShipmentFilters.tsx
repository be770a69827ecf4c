import { Dropdown, Field, makeStyles, Option, SearchBox, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AWB_STATUSES } from '@shared/constants';
import { SHIPMENT_SORTS, SHIPMENT_TYPES, type ShipmentListQuery } from '@shared/shipments';
import { LookupInput } from '@/components/resource/LookupInput';
import { DateRangeFilter } from '@/components/resource/ResourceFilters';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  search: { minWidth: '240px', maxWidth: '320px', flexGrow: 1 },
  airport: { minWidth: '200px', maxWidth: '260px' },
  choice: { minWidth: '160px' },
});

/**
 * The shipments list's filters (section 3): the AWB number or the cargo's name searched, the days
 * created, the AWB's status, paper or e-AWB, departure and arrival, and the order; each changes the
 * list at once (the search on Enter or on leaving the box).
 */
export function ShipmentFilters({ query, onChange }: { query: ShipmentListQuery; onChange(patch: Partial<ShipmentListQuery>): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['shipments', 'resources']);
  const set = (patch: Partial<ShipmentListQuery>) => onChange({ ...patch, page: 1 });
  const [draft, setDraft] = useState(query.q ?? '');
  // Back and Forward (and Reset) change the search in the address: the box follows.
  useEffect(() => setDraft(query.q ?? ''), [query.q]);
  const search = (text: string) => {
    const q = text.trim();
    if (q !== (query.q ?? '')) set({ q: q || undefined });
  };
  const any = t('page.filters.any');
  const airport = (key: 'departure' | 'arrival') => (
    <Field className={styles.airport} label={t(`page.filters.${key}`)}>
      <LookupInput lookup="airport" value={query[key] ?? null} onChange={(next) => set({ [key]: next === null || next === '' ? undefined : String(next) })} aria-label={t(`page.filters.${key}`)} />
    </Field>
  );
  return (
    <div className={styles.bar} role="group" aria-label={t('resources:actions.filters')}>
      <Field className={styles.search} label={t('page.filters.search')} hint={t('page.filters.searchHint')}>
        <SearchBox
          value={draft}
          placeholder={t('page.filters.searchPlaceholder')}
          onChange={(_, data) => {
            setDraft(data.value);
            if (!data.value) search('');
          }}
          onKeyDown={(event) => event.key === 'Enter' && search(draft)}
          onBlur={() => search(draft)}
          data-testid="shipments-search"
        />
      </Field>
      <DateRangeFilter
        label={t('list.columns.createdAt')}
        value={query.from || query.to ? { from: query.from, to: query.to } : undefined}
        onChange={(range) => set({ from: range?.from === undefined ? undefined : String(range.from), to: range?.to === undefined ? undefined : String(range.to) })}
      />
      <Field className={styles.choice} label={t('page.filters.status')}>
        <Dropdown
          aria-label={t('page.filters.status')}
          value={query.status ? t(`awbStatus.${query.status}`) : any}
          selectedOptions={[query.status ?? '']}
          onOptionSelect={(_, data) => set({ status: (data.optionValue || undefined) as ShipmentListQuery['status'] })}
        >
          <Option value="">{any}</Option>
          {AWB_STATUSES.map((status) => (
            <Option key={status} value={status}>
              {t(`awbStatus.${status}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field className={styles.choice} label={t('page.filters.type')}>
        <Dropdown
          aria-label={t('page.filters.type')}
          value={query.type ? t(`type.${query.type}`) : any}
          selectedOptions={[query.type ?? '']}
          onOptionSelect={(_, data) => set({ type: (data.optionValue || undefined) as ShipmentListQuery['type'] })}
        >
          <Option value="">{any}</Option>
          {SHIPMENT_TYPES.map((type) => (
            <Option key={type} value={type}>
              {t(`type.${type}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {airport('departure')}
      {airport('arrival')}
      <Field className={styles.choice} label={t('page.filters.sort')}>
        <Dropdown aria-label={t('page.filters.sort')} value={t(`page.sorts.${query.sort}`)} selectedOptions={[query.sort]} onOptionSelect={(_, data) => set({ sort: data.optionValue as ShipmentListQuery['sort'] })}>
          {SHIPMENT_SORTS.map((sort) => (
            <Option key={sort} value={sort}>
              {t(`page.sorts.${sort}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </div>
  );
}
