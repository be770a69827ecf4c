import { Tag, TagPicker, TagPickerControl, TagPickerGroup, TagPickerInput, TagPickerList, TagPickerOption } from '@fluentui/react-components';
import { forwardRef, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ID_LOOKUPS, type LookupName, type LookupOption } from '@shared/resources/lookups';
import { useApi } from '@/lib/api/context';
import { resolveLookup } from './api';
import { useLookupOptions } from './use-lookup-options';

interface LookupTagsProps {
  lookup: LookupName;
  value: (string | number)[];
  onChange(value: (string | number)[]): void;
  onBlur?(): void;
  /** Values that need not come from the list (aircraft registrations are typed). */
  allowNew?: boolean;
  'aria-label'?: string;
}

/** Several values of a section 7 lookup, as tags. */
export const LookupTags = forwardRef<HTMLInputElement, LookupTagsProps>(function LookupTags({ lookup, value, onChange, onBlur, allowNew, ...aria }, ref) {
  const { t } = useTranslation('resources');
  const api = useApi();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [labels, setLabels] = useState<Map<string, LookupOption>>(new Map());
  const { options } = useLookupOptions(lookup, text, open);
  const selected = useMemo(() => value.map(String), [value]);

  useEffect(() => {
    const missing = value.filter((one) => !labels.has(String(one)));
    if (!missing.length) return;
    let current = true;
    void resolveLookup(api, lookup, missing).then((found) => {
      if (!current) return;
      setLabels((old) => new Map([...old, ...found.map((o) => [String(o.value), o] as const)]));
    });
    return () => {
      current = false;
    };
  }, [api, lookup, value, labels]);

  const add = (raw: string) => {
    if (!raw || selected.includes(raw)) return;
    const option = options.find((o) => String(o.value) === raw);
    if (option) setLabels((old) => new Map(old).set(raw, option));
    onChange([...value, option ? option.value : raw]);
    setText('');
  };

  return (
    <TagPicker
      open={open}
      onOpenChange={(_, data) => setOpen(data.open)}
      selectedOptions={selected}
      onOptionSelect={(_, data) => {
        if (selected.includes(data.value)) onChange(value.filter((one) => String(one) !== data.value));
        else add(data.value);
      }}
    >
      <TagPickerControl>
        <TagPickerGroup>
          {selected.map((one) => (
            <Tag key={one} value={one} shape="rounded" title={labels.get(one)?.description}>
              {/* Rows referenced by id are named by their labels; codes (airports, SHC) by themselves. */}
              {ID_LOOKUPS.has(lookup) ? (labels.get(one)?.label ?? one) : one}
            </Tag>
          ))}
        </TagPickerGroup>
        <TagPickerInput
          ref={ref}
          {...aria}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (allowNew && event.key === 'Enter' && text.trim()) {
              event.preventDefault();
              add(text.trim().toUpperCase());
            }
          }}
          onBlur={onBlur}
          placeholder={selected.length ? undefined : t('lookup.placeholder')}
        />
      </TagPickerControl>
      <TagPickerList>
        {options
          .filter((o) => !selected.includes(String(o.value)))
          .map((option) => (
            <TagPickerOption key={String(option.value)} value={String(option.value)} secondaryContent={option.description}>
              {option.label}
            </TagPickerOption>
          ))}
      </TagPickerList>
    </TagPicker>
  );
});
