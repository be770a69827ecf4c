import type { FieldValues, Path, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { M } from '@shared/validation';
import { isApiError } from './api/api-error';

/** Submitting an invalid form says so for the whole form too (section 5). */
export const FORM_INVALID = M.formInvalid;

/** The server's problems by the form's own field names (a nested one, `participants.shipper.name`, too). */
export type PlaceProblems = (fields: Record<string, string>) => Record<string, string>;

/**
 * Puts a failed save's messages where they belong: each field's on the field, anything else on the
 * form. What the user typed stays in the form. The server's paths land on top-level fields of the
 * same name; a form whose fields are named otherwise (or nested) says where with `place`.
 */
export function applyServerErrors<TValues extends FieldValues>(form: UseFormReturn<TValues>, error: unknown, place?: PlaceProblems): void {
  if (isApiError(error) && error.fields) {
    const known = Object.keys(form.getValues());
    const problems = place ? place(error.fields) : error.fields;
    let placed = false;
    for (const [field, message] of Object.entries(problems)) {
      if (known.includes(place ? field.split('.')[0]! : field)) {
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
export function submitForm<TValues extends FieldValues>(form: UseFormReturn<TValues>, save: SubmitHandler<TValues>, place?: PlaceProblems) {
  return form.handleSubmit(
    async (values, event) => {
      try {
        await save(values, event);
      } catch (error) {
        applyServerErrors(form, error, place);
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

