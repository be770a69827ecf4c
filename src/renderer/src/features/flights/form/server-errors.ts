import type { Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/lib/api/api-error';
import { FORM_INVALID } from '@/lib/forms';
import { fieldOfPath, type ScheduleValues } from './schedule-values';

/**
 * A refused save's messages where they belong: the server's `legs.1.sta`, `weekdays` or
 * `aircraftType` on that field, anything else on the form. What was typed stays.
 */
export function placeServerErrors(form: UseFormReturn<ScheduleValues>, error: unknown): void {
  if (isApiError(error) && error.fields) {
    const values = form.getValues();
    const counts = { legs: values.legs.length, exceptions: values.exceptions.length };
    let placed = false;
    for (const [path, message] of Object.entries(error.fields)) {
      const field = fieldOfPath(path, counts);
      if (field === null) continue;
      form.setError(field as Path<ScheduleValues>, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
    form.setError('root.server', { type: 'server', message: placed ? FORM_INVALID : error.message });
    return;
  }
  form.setError('root.server', { type: 'server', message: error instanceof Error ? error.message : String(error) });
}
