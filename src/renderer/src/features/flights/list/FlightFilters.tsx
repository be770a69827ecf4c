import { Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FLIGHT_STATUSES, FlightNumberSchema, SALE_STATES, type FlightListQuery } from '@shared/flights';
import { translateMessage } from '@shared/validation';
import { LookupInput } from '@/components/resource/LookupInput';
import { DateRangeFilter } from '@/components/resource/ResourceFilters';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  airport: { minWidth: '200px', maxWidth: '260px' },
  number: { width: '140px' },
  numberInput: { width: '100%', minWidth: 0 },
  choice: { minWidth: '160px' },
});

const TYPING_MS = 400;

/**
 * The flight number filter: what is typed reaches the list when typing stops, and only a number a
 * flight can have ("103", "4501A"); anything else stays in the box with a message.
 */
function NumberFilter({ value, onChange }: { value: string | undefined; onChange(value: string | undefined): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['flights', 'validation']);
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const parsed = draft.trim() ? v.safeParse(FlightNumberSchema, draft) : null;
  const problem = parsed && !parsed.success ? translateMessage(parsed.issues[0].message, (key, params) => t(key, params)) : undefined;
  // What the list should show: nothing typed is no filter; a number that is none changes nothing.
  const next = parsed === null ? undefined : parsed.success ? parsed.output : null;
  const change = useRef(onChange);
  change.current = onChange;
  useEffect(() => {
    if (next === null || next === value) return;
    const timer = setTimeout(() => change.current(next), TYPING_MS);
    return () => clearTimeout(timer);
  }, [next, value]);
  return (
    <Field className={styles.number} label={t('fields.number')} validationState={problem ? 'error' : 'none'} validationMessage={problem}>
      <Input className={styles.numberInput} value={draft} onChange={(_, data) => setDraft(data.value)} inputMode="text" autoComplete="off" placeholder="103" />
    </Field>
  );
}

/** The flights list's filters (section 3): dates, airports, number, status and sale; each changes the list as soon as it is set. */
export function FlightFilters({ query, onChange }: { query: FlightListQuery; onChange(patch: Partial<FlightListQuery>): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['flights', 'resources']);
  const set = (patch: Partial<FlightListQuery>) => onChange({ ...patch, page: 1 });
  const airport = (key: 'departure' | 'arrival') => (
    <Field className={styles.airport} label={t(`fields.${key}`)}>
      <LookupInput lookup="airport" value={query[key] ?? null} onChange={(next) => set({ [key]: next === null || next === '' ? undefined : String(next) })} aria-label={t(`fields.${key}`)} />
    </Field>
  );
  return (
    <div className={styles.bar} role="group" aria-label={t('resources:actions.filters')}>
      <DateRangeFilter
        label={t('filters.dates')}
        value={query.from || query.to ? { from: query.from, to: query.to } : undefined}
        onChange={(range) => set({ from: range?.from === undefined ? undefined : String(range.from), to: range?.to === undefined ? undefined : String(range.to) })}
      />
      {airport('departure')}
      {airport('arrival')}
      <NumberFilter value={query.number} onChange={(number) => set({ number })} />
      <Field className={styles.choice} label={t('fields.status')}>
        <Dropdown
          aria-label={t('fields.status')}
          value={query.status ? t(`statuses.${query.status}`) : t('resources:list.any')}
          selectedOptions={[query.status ?? '']}
          onOptionSelect={(_, data) => set({ status: (data.optionValue || undefined) as FlightListQuery['status'] })}
        >
          <Option value="">{t('resources:list.any')}</Option>
          {FLIGHT_STATUSES.map((status) => (
            <Option key={status} value={status}>
              {t(`statuses.${status}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field className={styles.choice} label={t('fields.sale')}>
        <Dropdown
          aria-label={t('fields.sale')}
          value={query.sale ? t(`sale.${query.sale}`) : t('resources:list.any')}
          selectedOptions={[query.sale ?? '']}
          onOptionSelect={(_, data) => set({ sale: (data.optionValue || undefined) as FlightListQuery['sale'] })}
        >
          <Option value="">{t('resources:list.any')}</Option>
          {SALE_STATES.map((state) => (
            <Option key={state} value={state}>
              {t(`sale.${state}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </div>
  );
}
