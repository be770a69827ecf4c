import { Combobox, Option } from '@fluentui/react-components';
import { Pending } from '../Pending';
import { forwardRef, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupParams } from '@shared/resources/lookup-api';
import { ID_LOOKUPS, type LookupName, type LookupOption } from '@shared/resources/lookups';
import { useApi } from '@/lib/api/context';
import { resolveLookup } from './api';
import { useLookupOptions } from './use-lookup-options';

interface LookupInputProps {
  lookup: LookupName;
  value: string | number | null;
  /** The stored value's label, when the row came with it. */
  label?: string | null;
  onChange(value: string | number | null): void;
  onBlur?(): void;
  name?: string;
  /** Narrows what is offered and resolved (`contractId`: that contract's values). */
  params?: LookupParams;
  'aria-label'?: string;
}

/** One value of a section 7 lookup, searched by code or name as the user types. */
export const LookupInput = forwardRef<HTMLInputElement, LookupInputProps>(function LookupInput({ lookup, value, label, onChange, onBlur, name, params, ...aria }, ref) {
  const { t } = useTranslation('resources');
  const api = useApi();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [known, setKnown] = useState<LookupOption | null>(null);
  const contractId = params?.contractId;
  const { options, loading } = useLookupOptions(lookup, text, open, params);
  const byValue = useMemo(() => new Map(options.map((o) => [String(o.value), o])), [options]);

  // A stored value without its label (a code from an import, a filter in the URL) is looked up once.
  useEffect(() => {
    if (value === null || value === '' || label || known?.value === value) return;
    let current = true;
    void resolveLookup(api, lookup, [value], contractId === undefined ? {} : { contractId }).then(([found]) => current && setKnown(found ?? { value, label: String(value) }));
    return () => {
      current = false;
    };
  }, [api, lookup, value, label, known, contractId]);

  const shown = value === null || value === '' ? '' : (label ?? (known?.value === value ? known.label : String(value)));
  return (
    <Combobox
      ref={ref}
      name={name}
      {...aria}
      value={open ? text : shown}
      selectedOptions={value === null ? [] : [String(value)]}
      freeform
      clearable
      placeholder={t('lookup.placeholder')}
      open={open}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        if (data.open) setText('');
      }}
      onChange={(event) => {
        setText(event.target.value);
        setOpen(true);
      }}
      onOptionSelect={(_, data) => {
        const option = data.optionValue ? byValue.get(data.optionValue) : undefined;
        if (!option) {
          onChange(null);
          return;
        }
        setKnown(option);
        onChange(ID_LOOKUPS.has(lookup) ? Number(option.value) : option.value);
        setOpen(false);
      }}
      onBlur={onBlur}
    >
      {loading && !options.length ? (
        <Option value="" text="" disabled>
          <Pending size="extra-tiny" />
        </Option>
      ) : null}
      {!loading && !options.length ? (
        <Option value="" text="" disabled>
          {t('lookup.noOptions')}
        </Option>
      ) : null}
      {options.map((option) => (
        <Option key={String(option.value)} value={String(option.value)} text={option.label}>
          <div>
            <div>{option.label}</div>
            {option.description || (option as { nearest?: boolean }).nearest ? (
              <div style={{ fontSize: '12px', opacity: 0.75 }}>
                {(option as { nearest?: boolean }).nearest ? `${t('lookup.nearest')} · ` : ''}
                {option.description}
              </div>
            ) : null}
          </div>
        </Option>
      ))}
    </Combobox>
  );
});
