import { Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { BOOKING_SORTS, BOOKING_SOURCES, type BookingListQuery } from '@shared/booking';
import { BOOKING_STATUSES } from '@shared/constants';
import { LookupInput } from '@/components/resource/LookupInput';
import { DateRangeFilter } from '@/components/resource/ResourceFilters';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  airport: { minWidth: '200px', maxWidth: '260px' },
  choice: { minWidth: '160px' },
});

/** The bookings list's filters (section 3): dates, status, source, departure and arrival, and the order; each changes the list at once. */
export function BookingFilters({ query, onChange }: { query: BookingListQuery; onChange(patch: Partial<BookingListQuery>): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['booking', 'resources']);
  const set = (patch: Partial<BookingListQuery>) => onChange({ ...patch, page: 1 });
  const airport = (key: 'departure' | 'arrival') => (
    <Field className={styles.airport} label={t(`bookings.${key}`)}>
      <LookupInput lookup="airport" value={query[key] ?? null} onChange={(next) => set({ [key]: next === null || next === '' ? undefined : String(next) })} aria-label={t(`bookings.${key}`)} />
    </Field>
  );
  return (
    <div className={styles.bar} role="group" aria-label={t('resources:actions.filters')}>
      <DateRangeFilter
        label={t('bookings.columns.date')}
        value={query.from || query.to ? { from: query.from, to: query.to } : undefined}
        onChange={(range) => set({ from: range?.from === undefined ? undefined : String(range.from), to: range?.to === undefined ? undefined : String(range.to) })}
      />
      <Field className={styles.choice} label={t('bookings.status')}>
        <Dropdown
          aria-label={t('bookings.status')}
          value={query.status ? `${query.status} · ${t(`status.short.${query.status}`)}` : t('bookings.any')}
          selectedOptions={[query.status ?? '']}
          onOptionSelect={(_, data) => set({ status: (data.optionValue || undefined) as BookingListQuery['status'] })}
        >
          <Option value="">{t('bookings.any')}</Option>
          {BOOKING_STATUSES.map((status) => (
            <Option key={status} value={status} text={`${status} · ${t(`status.short.${status}`)}`}>
              {`${status} · ${t(`status.short.${status}`)}`}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field className={styles.choice} label={t('bookings.source')}>
        <Dropdown
          aria-label={t('bookings.source')}
          value={query.source ? t(`bookings.sources.${query.source}`) : t('bookings.any')}
          selectedOptions={[query.source ?? '']}
          onOptionSelect={(_, data) => set({ source: (data.optionValue || undefined) as BookingListQuery['source'] })}
        >
          <Option value="">{t('bookings.any')}</Option>
          {BOOKING_SOURCES.map((source) => (
            <Option key={source} value={source}>
              {t(`bookings.sources.${source}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {airport('departure')}
      {airport('arrival')}
      <Field className={styles.choice} label={t('bookings.sort')}>
        <Dropdown aria-label={t('bookings.sort')} value={t(`bookings.sorts.${query.sort}`)} selectedOptions={[query.sort]} onOptionSelect={(_, data) => set({ sort: data.optionValue as BookingListQuery['sort'] })}>
          {BOOKING_SORTS.map((sort) => (
            <Option key={sort} value={sort}>
              {t(`bookings.sorts.${sort}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </div>
  );
}
