import { Input } from '@fluentui/react-components';
import { forwardRef, useEffect, useState } from 'react';
import { moneyText, parseMoneyText } from '@shared/resources/money-field';

interface MoneyInputProps {
  name: string;
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  'aria-label': string;
}

/**
 * An amount typed in major units (45.50) for a field that holds minor units (4550). What does not
 * read as an amount goes to the form as typed, so the schema says what is wrong on the field.
 */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput({ value, onChange, ...rest }, ref) {
  const shown = (held: unknown): string => (typeof held === 'number' ? moneyText(held) : held === null || held === undefined ? '' : String(held));
  const [text, setText] = useState(() => shown(value));
  // A reset form (another row, a server's answer) brings a new value: show it unless it is what is typed.
  useEffect(() => {
    setText((typed) => (typeof value === 'number' && parseMoneyText(typed) === value ? typed : shown(value)));
  }, [value]);
  return (
    <Input
      ref={ref}
      {...rest}
      value={text}
      inputMode="decimal"
      onChange={(_, data) => {
        setText(data.value);
        const minor = parseMoneyText(data.value);
        onChange(data.value.trim() === '' ? '' : (minor ?? data.value));
      }}
    />
  );
});
