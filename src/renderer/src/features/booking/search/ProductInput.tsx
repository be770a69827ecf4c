import { Combobox, Option } from '@fluentui/react-components';
import { forwardRef, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupOption } from '@shared/resources/lookups';
import { Pending } from '@/components/Pending';
import { useLookupOptions } from '@/components/resource/use-lookup-options';

interface ProductInputProps {
  /** The product's code (`XPS`), or empty. */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  name?: string;
  'aria-label'?: string;
}

/** The tariff product look-up labels its options "CODE Name": the search takes the code. */
export const productCode = (option: LookupOption): string => option.label.split(' ')[0] ?? '';

/**
 * The airline's tariff product a search is priced for, picked by code or name. The tariff product
 * look-up answers rows by id; the search (like the price engine) takes the product's code.
 */
export const ProductInput = forwardRef<HTMLInputElement, ProductInputProps>(function ProductInput({ value, onChange, onBlur, name, ...aria }, ref) {
  const { t } = useTranslation('resources');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [known, setKnown] = useState<LookupOption | null>(null);
  const { options, loading } = useLookupOptions('tariffProduct', text, open);
  const byCode = useMemo(() => new Map(options.map((option) => [productCode(option), option])), [options]);
  const shown = !value ? '' : known && productCode(known) === value ? known.label : (byCode.get(value)?.label ?? value);
  return (
    <Combobox
      ref={ref}
      name={name}
      {...aria}
      value={open ? text : shown}
      selectedOptions={value ? [value] : []}
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
        const option = data.optionValue ? byCode.get(data.optionValue) : undefined;
        setKnown(option ?? null);
        onChange(option ? productCode(option) : '');
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
        <Option key={String(option.value)} value={productCode(option)} text={option.label}>
          {option.label}
        </Option>
      ))}
    </Combobox>
  );
});
