import * as v from 'valibot';
import { M, msg } from '../validation';
import { f } from '../resources/fields';

/** The airline's own flight number, without its code: 1–4 digits and an optional suffix letter (UT 103 → 103, 4501A). */
export const FLIGHT_NUMBER = /^\d{1,4}[A-Z]?$/;

/** An optional flight number field: empty means any flight. */
export function flightNumber(o: { section?: string } = {}) {
  const field = f.text({ maxLength: 5, ...o });
  return {
    ...field,
    schema: v.pipe(
      field.schema,
      v.transform((value) => (typeof value === 'string' ? value.toUpperCase() : value)),
      v.check((value) => value === null || FLIGHT_NUMBER.test(value as string), msg(M.invalid)),
    ),
  };
}
