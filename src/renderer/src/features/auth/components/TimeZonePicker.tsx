import { Combobox, Option } from '@fluentui/react-components';
import { forwardRef, useMemo, useState } from 'react';

interface TimeZonePickerProps {
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  name: string;
}

const allZones = (): string[] => {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
};

/** IANA time zones, searchable by any part of the name (e.g. "Moscow", "Asia/"). */
export const TimeZonePicker = forwardRef<HTMLInputElement, TimeZonePickerProps>(function TimeZonePicker(
  { value, onChange, onBlur, name },
  ref,
) {
  const zones = useMemo(allZones, []);
  const [query, setQuery] = useState<string | null>(null);
  const shown = useMemo(() => {
    if (!query) return zones;
    const needle = query.toLowerCase().replace(/\s+/g, '_');
    return zones.filter((zone) => zone.toLowerCase().includes(needle));
  }, [query, zones]);
  return (
    <Combobox
      ref={ref}
      name={name}
      value={query ?? value}
      selectedOptions={value ? [value] : []}
      onChange={(event) => setQuery(event.target.value)}
      onOptionSelect={(_, data) => {
        if (data.optionValue) onChange(data.optionValue);
        setQuery(null);
      }}
      onBlur={() => {
        setQuery(null);
        onBlur();
      }}
      freeform={false}
    >
      {shown.slice(0, 200).map((zone) => (
        <Option key={zone} value={zone}>
          {zone.replace(/_/g, ' ')}
        </Option>
      ))}
    </Combobox>
  );
});
