import { Input } from '@fluentui/react-components';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { normalTime } from './time-text';

interface Props {
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  name?: string;
  className?: string;
  /** Its name where no field label names it (a time beside a date). */
  ariaLabel?: string;
}

/**
 * A local time in 24 hours, typed as timetables write it (09:25, 0925): the browser's own time
 * field would show AM/PM in English, which no airline timetable does.
 */
export const TimeInput = forwardRef<HTMLInputElement, Props>(function TimeInput({ value, onChange, onBlur, name, className, ariaLabel }, ref) {
  const { t } = useTranslation('flights');
  return (
    <Input
      ref={ref}
      name={name}
      className={className}
      aria-label={ariaLabel}
      value={value}
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      placeholder={t('form.timePlaceholder')}
      onChange={(_, data) => onChange(data.value)}
      onBlur={() => {
        const normal = normalTime(value);
        if (normal !== value) onChange(normal);
        onBlur?.();
      }}
    />
  );
});
