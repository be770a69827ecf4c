import type { FieldValues, Path, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { M } from '@shared/validation';
import { isApiError } from './api/api-error';

/** Submitting an invalid form says so for the whole form too (section 5). */
export const FORM_INVALID = M.formInvalid;

/**
 * Puts a failed save's messages where they belong: each field's on the field, anything else on the
 * form. What the user typed stays in the form.
 */
export function applyServerErrors<TValues extends FieldValues>(form: UseFormReturn<TValues>, error: unknown): void {
  if (isApiError(error) && error.fields) {
    const known = Object.keys(form.getValues());
    let placed = false;
    for (const [field, message] of Object.entries(error.fields)) {
      if (known.includes(field)) {
        form.setError(field as Path<TValues>, { type: 'server', message }, { shouldFocus: !placed });
        placed = true;
      }
    }
    form.setError('root.server', { type: 'server', message: placed ? FORM_INVALID : error.message });
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  form.setError('root.server', { type: 'server', message });
}

/**
 * The submit handler of every form: an invalid form says so as a whole (section 5), and a failed
 * save puts its messages on the fields and the form, keeping what was typed.
 */
export function submitForm<TValues extends FieldValues>(form: UseFormReturn<TValues>, save: SubmitHandler<TValues>) {
  return form.handleSubmit(
    async (values, event) => {
      try {
        await save(values, event);
      } catch (error) {
        applyServerErrors(form, error);
      }
    },
    () => form.setError('root.server', { type: 'client', message: FORM_INVALID }),
  );
}

/**
 * A number as typed ("120", "0,4"): a number when it reads as one, otherwise the text itself, so
 * the schema reports it on its field rather than the input guessing.
 */
export const typedNumber = (text: string): number | string => (/^-?\d+([.,]\d+)?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : text);

