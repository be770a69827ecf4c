import { Combobox, Option } from '@fluentui/react-components';
import { forwardRef, useState } from 'react';
import { useLookupOptions } from '@/components/resource/use-lookup-options';

interface Props {
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  name?: string;
  /** The aircraft type chosen: its registrations come first. */
  aircraftType: string | null;
}

/**
 * An aircraft's registration: picked from those the capacity and payload handbooks know (the
 * `airplane` look-up, with each one's type), or typed, as a new aircraft has none there yet.
 */
export const TailNumberInput = forwardRef<HTMLInputElement, Props>(function TailNumberInput({ value, onChange, onBlur, name, aircraftType }, ref) {
  const [open, setOpen] = useState(false);
  const { options } = useLookupOptions('airplane', value, open);
  const sorted = aircraftType ? [...options].sort((a, b) => Number(b.description === aircraftType) - Number(a.description === aircraftType)) : options;
  return (
    <Combobox
      ref={ref}
      name={name}
      freeform
      value={value}
      selectedOptions={value ? [value] : []}
      open={open && sorted.length > 0}
      onOpenChange={(_, data) => setOpen(data.open)}
      onChange={(event) => {
        onChange(event.target.value.toUpperCase());
        setOpen(true);
      }}
      onOptionSelect={(_, data) => {
        if (data.optionValue) onChange(data.optionValue);
        setOpen(false);
      }}
      onBlur={onBlur}
      autoComplete="off"
    >
      {sorted.map((option) => (
        <Option key={String(option.value)} value={String(option.value)} text={option.label}>
          {option.description ? `${option.label} · ${option.description}` : option.label}
        </Option>
      ))}
    </Combobox>
  );
});
