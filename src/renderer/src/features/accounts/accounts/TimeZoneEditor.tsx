import { Combobox, Option } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldEditorProps } from '@/components/resource/editors';

const zones = (): string[] => {
  const all = Intl.supportedValuesOf('timeZone');
  return all.includes('UTC') ? all : ['UTC', ...all];
};

/** Shown at most, so typing stays quick; the search narrows the rest. */
const SHOWN = 200;

/** An account's IANA time zone, searchable by any part of its name ("Yekat", "Asia/", "new york"). */
export function TimeZoneEditor({ value, onChange, 'aria-label': label }: FieldEditorProps) {
  const { t } = useTranslation('resources/accounts');
  const all = useMemo(zones, []);
  const current = typeof value === 'string' ? value : '';
  const [query, setQuery] = useState<string | null>(null);
  const shown = useMemo(() => {
    if (!query) return all;
    const needle = query.trim().toLowerCase().replace(/\s+/g, '_');
    return all.filter((zone) => zone.toLowerCase().includes(needle));
  }, [all, query]);
  return (
    <Combobox
      aria-label={label}
      placeholder={t('timeZone.placeholder')}
      value={query ?? current.replace(/_/g, ' ')}
      selectedOptions={current ? [current] : []}
      onChange={(event) => setQuery(event.target.value)}
      onOptionSelect={(_, data) => {
        if (data.optionValue) onChange(data.optionValue);
        setQuery(null);
      }}
      onBlur={() => setQuery(null)}
    >
      {shown.slice(0, SHOWN).map((zone) => (
        <Option key={zone} value={zone} text={zone.replace(/_/g, ' ')}>
          {zone.replace(/_/g, ' ')}
        </Option>
      ))}
    </Combobox>
  );
}
