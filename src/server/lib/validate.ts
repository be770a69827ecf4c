import * as v from 'valibot';
import { issuesToFields, issuesToTopFields } from '@shared/validation';
import { ValidationError } from '../errors';

/**
 * Parses input with a shared schema; bad input becomes a 400 with a message per field. `top`
 * reports each problem on its top-level field (`transfers.0` on `transfers`), as resource forms
 * show them.
 */
export function parseInput<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown, fields: 'path' | 'top' = 'path'): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new ValidationError(fields === 'top' ? issuesToTopFields(result.issues) : issuesToFields(result.issues));
  return result.output;
}
