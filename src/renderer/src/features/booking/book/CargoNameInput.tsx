import { Combobox, Option } from '@fluentui/react-components';
import { forwardRef, useState } from 'react';
import { useLookupOptions } from '@/components/resource/use-lookup-options';

/** The commodity look-up labels its options "CODE Name": the cargo is named by the name. */
export const commodityName = (label: string): string => label.replace(/^[A-Z0-9][A-Z0-9-]*\s+/, '') || label;

interface CargoNameInputProps {
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  name?: string;
}

/**
 * The cargo's name: typed freely, or one of the commodity handbook's names offered as it is typed
 * (the booking keeps the name, not the handbook's row).
 */
export const CargoNameInput = forwardRef<HTMLInputElement, CargoNameInputProps>(function CargoNameInput({ value, onChange, onBlur, name }, ref) {
  const [open, setOpen] = useState(false);
  const { options } = useLookupOptions('commodity', value, open);
  return (
    <Combobox
      ref={ref}
      name={name}
      value={value}
      freeform
      autoComplete="off"
      open={open && options.length > 0}
      onOpenChange={(_, data) => setOpen(data.open)}
      onChange={(event) => {
        onChange(event.target.value);
        setOpen(true);
      }}
      onOptionSelect={(_, data) => {
        if (data.optionText) onChange(commodityName(data.optionText));
        setOpen(false);
      }}
      onBlur={onBlur}
    >
      {options.map((option) => (
        <Option key={String(option.value)} value={String(option.value)} text={option.label}>
          {option.label}
        </Option>
      ))}
    </Combobox>
  );
});
