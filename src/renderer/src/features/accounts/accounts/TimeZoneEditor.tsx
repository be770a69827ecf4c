import type { FieldEditorProps } from '@/components/resource/editors';
import { TimeZonePicker } from '@/components/TimeZonePicker';

/** An account's time zone: the same picker sign-up offers. */
export function TimeZoneEditor({ value, onChange, 'aria-label': label }: FieldEditorProps) {
  return <TimeZonePicker value={typeof value === 'string' ? value : ''} onChange={onChange} aria-label={label} />;
}
