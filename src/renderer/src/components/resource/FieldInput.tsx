import { Dropdown, Input, Option, Switch, Textarea, tokens } from '@fluentui/react-components';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '@shared/resources/define';
import type { FieldDef } from '@shared/resources/fields';
import { moneyText } from '@shared/resources/money-field';
import type { ResourceRow } from '@shared/resources/list-query';
import { ColorInput } from '../ColorInput';
import { DateInput } from '../DateInput';
import { useResourceExtensions } from './editors';
import { LookupInput } from './LookupInput';
import { LookupTags } from './LookupTags';
import { MoneyInput } from './MoneyInput';
import { TextTags } from './TextTags';

interface FieldInputProps {
  def: ResourceDef;
  name: string;
  field: FieldDef;
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  row: ResourceRow | null;
  label: string;
  /** Shown, never changed (a fixed field on the edit form). */
  readOnly?: boolean;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The input a field's kind calls for; what it holds goes to the shared schema as typed. */
export const FieldInput = forwardRef<HTMLInputElement, FieldInputProps>(function FieldInput({ def, name, field, value, onChange, onBlur, row, label, readOnly }, ref) {
  const { t } = useTranslation(`resources/${def.name}`);
  const { editors } = useResourceExtensions();
  const common = { name, onBlur, 'aria-label': label };
  if (readOnly) return <Input ref={ref} {...common} value={field.money && typeof value === 'number' ? moneyText(value) : text(value)} readOnly />;
  // A field of any kind may bring its own editor (a time zone picker over a text value...).
  const Editor = field.editor ? editors?.[field.editor] : undefined;
  if (Editor) return <Editor value={value} onChange={onChange} row={row} aria-label={label} />;
  switch (field.kind) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          value={text(value)}
          onChange={(_, data) => onChange(data.value)}
          resize="vertical"
          rows={field.monospace ? 12 : 4}
          textarea={field.monospace ? { style: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre', overflowX: 'auto' }, spellCheck: false } : undefined}
        />
      );
    case 'boolean':
      return <Switch ref={ref} {...common} checked={value === true} onChange={(_, data) => onChange(data.checked)} />;
    case 'integer':
      if (field.money) return <MoneyInput ref={ref} {...common} value={value} onChange={onChange} />;
      return <Input ref={ref} {...common} value={text(value)} inputMode="numeric" onChange={(_, data) => onChange(data.value)} />;
    case 'decimal':
      return <Input ref={ref} {...common} value={text(value)} inputMode="decimal" onChange={(_, data) => onChange(data.value)} />;
    case 'date':
      return <DateInput ref={ref} {...common} value={text(value)} onChange={onChange} />;
    case 'select':
      return (
        <Dropdown
          {...common}
          value={value ? t(`options.${name}.${String(value)}`) : ''}
          selectedOptions={value ? [String(value)] : []}
          onOptionSelect={(_, data) => onChange(data.optionValue ?? null)}
        >
          {(field.options ?? []).map((option) => (
            <Option key={String(option)} value={String(option)}>
              {t(`options.${name}.${String(option)}`)}
            </Option>
          ))}
        </Dropdown>
      );
    case 'multiselect': {
      const selected = Array.isArray(value) ? value.map(String) : [];
      return (
        <Dropdown
          {...common}
          multiselect
          value={selected.map((one) => t(`options.${name}.${one}`)).join(', ')}
          selectedOptions={selected}
          onOptionSelect={(_, data) => onChange(data.selectedOptions.map((one) => (typeof field.options?.[0] === 'number' ? Number(one) : one)))}
        >
          {(field.options ?? []).map((option) => (
            <Option key={String(option)} value={String(option)}>
              {t(`options.${name}.${String(option)}`)}
            </Option>
          ))}
        </Dropdown>
      );
    }
    case 'lookup':
      return <LookupInput ref={ref} {...common} lookup={field.lookup!} value={(value as string | number | null) ?? null} label={row?.labels?.[name]} onChange={onChange} />;
    case 'list':
      return <TextTags ref={ref} {...common} value={Array.isArray(value) ? value.map(String) : []} onChange={onChange} />;
    case 'lookups':
      return <LookupTags ref={ref} {...common} lookup={field.lookup!} value={Array.isArray(value) ? (value as (string | number)[]) : []} onChange={onChange} allowNew={field.lookup === 'airplane'} />;
    case 'color':
      return <ColorInput ref={ref} {...common} value={text(value)} onChange={onChange} />;
    case 'custom':
      throw new Error(`No editor ${field.editor} for ${def.name}.${name}`);
    case 'password':
      return <Input ref={ref} {...common} type="password" autoComplete="new-password" value={text(value)} onChange={(_, data) => onChange(data.value)} />;
    case 'email':
      return <Input ref={ref} {...common} type="email" value={text(value)} onChange={(_, data) => onChange(data.value)} />;
    case 'phone':
      return <Input ref={ref} {...common} type="tel" value={text(value)} onChange={(_, data) => onChange(data.value)} />;
    default:
      return <Input ref={ref} {...common} value={text(value)} onChange={(_, data) => onChange(data.value)} />;
  }
});
