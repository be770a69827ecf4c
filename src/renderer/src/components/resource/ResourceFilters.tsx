import { Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterDef, ResourceDef } from '@shared/resources/define';
import { LookupInput } from './LookupInput';
import { LookupTags } from './LookupTags';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-end' },
  field: { minWidth: '180px', maxWidth: '280px' },
  range: { display: 'flex', gap: tokens.spacingHorizontalXS },
  rangeInput: { width: '110px' },
});

type Range = { from?: string | number; to?: string | number };

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

function RangeFilter({ value, onChange, type, label }: { value: Range | undefined; onChange(value: Range | undefined): void; type: 'number' | 'date'; label: string }) {
  const styles = useStyles();
  const { t } = useTranslation('resources');
  const set = (patch: Range) => {
    const next = { ...value, ...patch };
    const clean = Object.fromEntries(Object.entries(next).filter(([, one]) => one !== '' && one !== undefined));
    onChange(Object.keys(clean).length ? clean : undefined);
  };
  return (
    <span className={styles.range}>
      <Input className={styles.rangeInput} type={type} aria-label={`${label} ${t('list.from')}`} placeholder={t('list.from')} value={String(value?.from ?? '')} onChange={(_, data) => set({ from: data.value })} />
      <Input className={styles.rangeInput} type={type} aria-label={`${label} ${t('list.to')}`} placeholder={t('list.to')} value={String(value?.to ?? '')} onChange={(_, data) => set({ to: data.value })} />
    </span>
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
    case 'dateRange':
      return <RangeFilter label={label} type={filter.kind === 'range' ? 'number' : 'date'} value={value as Range | undefined} onChange={onChange} />;
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
      {def.filters.map((one) => (
        <Field key={one.key} className={styles.field} label={t(`fields.${one.key}`)}>
          <FilterControl def={def} filter={one} value={filter[one.key]} onChange={(value) => onChange({ ...filter, [one.key]: value })} />
        </Field>
      ))}
    </div>
  );
}
