import * as v from 'valibot';
import { issuesToFields } from '@shared/validation';
import { ValidationError } from '../errors';

/** Parses input with a shared schema; bad input becomes a 400 with a message per field. */
export function parseInput<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new ValidationError(issuesToFields(result.issues));
  return result.output;
}
