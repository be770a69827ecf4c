import { Dropdown, Field, FieldContextProvider, Input, makeStyles, Option, tokens, useFieldContext_unstable } from '@fluentui/react-components';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_RANGE_ORDER, type FilterDef, type ResourceDef } from '@shared/resources/define';
import { translateMessage } from '@shared/validation';
import { isoDayOf } from '@/lib/dates';
import { DateInput } from '../DateInput';
import { LookupInput } from './LookupInput';
import { LookupTags } from './LookupTags';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-end' },
  field: { minWidth: '180px', maxWidth: '280px' },
  range: { display: 'flex', gap: tokens.spacingHorizontalXS },
  rangeInput: { width: '110px' },
  dateField: { minWidth: '180px', maxWidth: '340px' },
  dateInput: { width: '150px' },
});

export type Range = { from?: string | number; to?: string | number };

/** A text value that reaches the list when typing stops, not at every key. */
function useDebounced<T>(value: T, onSettle: (value: T) => void, delay = 400): [T, (value: T) => void] {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onSettle(draft), delay);
    return () => clearTimeout(timer);
  }, [draft, value, onSettle, delay]);
  return [draft, setDraft];
}

/** A range's ends as the list query takes them: unset ends left out, nothing when both are. */
const cleanRange = (range: Range): Range | undefined => {
  const clean = Object.fromEntries(Object.entries(range).filter(([, one]) => one !== '' && one !== undefined && one !== null));
  return Object.keys(clean).length ? clean : undefined;
};

type End = 'from' | 'to';

interface EndProps {
  id: string | undefined;
  'aria-label': string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A range's two ends in one Field. The Field would name both boxes by its own label alone ("Seats",
 * twice); here each is named by its end ("Seats from", "Seats to"), the label still focuses the
 * first, and the Field's message describes both.
 */
function RangeEnds({ label, children }: { label: string; children(end: End, props: EndProps): ReactNode }) {
  const styles = useStyles();
  const { t } = useTranslation('resources');
  const field = useFieldContext_unstable();
  const invalid = field?.validationState === 'error';
  const props = (end: End): EndProps => ({
    id: end === 'from' ? field?.generatedControlId : undefined,
    'aria-label': `${label} ${t(`list.${end}`)}`,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? field?.validationMessageId : undefined,
  });
  return (
    <FieldContextProvider value={undefined}>
      <span className={styles.range}>
        {children('from', props('from'))}
        {children('to', props('to'))}
      </span>
    </FieldContextProvider>
  );
}

function RangeFilter({ value, onChange, label }: { value: Range | undefined; onChange(value: Range | undefined): void; label: string }) {
  const styles = useStyles();
  const { t } = useTranslation('resources');
  return (
    <RangeEnds label={label}>
      {(end, props) => (
        <Input
          key={end}
          {...props}
          className={styles.rangeInput}
          type="number"
          placeholder={t(`list.${end}`)}
          value={String(value?.[end] ?? '')}
          onChange={(_, data) => onChange(cleanRange({ ...value, [end]: data.value }))}
        />
      )}
    </RangeEnds>
  );
}

/**
 * A date range in the cabinet's date pickers. An end typed that is no day stays in its box with a
 * message under the pair, and the list keeps the range it had; a range ending before it begins is
 * named under the pair too (the list it gives is empty).
 */
export function DateRangeFilter({ value, onChange, label }: { value: Range | undefined; onChange(value: Range | undefined): void; label: string }) {
  const styles = useStyles();
  const { t } = useTranslation(['resources', 'common']);
  const [typed, setTyped] = useState<Partial<Record<End, string>>>({});
  const set = (end: End, next: string | null) => {
    const { [end]: _dropped, ...others } = typed;
    if (next !== null && !isoDayOf(next)) {
      setTyped({ ...others, [end]: next });
      return;
    }
    setTyped(others);
    onChange(cleanRange({ ...value, [end]: next ?? undefined }));
  };
  const from = isoDayOf(value?.from);
  const to = isoDayOf(value?.to);
  const problem = typed.from !== undefined || typed.to !== undefined ? t('common:datePicker.invalid') : from && to && from > to ? translateMessage(DATE_RANGE_ORDER, (key, params) => t(key, params)) : undefined;
  return (
    <Field className={styles.dateField} label={label} validationState={problem ? 'error' : 'none'} validationMessage={problem}>
      <RangeEnds label={label}>
        {(end, props) => (
          <DateInput
            key={end}
            {...props}
            className={styles.dateInput}
            value={typed[end] ?? (value?.[end] === undefined ? null : String(value[end]))}
            onChange={(next) => set(end, next)}
          />
        )}
      </RangeEnds>
    </Field>
  );
}

function FilterControl({ def, filter, value, onChange }: { def: ResourceDef; filter: FilterDef; value: unknown; onChange(value: unknown): void }) {
  const { t } = useTranslation(['resources', `resources/${def.name}`]);
  const field = def.fields[filter.key]!;
  const label = t(`resources/${def.name}:fields.${filter.key}`);
  const [draft, setDraft] = useDebounced(String(value ?? ''), onChange);
  switch (filter.kind) {
    case 'boolean':
      return (
        <Dropdown
          aria-label={label}
          value={value === undefined ? t('list.any') : t(value === true || value === 'true' ? 'yes' : 'no')}
          selectedOptions={[value === undefined ? '' : String(value)]}
          onOptionSelect={(_, data) => onChange(data.optionValue ? data.optionValue : undefined)}
        >
          <Option value="">{t('list.any')}</Option>
          <Option value="true">{t('yes')}</Option>
          <Option value="false">{t('no')}</Option>
        </Dropdown>
      );
    case 'range':
      return <RangeFilter label={label} value={value as Range | undefined} onChange={onChange} />;
    case 'in':
      return field.lookup ? (
        <LookupTags aria-label={label} lookup={field.lookup} value={Array.isArray(value) ? (value as (string | number)[]) : []} onChange={(next) => onChange(next.length ? next : undefined)} />
      ) : (
        <Input aria-label={label} value={draft} onChange={(_, data) => setDraft(data.value)} />
      );
    default:
      if (field.lookup) return <LookupInput aria-label={label} lookup={field.lookup} value={(value as string | number | undefined) ?? null} onChange={(next) => onChange(next ?? undefined)} />;
      if (field.kind === 'select' || field.kind === 'multiselect') {
        return (
          <Dropdown
            aria-label={label}
            value={value ? t(`resources/${def.name}:options.${filter.key}.${String(value)}`) : t('list.any')}
            selectedOptions={[String(value ?? '')]}
            onOptionSelect={(_, data) => onChange(data.optionValue || undefined)}
          >
            <Option value="">{t('list.any')}</Option>
            {(field.options ?? []).map((option) => (
              <Option key={String(option)} value={String(option)}>
                {t(`resources/${def.name}:options.${filter.key}.${String(option)}`)}
              </Option>
            ))}
          </Dropdown>
        );
      }
      return <Input aria-label={label} value={draft} onChange={(_, data) => setDraft(data.value)} />;
  }
}

/** The resource's filters, each changing the list (and its URL) as soon as it is set. */
export function ResourceFilters({ def, filter, onChange }: { def: ResourceDef; filter: Record<string, unknown>; onChange(filter: Record<string, unknown>): void }) {
  const styles = useStyles();
  const { t } = useTranslation(`resources/${def.name}`);
  if (!def.filters.length) return null;
  return (
    <div className={styles.bar} role="group" aria-label={t('resources:actions.filters')}>
      {def.filters.map((one) => {
        const set = (value: unknown) => onChange({ ...filter, [one.key]: value });
        // A date range carries its own field: its message speaks of both ends.
        return one.kind === 'dateRange' ? (
          <DateRangeFilter key={one.key} label={t(`fields.${one.key}`)} value={filter[one.key] as Range | undefined} onChange={set} />
        ) : (
          <Field key={one.key} className={styles.field} label={t(`fields.${one.key}`)}>
            <FilterControl def={def} filter={one} value={filter[one.key]} onChange={set} />
          </Field>
        );
      })}
    </div>
  );
}
